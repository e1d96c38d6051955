import { MARKETS, type MarketId } from '../markets/markets.ts';

/**
 * The most digits a phone number written the local way has: Mexico's ten, Nigeria's ten after a
 * trunk 0 ("0803 123 4567", spec §5's "at most 11").
 */
export const LOCAL_PHONE_DIGITS: Record<MarketId, number> = { MX: 10, NG: 11 };

/**
 * The digits of a phone number as typed or pasted: spaces, dashes, dots and brackets dropped, and
 * the market's country prefix (+52, 0052, 52; +234, 00234, 234) removed when the digits are more
 * than a local number holds, so a ten-digit number that happens to start with 52 keeps them.
 * Mexico's abolished mobile "1" after +52 goes too. A Nigerian trunk 0 stays: it is the local way
 * of writing the number. Length limits count these digits, never the characters typed.
 */
export function phoneDigits(market: MarketId, typed: string): string {
  const code = MARKETS[market].callingCode;
  let digits = typed.replace(/\D/g, '');
  if (digits.startsWith(`00${code}`)) digits = digits.slice(2);
  if (digits.startsWith(code) && digits.length > LOCAL_PHONE_DIGITS[market]) {
    digits = digits.slice(code.length);
    if (market === 'MX' && digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  }
  return digits;
}

/** What a phone field keeps of a keystroke or a paste: its digits, up to `maxDigits`. */
export function typedPhone(market: MarketId, typed: string, maxDigits = LOCAL_PHONE_DIGITS[market]): string {
  return phoneDigits(market, typed).slice(0, maxDigits);
}
