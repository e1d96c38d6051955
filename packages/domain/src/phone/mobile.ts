import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { DomainError } from '../errors/catalogue.ts';
import { MARKETS, type MarketId } from '../markets/markets.ts';

export interface Mobile {
  /** National significant number: 10 digits in both markets, no prefix, no leading 0. */
  national: string;
  e164: string;
}

export type MobileResult =
  | { ok: true; mobile: Mobile }
  | { ok: false; error: 'mobileEmpty' | 'mobileFormat' };

/**
 * Parses what a borrower typed (with or without +52/+234, spaces, a Nigerian leading 0) for the
 * app's market. libphonenumber's metadata decides validity, so unassigned ranges are refused too.
 */
export function parseMobile(market: MarketId, input: unknown): MobileResult {
  const text = typeof input === 'string' ? input.trim() : '';
  if (text === '') return { ok: false, error: 'mobileEmpty' };
  if (!/^[+\d\s().-]+$/.test(text)) return { ok: false, error: 'mobileFormat' };
  const parsed = parsePhoneNumberFromString(text, market);
  const digits = MARKETS[market].mobileDigits;
  if (!parsed || parsed.country !== market || !parsed.isValid() || parsed.nationalNumber.length !== digits) {
    return { ok: false, error: 'mobileFormat' };
  }
  return { ok: true, mobile: { national: parsed.nationalNumber, e164: parsed.number } };
}

/** Like parseMobile, but throws the domain error a server handler answers with. */
export function requireMobile(market: MarketId, input: unknown): Mobile {
  const result = parseMobile(market, input);
  if (!result.ok) throw new DomainError(result.error);
  return result.mobile;
}
