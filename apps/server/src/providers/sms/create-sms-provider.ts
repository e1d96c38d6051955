import type { Db } from '../../db/database.ts';
import { SandboxSmsProvider } from '../../sandbox/sms/sandbox-sms.ts';
import type { SmsProvider } from './sms-provider.ts';
import { TwilioSmsProvider } from './twilio-sms.ts';

export function createSmsProvider(
  env: NodeJS.ProcessEnv,
  sandbox: boolean,
  db: Db,
  sandboxDelayMs: number,
  now: () => Date,
): SmsProvider {
  const kind = env.SMS_PROVIDER ?? (sandbox ? 'sandbox' : '');
  if (kind === 'sandbox' && sandbox) return new SandboxSmsProvider(db, sandboxDelayMs, now);
  if (kind === 'twilio') {
    const { TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM } = env;
    if (!TWILIO_ACCOUNT_SID || !TWILIO_AUTH_TOKEN || !TWILIO_FROM) {
      throw new Error('SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM.');
    }
    return new TwilioSmsProvider({
      accountSid: TWILIO_ACCOUNT_SID,
      authToken: TWILIO_AUTH_TOKEN,
      from: TWILIO_FROM,
      baseUrl: env.TWILIO_BASE_URL ?? 'https://api.twilio.com',
    });
  }
  throw new Error(
    'Production mode (SANDBOX=false) needs a real SMS provider: set SMS_PROVIDER=twilio and its keys.',
  );
}
