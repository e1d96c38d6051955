import { addDays, DomainError, dateIn, MARKETS, type MarketId } from '@puente/domain';
import { z } from 'zod';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-\d{2}$/;

/** Every report is of one market. */
export const marketQuery = z.object({ market: z.enum(['MX', 'NG']) });

/** A report over days: `from` and `to` (YYYY-MM-DD, both included), by default the last 31 days. */
export const dayRangeQuery = marketQuery.extend({
  from: z.string().regex(DAY).optional(),
  to: z.string().regex(DAY).optional(),
});

/** A report by month: `from` and `to` (YYYY-MM, both included), by default the last 12 months. */
export const monthRangeQuery = marketQuery.extend({
  from: z.string().regex(MONTH).optional(),
  to: z.string().regex(MONTH).optional(),
});

export const MAX_REPORT_DAYS = 366;
export const MAX_REPORT_MONTHS = 24;

/** The market's business date now: reports count days as the market's clock does. */
export function businessToday(market: MarketId, now: Date): string {
  return dateIn(now, MARKETS[market].timeZone);
}

function daysApart(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export function dayRange(query: { from?: string; to?: string }, today: string): { from: string; to: string } {
  const to = query.to ?? today;
  const from = query.from ?? addDays(to, -30);
  if (from > to) throw new DomainError('reportRangeBackwards');
  if (daysApart(from, to) + 1 > MAX_REPORT_DAYS)
    throw new DomainError('reportRangeTooLong', { max: MAX_REPORT_DAYS });
  return { from, to };
}

function monthIndex(month: string): number {
  return Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
}

function monthOf(index: number): string {
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Months as their first days: `from` and the first day after `to`'s month (exclusive end). */
export function monthRange(
  query: { from?: string; to?: string },
  today: string,
): { from: string; to: string; firstDay: string; endDay: string } {
  const to = query.to ?? today.slice(0, 7);
  const from = query.from ?? monthOf(monthIndex(to) - 11);
  if (Number(to.slice(5, 7)) > 12 || Number(from.slice(5, 7)) > 12 || Number(to.slice(5, 7)) < 1)
    throw new DomainError('staffFormInvalid', { field: 'to' });
  if (from > to) throw new DomainError('reportRangeBackwards');
  if (monthIndex(to) - monthIndex(from) + 1 > MAX_REPORT_MONTHS)
    throw new DomainError('reportTooManyMonths', { max: MAX_REPORT_MONTHS });
  return { from, to, firstDay: `${from}-01`, endDay: `${monthOf(monthIndex(to) + 1)}-01` };
}
