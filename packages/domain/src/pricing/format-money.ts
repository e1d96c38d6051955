import type { Language } from '../i18n/language.ts';
import { MARKETS, type Market, type MarketId } from '../markets/markets.ts';
import type { Currency } from '../orders/order-views.ts';
import { toMajor } from './money.ts';

/**
 * How money, rates and dates read for a borrower, on every screen and in every message the service
 * writes: Intl in the market's locale (per app language), currency and time zone. The web app gets
 * amounts in major units from the wire; the service holds minor units (`formatMoney`). Nothing here
 * does arithmetic on money.
 */
function marketOf(currency: Currency): Market {
  return Object.values(MARKETS).find((market) => market.currency === currency) ?? MARKETS.MX;
}

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  let format = cache.get(key);
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format as F;
}

export interface MoneyFormat {
  /** Drops the cents of a round figure, for ranges and limits; a key-facts line always shows them. */
  whole?: boolean;
}

/** An amount in major units: "$12,345.50" (MXN) or "₦12,345.50" (NGN). */
export function formatAmount(
  amount: number,
  currency: Currency,
  language: Language,
  options: MoneyFormat = {},
): string {
  const locale = marketOf(currency).locales[language];
  const digits = options.whole && Number.isInteger(amount) ? 0 : 2;
  return cached(
    `money:${locale}:${currency}:${digits}`,
    () =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }),
  ).format(amount);
}

/** An amount in minor units, as the service holds it, in the market's currency. */
export function formatMoney(
  minor: number,
  market: MarketId,
  language: Language,
  options?: MoneyFormat,
): string {
  return formatAmount(toMajor(minor), MARKETS[market].currency, language, options);
}

/** A rate sent as a percentage number (0.09 → "0.09%", 791.6 → "791.6%"). */
export function formatPercent(percent: number, currency: Currency, language: Language): string {
  const locale = marketOf(currency).locales[language];
  return cached(
    `percent:${locale}`,
    () => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 6 }),
  ).format(percent / 100);
}

/** A calendar date (`YYYY-MM-DD`, already in the market's time zone): "Mar 5, 2026". */
export function formatDay(day: string, currency: Currency, language: Language): string {
  const locale = marketOf(currency).locales[language];
  const instant = new Date(`${day.slice(0, 10)}T12:00:00Z`);
  if (Number.isNaN(instant.getTime())) return day;
  return cached(
    `day:${locale}`,
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }),
  ).format(instant);
}

function inMarketTime(iso: string, currency: Currency, language: Language, withTime: boolean): string {
  const market = marketOf(currency);
  const locale = market.locales[language];
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  return cached(
    `${withTime ? 'instant' : 'instantDay'}:${locale}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        dateStyle: 'medium',
        ...(withTime ? { timeStyle: 'short' } : {}),
        timeZone: market.timeZone,
      }),
  ).format(instant);
}

/** An instant (ISO 8601 UTC) as the market's clock shows it: "Mar 5, 2026, 2:05 PM". */
export function formatInstant(iso: string, currency: Currency, language: Language): string {
  return inMarketTime(iso, currency, language, true);
}

/** The same instant as a calendar date in the market's time zone (a retry date, a sign-up day). */
export function formatInstantDay(iso: string, currency: Currency, language: Language): string {
  return inMarketTime(iso, currency, language, false);
}

/** A date (`YYYY-MM-DD`) or an instant as the borrower reads it, in the market's time zone. */
export function formatDate(value: string | Date, market: MarketId, language: Language): string {
  const { currency } = MARKETS[market];
  return typeof value === 'string'
    ? formatDay(value, currency, language)
    : formatInstantDay(value.toISOString(), currency, language);
}
