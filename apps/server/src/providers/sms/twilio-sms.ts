import type { Language } from '@puente/domain';
import { type CodeMessage, type SmsProvider, SmsRejectedError } from './sms-provider.ts';

/** Twilio's <Say> voices: without one, a Spanish text would be read by an English voice. */
const VOICE_LANGUAGE: Record<Language, string> = { en: 'en-US', es: 'es-MX' };

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  from: string;
  /** https://api.twilio.com unless pointed elsewhere (tests use a local stand-in). */
  baseUrl: string;
}

/** Twilio's public REST API: Messages for SMS, Calls with inline TwiML for the voice channel. */
export class TwilioSmsProvider implements SmsProvider {
  constructor(private readonly settings: TwilioSettings) {}

  async send(message: CodeMessage): Promise<void> {
    const { accountSid, authToken, from, baseUrl } = this.settings;
    const resource = message.channel === 'voice' ? 'Calls' : 'Messages';
    const form = new URLSearchParams({ To: message.e164, From: from });
    if (message.channel === 'voice')
      form.set(
        'Twiml',
        `<Response><Say language="${VOICE_LANGUAGE[message.language]}">${escapeXml(message.text)}</Say></Response>`,
      );
    else form.set('Body', message.text);
    const response = await fetch(
      `${baseUrl}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/${resource}.json`,
      {
        method: 'POST',
        headers: { authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}` },
        body: form,
        signal: AbortSignal.timeout(10_000),
      },
    );
    // 4xx: Twilio refuses this number or message; 5xx: Twilio itself failed. Either way nothing was sent.
    if (!response.ok) throw new SmsRejectedError(`twilio ${resource} answered ${response.status}`);
  }
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
