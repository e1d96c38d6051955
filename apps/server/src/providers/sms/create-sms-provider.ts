import type { SandboxStandIns } from '../../sandbox/standins/sandbox-standins.ts';
import { sandboxTwilioAccount } from '../../sandbox/standins/twilio/twilio-sandbox-account.ts';
import { twilioStandIn } from '../../sandbox/standins/twilio/twilio-standin.ts';
import type { SmsSettings } from '../../settings/config.ts';
import type { SmsProvider } from './sms-provider.ts';
import { TwilioSmsProvider } from './twilio-sms.ts';

export interface SmsProviderDeps {
  /** The sandbox service's stand-ins; undefined in production, which the settings give Twilio. */
  standins: SandboxStandIns | undefined;
  serviceSecret: string;
  /** How long the stand-in's network takes to bring a message to the phone. */
  standInDelayMs: number;
}

/**
 * Twilio's client, always: against Twilio (TWILIO_BASE_URL) when the settings name an account, or
 * against the Twilio stand-in mounted in the sandbox service, with an account made for it.
 */
export function createSmsProvider(settings: SmsSettings, deps: SmsProviderDeps): SmsProvider {
  if (settings.provider === 'twilio') {
    const { accountSid, authToken, from, baseUrl } = settings.twilio;
    return new TwilioSmsProvider(
      { accountSid, authToken: authToken.reveal(), from },
      { baseUrl, fetch: (input, init) => fetch(input, init) },
    );
  }
  if (!deps.standins) throw new Error('SMS_PROVIDER=sandbox needs a sandbox service (SANDBOX=true).');
  const account = sandboxTwilioAccount(deps.serviceSecret);
  const connection = deps.standins.connect(
    twilioStandIn({
      accountSid: account.accountSid,
      authToken: account.authToken,
      deliveryDelayMs: deps.standInDelayMs,
    }),
  );
  return new TwilioSmsProvider(account, connection);
}
