import type { Db } from '../../db/database.ts';
import { SandboxSmsProvider } from '../../sandbox/sms/sandbox-sms.ts';
import type { SmsSettings } from '../../settings/config.ts';
import type { SmsProvider } from './sms-provider.ts';
import { TwilioSmsProvider } from './twilio-sms.ts';

/** The provider the settings chose; they refuse to start production without a real one. */
export function createSmsProvider(
  settings: SmsSettings,
  db: Db,
  sandboxDelayMs: number,
  now: () => Date,
): SmsProvider {
  if (settings.provider === 'sandbox') return new SandboxSmsProvider(db, sandboxDelayMs, now);
  const { accountSid, authToken, from, baseUrl } = settings.twilio;
  return new TwilioSmsProvider({ accountSid, authToken: authToken.reveal(), from, baseUrl });
}
