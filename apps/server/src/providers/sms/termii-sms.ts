import {
  type CodeMessage,
  type SmsProvider,
  SmsRejectedError,
  type TextMessage,
  type TextSender,
} from './sms-provider.ts';

export const TERMII_DEFAULT_BASE_URL = 'https://api.ng.termii.com';

/** How the client reaches Termii: its base URL and the wire (the network, or a stand-in's). */
export interface TermiiConnection {
  baseUrl: string;
  fetch: typeof fetch;
}

export interface TermiiAccount {
  apiKey: string;
  /** The approved alphanumeric sender ID (3 to 11 characters) the borrower sees the code from. */
  senderId: string;
}

/**
 * Termii's Messaging API (`POST /api/sms/send`) for Nigerian numbers. Every code goes on the DND
 * route: the generic route is blocked at night and never reaches a number on the Do-Not-Disturb
 * register, which is where a one-time code must still arrive. Termii's voice call API takes the code
 * as an integer (a leading 0 is lost) and reads it in its own voice, so voice codes stay with Twilio
 * (decision 051); this client refuses them rather than sending a wrong code.
 */
export class TermiiSmsProvider implements SmsProvider, TextSender {
  constructor(
    private readonly account: TermiiAccount,
    private readonly connection: TermiiConnection,
  ) {}

  async send(message: CodeMessage): Promise<void> {
    if (message.channel !== 'sms')
      throw new SmsRejectedError('termii sends no voice codes here (decision 051)');
    await (await this.post(message.e164, message.text)).arrayBuffer();
  }

  /**
   * A text that is not a code (a reminder, a receipt), on the DND route too: a receipt at 23:00 goes at
   * once, when the generic route is closed, and every one of these is about the borrower's own loan,
   * which a DND registration does not opt out of (decision 061). Answers Termii's message_id.
   */
  async sendText(message: TextMessage): Promise<string | undefined> {
    if (message.whatsapp) throw new SmsRejectedError('termii carries no WhatsApp messages here');
    const response = await this.post(message.e164, message.text);
    const body = (await response.json().catch(() => ({}))) as { message_id?: unknown };
    return body.message_id === undefined ? undefined : String(body.message_id);
  }

  /**
   * One SMS on the DND route. 4xx: Termii refuses the key, the sender ID, the number or the text;
   * 5xx or 429: Termii failed and a later try may go through (transient). Either way nothing was sent.
   */
  private async post(e164: string, text: string): Promise<Response> {
    const response = await this.connection.fetch(`${this.connection.baseUrl}/api/sms/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        api_key: this.account.apiKey,
        // Termii writes numbers in international format without the plus: 2348031234567.
        to: e164.replace(/^\+/, ''),
        from: this.account.senderId,
        sms: text,
        type: 'plain',
        channel: 'dnd',
      }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok)
      throw new SmsRejectedError(
        `termii answered ${response.status}${await termiiReason(response)}`,
        response.status >= 500 || response.status === 429,
      );
    return response;
  }
}

/** Termii's `message` from its JSON error answer, for the log (it names no secret); nothing else. */
async function termiiReason(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' ? ` (${body.message.slice(0, 200)})` : '';
  } catch {
    return '';
  }
}
