import { addDays, dateIn } from '../pricing/money.ts';
import type { VacancyRule } from './campaign.ts';

/** Places left today and the day's capacity; null when the campaign shows no counter. */
export type Vacancies = { left: number; capacity: number } | null;

/**
 * The counter `/yx3` shows: the day's capacity less the numbers left on the page today, never below
 * zero. Only a counted rule has a counter; anything else answers null and nothing is shown.
 */
export function vacanciesLeft(rule: VacancyRule, leadsToday: number): Vacancies {
  if (rule.kind !== 'daily') return null;
  return { left: Math.max(0, rule.capacity - Math.max(0, leadsToday)), capacity: rule.capacity };
}

const OFFSET_FORMATS = new Map<string, Intl.DateTimeFormat>();

/** How far the time zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: Date, timeZone: string): number {
  let format = OFFSET_FORMATS.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    OFFSET_FORMATS.set(timeZone, format);
  }
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(format.formatToParts(instant).find((p) => p.type === type)?.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant a calendar date (`YYYY-MM-DD`) begins in a time zone. */
function startOfDate(date: string, timeZone: string): Date {
  const midnightUtc = Date.parse(`${date}T00:00:00Z`);
  const first = midnightUtc - offsetAt(new Date(midnightUtc), timeZone);
  // Once more from the first guess, in case the offset changes between UTC and local midnight.
  return new Date(midnightUtc - offsetAt(new Date(first), timeZone));
}

/** The market day an instant falls in, as the instants it starts and ends (end excluded). */
export function marketDayBounds(now: Date, timeZone: string): { start: Date; end: Date } {
  const today = dateIn(now, timeZone);
  return { start: startOfDate(today, timeZone), end: startOfDate(addDays(today, 1), timeZone) };
}
