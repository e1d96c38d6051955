import { MARKETS, type MarketId } from '../markets/markets.ts';
import { instantOfWallClock } from '../markets/wall-clock.ts';

/**
 * When a borrower may be contacted about a debt, in their market's time zone (decision 060):
 * Mexico 07:00–22:00 (CONDUSEF's rules for collection); Nigeria 08:00–21:00 (the CBN's consumer
 * protection rules forbid recovery calls 9 pm–8 am; the FCCPC's 2025 regulations name no hours).
 * `from` is inclusive, `until` exclusive, both HH:MM on the local clock.
 */
export const CONTACT_WINDOWS: Record<MarketId, { from: string; until: string }> = {
  MX: { from: '07:00', until: '22:00' },
  NG: { from: '08:00', until: '21:00' },
};

/**
 * Contacts about a debt or an offer a borrower gets in one local day, whoever makes them: automated
 * SMS or WhatsApp and a collector's calls and messages together. The inbox does not count.
 */
export const DAILY_CONTACT_CAP = 3;

/** The local date (YYYY-MM-DD) and time (HH:MM) of an instant in the market's time zone. */
export function localClock(market: MarketId, at: Date): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: MARKETS[market].timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
}

export function inContactWindow(market: MarketId, at: Date): boolean {
  const { time } = localClock(market, at);
  const window = CONTACT_WINDOWS[market];
  return time >= window.from && time < window.until;
}

/** `at` itself inside the window; otherwise the next opening of the window (07:00 the same or next day). */
export function nextContactTime(market: MarketId, at: Date): Date {
  if (inContactWindow(market, at)) return at;
  const { date, time } = localClock(market, at);
  const window = CONTACT_WINDOWS[market];
  const day = time < window.from ? date : nextDate(date);
  return instantOfWallClock(day, `${window.from}:00`, MARKETS[market].timeZone);
}

/**
 * Whether a borrower who had `contactsToday` collection or marketing contacts today may be contacted
 * at `at`; if not, why and when they next may be: the window's next opening, or, over the daily cap,
 * the window's opening the next local day. The delivery step and a collector's attempt both ask this.
 */
export function contactAllowed(
  market: MarketId,
  at: Date,
  contactsToday: number,
): { allowed: true } | { allowed: false; reason: 'window' | 'cap'; next: Date } {
  if (!inContactWindow(market, at))
    return { allowed: false, reason: 'window', next: nextContactTime(market, at) };
  if (contactsToday >= DAILY_CONTACT_CAP) {
    const tomorrow = localDayBounds(market, at).end;
    return { allowed: false, reason: 'cap', next: nextContactTime(market, tomorrow) };
  }
  return { allowed: true };
}

/** The instants a local day starts and ends, to count the contacts made in it. */
export function localDayBounds(market: MarketId, at: Date): { start: Date; end: Date } {
  const { date } = localClock(market, at);
  const timeZone = MARKETS[market].timeZone;
  return {
    start: instantOfWallClock(date, '00:00:00', timeZone),
    end: instantOfWallClock(nextDate(date), '00:00:00', timeZone),
  };
}

function nextDate(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}
