import { addDays, isCalendarDate } from './money.ts';

/** A loan's terms as interest accrues on them (docs/decisions/028-interest-to-the-day.md). */
export interface AccrualTerms {
  amountMinor: number;
  interestPpmPerDay: number;
  /** The day the money was sent (`YYYY-MM-DD`, market time zone). */
  startDate: string;
  /**
   * Every phase in order, with the days and principal it was priced with and its due date now: an
   * extension moves due dates but adds no days of interest.
   */
  phases: readonly { phase: number; days: number; principal: number; dueDate: string }[];
}

/** Principal repaid on a business date: from that day on it bears no interest. */
export interface PrincipalRepaid {
  date: string;
  amountMinor: number;
}

export interface PhaseAccrual {
  phase: number;
  /** The phase's interest over its whole window, on the principal outstanding after what is repaid. */
  interest: number;
  /** The part of it accrued on the days before `asOf`: what paying off on `asOf` costs. */
  accrued: number;
}

const PPM = 1_000_000n;

/**
 * Interest to the day, as the agreement words it: the daily rate on the principal outstanding, each
 * day. Phase k accrues over its window — `days` days from the previous phase's due date (the loan's
 * start for the first) — on the principal its schedule leaves outstanding then, less whatever
 * principal was repaid before that day (never more: a late phase is charged a penalty, not more
 * interest). A payment on a day stops interest from that day on, so paying off on the day the money
 * is sent costs no interest and on day 10 ten days. Each phase rounds once, half up, so with nothing
 * repaid early a phase's interest is exactly what `priceLoan` quoted.
 */
export function accrueInterest(
  terms: AccrualTerms,
  repaid: readonly PrincipalRepaid[],
  asOf: string,
): PhaseAccrual[] {
  const { amountMinor, interestPpmPerDay: rate, startDate, phases } = terms;
  if (!isCalendarDate(startDate) || !isCalendarDate(asOf)) {
    throw new RangeError(`dates must be YYYY-MM-DD, got ${startDate} and ${asOf}`);
  }
  // Principal repaid, as running totals by date: how much was repaid on or before each date.
  const byDate = [...repaid].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const repaidBy = (day: string): number => {
    let sum = 0;
    for (const r of byDate) {
      if (r.date > day) break;
      sum += r.amountMinor;
    }
    return sum;
  };

  const result: PhaseAccrual[] = [];
  let scheduled = amountMinor;
  let windowStart = startDate;
  for (const p of phases) {
    let whole = 0n;
    let beforeAsOf = 0n;
    for (let d = 0; d < p.days; d++) {
      const day = addDays(windowStart, d);
      const outstanding = BigInt(Math.max(0, Math.min(scheduled, amountMinor - repaidBy(day))));
      whole += outstanding;
      if (day < asOf) beforeAsOf += outstanding;
    }
    result.push({
      phase: p.phase,
      interest: halfUpPpm(whole * BigInt(rate)),
      accrued: halfUpPpm(beforeAsOf * BigInt(rate)),
    });
    scheduled -= p.principal;
    windowStart = p.dueDate;
  }
  return result;
}

function halfUpPpm(value: bigint): number {
  return Number((2n * value + PPM) / (2n * PPM));
}
