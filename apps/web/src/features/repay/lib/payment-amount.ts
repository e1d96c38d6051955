import {
  currencyUnitParams,
  errorMessage,
  type Language,
  type MarketId,
  toMajor,
  typedPaymentAmount,
} from '@puente/domain';

/** What an amount field keeps of what is typed or pasted: digits and the separators of a decimal. */
export function amountKeystrokes(typed: string): string {
  return typed.replace(/[^\d.,]/g, '');
}

/**
 * The amount typed in a payment field, read by the domain's one rule (whole major units, never
 * rescaled: decision 030), or why it cannot be sent: centavos or kobo with the message the service
 * gives; without a message (empty, zero, not a number) the screen says what to type in its own words.
 */
export function readPaymentAmount(
  text: string,
  market: MarketId,
  language: Language,
): { ok: true; amount: number } | { ok: false; message?: string } {
  const read = typedPaymentAmount(text, market);
  if (read.ok) return read.minor > 0 ? { ok: true, amount: toMajor(read.minor) } : { ok: false };
  if (read.problem !== 'notWhole') return { ok: false };
  return {
    ok: false,
    message: errorMessage('repayAmountNotWhole', language, currencyUnitParams(market, language)),
  };
}
