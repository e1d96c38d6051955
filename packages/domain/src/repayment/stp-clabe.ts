import { clabeCheckDigit } from '../ids/clabe.ts';

/** STP's bank code in every CLABE (Banxico participant 90646). */
export const STP_BANK_CODE = '646';
/** The plaza digits of every STP CLABE seen in public code (reference §6). */
export const STP_PLAZA = '180';
/** Serials under one company prefix: seven digits. */
export const STP_MAX_SERIAL = 9_999_999;

/**
 * The CLABE the lender registers at STP for one borrower: 646 · 180 · company prefix (4 digits, given
 * by STP) · serial (7 digits) · check digit, so a SPEI transfer to it names the borrower. That the four
 * digits after 646180 are the company's is inferred from STP's examples (reference §6, gap 2): confirm
 * at onboarding. Out-of-range input throws, since it would collide with another company's accounts.
 */
export function stpClabe(companyPrefix: string, serial: number): string {
  if (!/^\d{4}$/.test(companyPrefix)) {
    throw new RangeError(`an STP company prefix is 4 digits, got ${JSON.stringify(companyPrefix)}`);
  }
  if (!Number.isSafeInteger(serial) || serial < 0 || serial > STP_MAX_SERIAL) {
    throw new RangeError(`an STP serial is a whole number from 0 to ${STP_MAX_SERIAL}, got ${serial}`);
  }
  const first17 = `${STP_BANK_CODE}${STP_PLAZA}${companyPrefix}${String(serial).padStart(7, '0')}`;
  return `${first17}${clabeCheckDigit(first17)}`;
}
