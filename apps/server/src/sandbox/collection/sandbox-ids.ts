import { nubanCheckDigit } from '@puente/domain';
import { seededDigits } from '../../providers/collection/seeded-ids.ts';

/** The alphabets the sandbox providers' identifiers are written in. */
export const LOWER_ALNUM = 'abcdefghijklmnopqrstuvwxyz0123456789';
export const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * A 10-digit NUBAN whose check digit is valid for `bankCode` (3-digit DMB or 5-digit OFI code, as
 * packages/domain ids/nuban.ts takes them): 9 serial digits from the seed plus the check digit.
 */
export function sandboxNuban(bankCode: string, seed: string): string {
  const serial = seededDigits(seed, `nuban:${bankCode}`, 9);
  const check = nubanCheckDigit(bankCode, serial);
  if (check === undefined) throw new RangeError(`${bankCode} has no NUBAN institution code`);
  return `${serial}${check}`;
}
