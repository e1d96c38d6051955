import { addDays } from '@puente/domain';

/**
 * The business dates close of business still owes a market, oldest first: every date after the last
 * one closed up to yesterday (today is not over). The business clock may have jumped forty days:
 * each missing date is closed in turn. With no date ever closed, closing starts at the earliest
 * date a phase fell due, or yesterday.
 */
export function datesToClose(
  lastClosed: string | undefined,
  earliestDue: string | undefined,
  today: string,
): string[] {
  const yesterday = addDays(today, -1);
  let first = lastClosed ? addDays(lastClosed, 1) : yesterday;
  if (!lastClosed && earliestDue && earliestDue < first) first = earliestDue;
  const dates: string[] = [];
  for (let d = first; d <= yesterday; d = addDays(d, 1)) dates.push(d);
  return dates;
}
