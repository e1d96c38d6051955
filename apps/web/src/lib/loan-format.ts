import { type Currency, type Language, MARKETS, type Market } from '@puente/domain';

/**
 * How money, rates and dates read on the loan screens: Intl in the market's locale (per app
 * language), currency and time zone. Amounts arrive in major units from the service (or from
 * `toMajor` in a preview); nothing here does arithmetic on them.
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

/**
 * "$12,345.50" (MXN) or "₦12,345.50" (NGN). `whole` drops the cents of a round figure, for ranges
 * and limits; a key-facts line always shows them.
 */
export function formatMoney(
  amount: number,
  currency: Currency,
  language: Language,
  options: { whole?: boolean } = {},
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

/** A rate the service sends as a percentage number (0.09 → "0.09%", 791.6 → "791.6%"). */
export function formatPercent(percent: number, currency: Currency, language: Language): string {
  const locale = marketOf(currency).locales[language];
  return cached(
    `percent:${locale}`,
    () => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 6 }),
  ).format(percent / 100);
}

/** A calendar date of the wire (`YYYY-MM-DD`, already in the market's time zone): "5 Mar 2026". */
export function formatDay(day: string, currency: Currency, language: Language): string {
  const locale = marketOf(currency).locales[language];
  const instant = new Date(`${day.slice(0, 10)}T12:00:00Z`);
  if (Number.isNaN(instant.getTime())) return day;
  return cached(
    `day:${locale}`,
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }),
  ).format(instant);
}

/** An instant of the wire (ISO 8601 UTC) as the market's clock shows it: "5 Mar 2026, 14:05". */
export function formatInstant(iso: string, currency: Currency, language: Language): string {
  const market = marketOf(currency);
  const locale = market.locales[language];
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  return cached(
    `instant:${locale}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: market.timeZone,
      }),
  ).format(instant);
}

/** The same instant as a calendar date in the market's time zone (a retry date, a sign-up day). */
export function formatInstantDay(iso: string, currency: Currency, language: Language): string {
  const market = marketOf(currency);
  const locale = market.locales[language];
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  return cached(
    `instantDay:${locale}`,
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: market.timeZone }),
  ).format(instant);
}
