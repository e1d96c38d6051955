import type { MarketId } from '../markets/markets.ts';
import { parseMobile } from './mobile.ts';
import { phoneDigits } from './phone-digits.ts';

/**
 * A number picked from the phone's contacts (spec §5): non-digits removed and, in Nigeria, the
 * +234 / 234 / leading-0 prefixes (in any combination) stripped. Then it must be a mobile number
 * of the market: 10 national digits in both (decision 009; the spec's "9 digits" is a leftover).
 */
export function cleanContactNumber(market: MarketId, raw: string): string {
  let digits = phoneDigits(market, raw);
  if (market === 'NG') {
    while (/^(234|0)/.test(digits) && digits.length > 10) digits = digits.replace(/^(234|0)/, '');
  }
  return digits;
}

export function contactMobile(market: MarketId, raw: string): string | undefined {
  const parsed = parseMobile(market, cleanContactNumber(market, raw));
  return parsed.ok ? parsed.mobile.national : undefined;
}
