import type { Language } from '../i18n/language.ts';
import type { MarketId } from '../markets/markets.ts';
import { formatMoney } from '../pricing/format-money.ts';
import type { CodeChannel } from './verification-rules.ts';
import { VERIFICATION } from './verification-rules.ts';

const minutes = VERIFICATION.ttlSeconds / 60;

/** A voice call reads the digits one by one; an SMS shows them together. */
function codeAsSent(code: string, channel: CodeChannel): string {
  return channel === 'voice' ? code.split('').join(' ') : code;
}

/** What the borrower reads (SMS) or hears (voice call) with a one-time code, in their language. */
export function codeMessageText(appName: string, code: string, lang: Language, channel: CodeChannel): string {
  const spoken = codeAsSent(code, channel);
  return lang === 'es'
    ? `Tu código de ${appName} es ${spoken}. Vence en ${minutes} minutos. No lo compartas con nadie.`
    : `Your ${appName} code is ${spoken}. It expires in ${minutes} minutes. Never share it with anyone.`;
}

/**
 * Whether a text is one of the messages above, which always name the code ("code", "código"); the
 * service's reminders and receipts never do. The sandbox's tester's phone reads codes only out of these.
 */
export function isCodeText(text: string): boolean {
  return /\bcode\b|código/i.test(text);
}

/** The loan a signing code signs, so the message says what the borrower is agreeing to. */
export interface SigningSubject {
  orderNo: string;
  /** The loan amount, minor units. */
  amountMinor: number;
  market: MarketId;
}

/**
 * The code that signs a loan agreement names the order and its amount (decision 033): a borrower
 * who did not ask to sign that loan, or is told so by someone else, sees it from the message.
 */
export function signingCodeText(
  appName: string,
  code: string,
  lang: Language,
  channel: CodeChannel,
  subject: SigningSubject,
): string {
  const spoken = codeAsSent(code, channel);
  const amount = formatMoney(subject.amountMinor, subject.market, lang);
  return lang === 'es'
    ? `${appName}: ${spoken} es tu código para firmar el préstamo ${subject.orderNo} por ${amount}. Vence en ${minutes} minutos. No lo compartas con nadie.`
    : `${appName}: ${spoken} is your code to sign loan ${subject.orderNo} for ${amount}. It expires in ${minutes} minutes. Never share it with anyone.`;
}
