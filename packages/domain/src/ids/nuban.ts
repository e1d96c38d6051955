/**
 * NUBAN check digit (CBN standard, revised 2020; domain.md §9). The 10 digits a customer sees are a
 * 9-digit serial and a check digit computed over a 6-digit institution code plus the serial.
 *
 * A passing checksum does not say which bank holds the account (one number can pass for several)
 * and wallets often use phone numbers, so use this only to hint or suggest banks, never to refuse:
 * a name enquiry with the payment provider is the authority.
 */

const WEIGHTS = [3, 7, 3] as const;

/**
 * The 6-digit institution code the check digit is computed with: a 3-digit bank code gets three
 * leading zeros (011 → 000011), a 5-digit CBN code of an OFI (MFB, PMB…) a leading 9
 * (50515 → 950515); a 6-digit code is already in that form. Anything else has no NUBAN code.
 */
export function nubanInstitutionCode(code: string): string | undefined {
  if (/^\d{3}$/.test(code)) return `000${code}`;
  if (/^\d{5}$/.test(code)) return `9${code}`;
  if (/^\d{6}$/.test(code)) return code;
  return undefined;
}

export function nubanCheckDigit(institutionCode: string, serial: string): number | undefined {
  const code = nubanInstitutionCode(institutionCode);
  if (!code || !/^\d{9}$/.test(serial)) return undefined;
  const digits = code + serial;
  let sum = 0;
  for (let i = 0; i < 15; i++) sum += Number(digits[i]) * (WEIGHTS[i % 3] ?? 0);
  return (10 - (sum % 10)) % 10;
}

/** Whether a 10-digit account number passes the check digit for the given bank code. */
export function isNubanValid(institutionCode: string, account: string): boolean {
  if (!/^\d{10}$/.test(account)) return false;
  return nubanCheckDigit(institutionCode, account.slice(0, 9)) === Number(account[9]);
}
