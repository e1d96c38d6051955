import { instantOfWallClock } from '../markets/wall-clock.ts';
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

/** The market day an instant falls in, as the instants it starts and ends (end excluded). */
export function marketDayBounds(now: Date, timeZone: string): { start: Date; end: Date } {
  const today = dateIn(now, timeZone);
  return {
    start: instantOfWallClock(today, '00:00:00', timeZone),
    end: instantOfWallClock(addDays(today, 1), '00:00:00', timeZone),
  };
}
