import { clabeCheckDigit, curpCheckDigit } from '@puente/domain';
import { madeUpHolder } from '../sandbox/standins/paystack/paystack-bank-rules.ts';

/**
 * Ids that no other borrower of the test service holds: a national id or a payout account belongs
 * to one account (decision 038), so every fixture borrower needs their own.
 */
let serial = 0;
const next = () => {
  serial += 1;
  return serial;
};

const CONSONANTS = 'BCDFGHJKLMNPQRSTVWXZ';

/**
 * `base` with other inner consonants (positions 14–16) and its check digit again: the same
 * person's birthday, gender and state, so it still agrees with the personal info of `base`.
 */
export function uniqueCurp(base: string): string {
  let n = next();
  let inner = '';
  for (let i = 0; i < 3; i++) {
    inner += CONSONANTS[n % CONSONANTS.length];
    n = Math.floor(n / CONSONANTS.length);
  }
  const first17 = `${base.slice(0, 13)}${inner}${base[16]}`;
  return `${first17}${curpCheckDigit(first17)}`;
}

/** A valid CLABE of `bankPlaza` (6 digits) ending in `last4` (its check digit included), never given before. */
export function uniqueClabe(last4: string, bankPlaza = '012180'): string {
  for (;;) {
    const first17 = `${bankPlaza}${String(next()).padStart(8, '0')}${last4.slice(0, 3)}`;
    if (clabeCheckDigit(first17) === Number(last4[3])) return `${first17}${last4[3]}`;
  }
}

/** Eleven digits (a BVN or NIN), never given before. */
export function uniqueDigits11(prefix = '222'): string {
  return `${prefix}${String(next()).padStart(8, '0')}`;
}

/** A Nigerian account number never given before, ending in neither 0000 nor 9999 (the sandbox bank's signals). */
export function uniqueNuban(): string {
  return `01${String(next()).padStart(4, '0')}${String(1000 + (next() % 8000))}`;
}

/** A Nigerian account number never given before that the sandbox bank names for `holder` (upper case). */
export function uniqueNubanOf(bankCode: string, holder: string): string {
  for (;;) {
    const nuban = uniqueNuban();
    if (madeUpHolder(bankCode, nuban) === holder) return nuban;
  }
}
