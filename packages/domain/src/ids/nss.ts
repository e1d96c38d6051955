import { isLuhnValid } from './luhn.ts';

export type NssResult = { ok: true; nss: string } | { ok: false; reason: 'format' | 'checkDigit' };

/**
 * IMSS social-security number: 11 digits ending in a Luhn check digit (domain.md §3). The
 * registration-year sanity check some libraries add rests on a weak source, so it is not applied.
 */
export function checkNss(text: string): NssResult {
  const nss = text.replace(/[\s-]/g, '');
  if (!/^\d{11}$/.test(nss)) return { ok: false, reason: 'format' };
  return isLuhnValid(nss) ? { ok: true, nss } : { ok: false, reason: 'checkDigit' };
}
