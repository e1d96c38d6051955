import type { Language } from '@puente/domain';
import {
  type CodeMessage,
  type SmsProvider,
  SmsRejectedError,
  type TextMessage,
  type TextSender,
} from './sms-provider.ts';

/** Twilio's <Say> voices: without one, a Spanish text would be read by an English voice. */
const VOICE_LANGUAGE: Record<Language, string> = { en: 'en-US', es: 'es-MX' };

/** How the client reaches Twilio: its base URL and the wire (the network, or a stand-in's). */
export interface TwilioConnection {
  baseUrl: string;
  fetch: typeof fetch;
}

export interface TwilioAccount {
  accountSid: string;
  authToken: string;
  /** The sender: a Twilio number (E.164) of the account. */
  from: string;
  /** The account's WhatsApp sender (E.164), when WhatsApp is offered (TWILIO_WHATSAPP_FROM, decision 061). */
  whatsappFrom?: string;
}

/**
 * Twilio's public REST API: Messages for SMS, Calls with inline TwiML for the voice channel. The
 * connection is Twilio (https://api.twilio.com and the network) or its stand-in.
 */
export class TwilioSmsProvider implements SmsProvider, TextSender {
  constructor(
    private readonly account: TwilioAccount,
    private readonly connection: TwilioConnection,
  ) {}

  get offersWhatsApp(): boolean {
    return this.account.whatsappFrom !== undefined;
  }

  async send(message: CodeMessage): Promise<void> {
    const resource = message.channel === 'voice' ? 'Calls' : 'Messages';
    const form = new URLSearchParams({ To: message.e164, From: this.account.from });
    if (message.channel === 'voice')
      form.set(
        'Twiml',
        `<Response><Say language="${VOICE_LANGUAGE[message.language]}">${escapeXml(message.text)}</Say></Response>`,
      );
    else form.set('Body', message.text);
    await (await this.post(resource, form)).arrayBuffer();
  }

  /** A text by SMS, or by WhatsApp (`whatsapp:` addresses on the same Messages API); answers its sid. */
  async sendText(message: TextMessage): Promise<string | undefined> {
    const { from, whatsappFrom } = this.account;
    if (message.whatsapp && !whatsappFrom) throw new SmsRejectedError('no WhatsApp sender configured');
    const form = message.whatsapp
      ? new URLSearchParams({ To: `whatsapp:${message.e164}`, From: `whatsapp:${whatsappFrom}` })
      : new URLSearchParams({ To: message.e164, From: from });
    form.set('Body', message.text);
    const response = await this.post('Messages', form);
    const body = (await response.json().catch(() => ({}))) as { sid?: unknown };
    return typeof body.sid === 'string' ? body.sid : undefined;
  }

  /**
   * Creates a Messages or Calls resource. 4xx: Twilio refuses this number or message; 5xx or 429:
   * Twilio itself failed, and the same request may go through later (transient). Either way nothing was sent.
   */
  private async post(resource: 'Messages' | 'Calls', form: URLSearchParams): Promise<Response> {
    const { accountSid, authToken } = this.account;
    const response = await this.connection.fetch(
      `${this.connection.baseUrl}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/${resource}.json`,
      {
        method: 'POST',
        headers: { authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}` },
        body: form,
        signal: AbortSignal.timeout(10_000),
      },
    );
    if (!response.ok) {
      const code = await twilioErrorCode(response);
      throw new SmsRejectedError(
        `twilio ${resource} answered ${response.status}${code ? ` (${code})` : ''}`,
        response.status >= 500 || response.status === 429,
      );
    }
    return response;
  }
}

/** Twilio's error code (21211…) from its JSON error answer, for the log; nothing else of it. */
async function twilioErrorCode(response: Response): Promise<number | undefined> {
  try {
    const body = (await response.json()) as { code?: unknown };
    return typeof body.code === 'number' ? body.code : undefined;
  } catch {
    return undefined;
  }
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
