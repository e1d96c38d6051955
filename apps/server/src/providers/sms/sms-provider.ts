import type { CodeChannel, Language } from '@puente/domain';

export interface CodeMessage {
  /** National digits, as the borrower's market writes them. */
  mobile: string;
  e164: string;
  channel: CodeChannel;
  code: string;
  /** The language `text` is written in; a voice call reads it with a voice of that language. */
  language: Language;
  text: string;
}

/** Sends a one-time code by SMS or voice call. Rejects with SmsRejectedError when the gateway refuses. */
export interface SmsProvider {
  send(message: CodeMessage): Promise<void>;
}

/**
 * A text that is not a code (issue 21: reminders, receipts, notices), to the borrower's own number.
 * `whatsapp` sends it as a WhatsApp message through Twilio instead of an SMS (decision 061).
 */
export interface TextMessage {
  e164: string;
  text: string;
  whatsapp?: boolean;
}

/** Sends a text; answers the provider's reference for it (Twilio's sid, Termii's message_id) when it gives one. */
export interface TextSender {
  sendText(message: TextMessage): Promise<string | undefined>;
}

export function isTextSender(value: unknown): value is TextSender {
  return typeof (value as Partial<TextSender> | undefined)?.sendText === 'function';
}

/**
 * Refused by the gateway. `transient` when the gateway failed rather than refused (a 5xx, a 429): the
 * same message may go through later.
 */
export class SmsRejectedError extends Error {
  constructor(
    message: string,
    readonly transient = false,
  ) {
    super(message);
  }
}
