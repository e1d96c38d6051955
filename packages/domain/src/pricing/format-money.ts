import type { Language } from '../i18n/language.ts';
import { MARKETS, type MarketId } from '../markets/markets.ts';
import { toMajor } from './money.ts';

/** An amount in minor units as the borrower reads it, in the market's currency and the app's language. */
export function formatMoney(minor: number, market: MarketId, language: Language): string {
  const { currency, locales } = MARKETS[market];
  return new Intl.NumberFormat(locales[language], { style: 'currency', currency }).format(toMajor(minor));
}

/** A date (`YYYY-MM-DD`) or an instant as the borrower reads it, in the market's time zone. */
export function formatDate(value: string | Date, market: MarketId, language: Language): string {
  const { timeZone, locales } = MARKETS[market];
  const instant = typeof value === 'string' ? new Date(`${value}T12:00:00Z`) : value;
  return new Intl.DateTimeFormat(locales[language], {
    timeZone: typeof value === 'string' ? 'UTC' : timeZone,
    dateStyle: 'medium',
  }).format(instant);
}
