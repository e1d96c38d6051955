import { MARKETS, type MarketId } from '@puente/domain';
import { currentLanguage } from '../i18n/locale.ts';

/** Markets by their currency, for answers that name a currency but no market. */
const BY_CURRENCY: Record<string, MarketId> = { MXN: 'MX', NGN: 'NG' };

export const MARKET_IDS = Object.keys(MARKETS) as MarketId[];

export function marketOf(market: string | null | undefined, currency?: string | null): MarketId {
  if (market && market in MARKETS) return market as MarketId;
  return (currency && BY_CURRENCY[currency]) || 'MX';
}

/** The market's own locale in the member's language (es-MX, en-NG, ...). */
function localeOf(market: MarketId): string {
  return MARKETS[market].locales[currentLanguage()];
}

/**
 * Integer minor units (centavos, kobo) in the market's currency, in the member's language; '—'
 * when unknown. Every amount the staff API answers in minor units goes through here.
 */
export function money(minor: number | null | undefined, currency: string | null | undefined): string {
  if (typeof minor !== 'number' || !Number.isFinite(minor) || !currency) return '—';
  const market = marketOf(undefined, currency);
  return new Intl.NumberFormat(localeOf(market), { style: 'currency', currency }).format(
    minor / MARKETS[market].minorUnitsPerMajor,
  );
}

/** An amount some answers give in major units already (a proof's claimed amount). */
export function moneyMajor(major: number | null | undefined, currency: string | null | undefined): string {
  if (typeof major !== 'number' || !currency) return '—';
  return money(Math.round(major * MARKETS[marketOf(undefined, currency)].minorUnitsPerMajor), currency);
}

/** An instant, read in the market's time zone (where the borrower and the business clock are). */
export function marketDateTime(iso: string | null | undefined, market: MarketId): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat(localeOf(market), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: MARKETS[market].timeZone,
  }).format(date);
}

/** A business date (YYYY-MM-DD, already the market's) as the member reads dates. */
export function businessDate(day: string | null | undefined, market: MarketId): string {
  if (!day) return '—';
  const date = new Date(`${day.slice(0, 10)}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(localeOf(market), { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** A share in basis points (1234 → 12.34 %). */
export function percent(basisPoints: number | null | undefined, market: MarketId): string {
  if (typeof basisPoints !== 'number') return '—';
  return new Intl.NumberFormat(localeOf(market), { style: 'percent', maximumFractionDigits: 2 }).format(
    basisPoints / 10_000,
  );
}

export function count(value: number | null | undefined, market: MarketId = 'MX'): string {
  return typeof value === 'number' ? new Intl.NumberFormat(localeOf(market)).format(value) : '—';
}

/** How long an item has waited, e.g. "2 d 3 h" / "45 min". */
export function waited(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}

/** Today in the market's time zone, YYYY-MM-DD. */
export function marketToday(market: MarketId): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: MARKETS[market].timeZone }).format(new Date());
}

/** An instant that belongs to no one market (a queue's oldest item): the member's zone, named. */
export function instant(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat(currentLanguage() === 'es' ? 'es-MX' : 'en-GB', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(date);
}
