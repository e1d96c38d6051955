import type { SandboxStandIns } from '../../sandbox/standins/sandbox-standins.ts';
import {
  SANDBOX_TERMII_SENDER,
  sandboxTermiiKey,
} from '../../sandbox/standins/termii/termii-sandbox-account.ts';
import { termiiStandIn } from '../../sandbox/standins/termii/termii-standin.ts';
import type { TermiiSettings } from '../../settings/termii-settings.ts';
import { TermiiSmsProvider } from './termii-sms.ts';

/**
 * Termii's client, against Termii (TERMII_BASE_URL) when the settings give a key, in either mode; else
 * against the Termii stand-in mounted in a sandbox service, with a key made for it; else (production
 * without a key) none: Nigerian texts are not sent, which the service says at start.
 */
export function createTermiiSms(
  settings: TermiiSettings,
  deps: { standins: SandboxStandIns | undefined; serviceSecret: string; standInDelayMs: number },
): TermiiSmsProvider | undefined {
  if (settings.apiKey)
    return new TermiiSmsProvider(
      { apiKey: settings.apiKey.reveal(), senderId: settings.senderId as string },
      { baseUrl: settings.baseUrl, fetch: (input, init) => fetch(input, init) },
    );
  if (!deps.standins) return undefined;
  const apiKey = sandboxTermiiKey(deps.serviceSecret);
  const senderId = settings.senderId ?? SANDBOX_TERMII_SENDER;
  const connection = deps.standins.connect(
    termiiStandIn({ apiKey, senderIds: [senderId], deliveryDelayMs: deps.standInDelayMs }),
  );
  return new TermiiSmsProvider({ apiKey, senderId }, connection);
}
