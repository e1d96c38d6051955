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

export class SmsRejectedError extends Error {}
