import { isLuhnValid } from './luhn.ts';

export type DebitCardResult = { ok: true; number: string } | { ok: false; reason: 'format' | 'checkDigit' };

/** A Mexican debit-card number as the bank-card form takes it (spec §5): 16 digits, Luhn-valid. */
export function checkDebitCard(text: string): DebitCardResult {
  const number = text.replace(/[\s-]/g, '');
  if (!/^\d{16}$/.test(number)) return { ok: false, reason: 'format' };
  return isLuhnValid(number) ? { ok: true, number } : { ok: false, reason: 'checkDigit' };
}
