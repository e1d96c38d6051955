import type { SandboxStandIns } from '../../sandbox/standins/sandbox-standins.ts';
import {
  SANDBOX_TERMII_SENDER,
  sandboxTermiiKey,
} from '../../sandbox/standins/termii/termii-sandbox-account.ts';
import { termiiStandIn } from '../../sandbox/standins/termii/termii-standin.ts';
import { sandboxTwilioAccount } from '../../sandbox/standins/twilio/twilio-sandbox-account.ts';
import { twilioStandIn } from '../../sandbox/standins/twilio/twilio-standin.ts';
import type { SmsSettings } from '../../settings/config.ts';
import type { TermiiSettings } from '../../settings/termii-settings.ts';
import { MarketSms } from './market-sms.ts';
import { TermiiSmsProvider } from './termii-sms.ts';
import { TwilioSmsProvider } from './twilio-sms.ts';

export interface SmsProviderDeps {
  /** The sandbox service's stand-ins; undefined in production, which the settings give Twilio. */
  standins: SandboxStandIns | undefined;
  serviceSecret: string;
  /** How long the stand-in's network takes to bring a message to the phone. */
  standInDelayMs: number;
}

/**
 * The codes' providers by market (decision 051): Twilio for Mexico and for calls to Nigeria, Termii
 * for texts to Nigeria (undefined in production without TERMII_API_KEY: no Nigerian texts).
 */
export function createSmsProvider(
  settings: { sms: SmsSettings; termii: TermiiSettings },
  deps: SmsProviderDeps,
): MarketSms {
  const twilio = createTwilioSms(settings.sms, deps);
  const termii = createTermiiSms(settings.termii, deps);
  // WhatsApp goes through Twilio's Messages API when its sender is given, or the stand-in offers it.
  const whatsapp = twilio.offersWhatsApp ? twilio : undefined;
  return new MarketSms({ MX: { sms: twilio, voice: twilio }, NG: { sms: termii, voice: twilio } }, whatsapp);
}

/**
 * Twilio's client, always: against Twilio (TWILIO_BASE_URL) when the settings name an account, or
 * against the Twilio stand-in mounted in the sandbox service, with an account made for it.
 */
function createTwilioSms(settings: SmsSettings, deps: SmsProviderDeps): TwilioSmsProvider {
  if (settings.provider === 'twilio') {
    const { accountSid, authToken, from, baseUrl, whatsappFrom } = settings.twilio;
    return new TwilioSmsProvider(
      { accountSid, authToken: authToken.reveal(), from, ...(whatsappFrom ? { whatsappFrom } : {}) },
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

/**
 * Termii's client, against Termii (TERMII_BASE_URL) when the settings give a key, in either mode; else
 * against the Termii stand-in mounted in a sandbox service, with a key made for it; else (production
 * without a key) none: Nigerian texts are not sent, which the service says at start.
 */
function createTermiiSms(settings: TermiiSettings, deps: SmsProviderDeps): TermiiSmsProvider | undefined {
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
