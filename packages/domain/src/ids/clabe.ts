import { mxBankByCode } from '../data/mx-banks.ts';

export type ClabeResult =
  | { ok: true; clabe: string; bankCode: string; bank: string }
  | { ok: false; reason: 'format' | 'checkDigit' | 'bank' };

const WEIGHTS = [3, 7, 1] as const;

/** Check digit of a CLABE from its first 17 digits (weights 3-7-1, domain.md §4). */
export function clabeCheckDigit(first17: string): number {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += (Number(first17[i]) * (WEIGHTS[i % 3] ?? 0)) % 10;
  return (10 - (sum % 10)) % 10;
}

/**
 * An 18-digit CLABE: bank (3) · plaza (3) · account (11) · check digit. The bank code must be a
 * known SPEI participant too, since a checksum alone accepts e.g. eighteen zeros.
 */
export function parseClabe(text: string): ClabeResult {
  const clabe = text.replace(/[\s-]/g, '');
  if (!/^\d{18}$/.test(clabe)) return { ok: false, reason: 'format' };
  if (clabeCheckDigit(clabe) !== Number(clabe[17])) return { ok: false, reason: 'checkDigit' };
  const bankCode = clabe.slice(0, 3);
  const bank = mxBankByCode(bankCode);
  if (!bank) return { ok: false, reason: 'bank' };
  return { ok: true, clabe, bankCode, bank: bank.name };
}
