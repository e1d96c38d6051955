import { addDays, type LoanProduct, penaltyForDay } from '@puente/domain';

/**
 * Interest, or its tax, taken off a phase once principal was repaid early (a negative `interest` or
 * `interestTax` entry).
 */
export interface InterestRebate {
  phase: number | null;
  businessDate: string;
  amount: number;
}

/**
 * What the schedule asks for by the end of `date`: the phases due, each at its total as it stood
 * then — interest and its tax taken off by an early repayment lower a phase's total from that day on.
 */
export function dueBy(
  phases: readonly { phase: number; dueDate: string; total: number }[],
  rebates: readonly InterestRebate[],
  date: string,
): number {
  return phases
    .filter((p) => p.dueDate <= date)
    .reduce(
      (sum, p) =>
        sum +
        p.total +
        rebates
          .filter((r) => r.phase === p.phase && r.businessDate <= date)
          .reduce((a, r) => a + r.amount, 0),
      0,
    );
}

/**
 * The reference for close of business, computed with the domain's functions alone (tests only):
 * for each date closed (from `closed.from` to `closed.to`), what was overdue at its end and that
 * day's penalty by `penaltyForDay`. Close of business must have written exactly these penalties.
 */
export function expectedPenalties(
  product: LoanProduct,
  amountMinor: number,
  phases: readonly { phase: number; dueDate: string; total: number }[],
  credits: readonly { businessDate: string; amount: number }[],
  closed: { from: string; to: string },
  rebates: readonly InterestRebate[] = [],
): Map<string, number> {
  const penalties = new Map<string, number>();
  const firstDue = phases.map((p) => p.dueDate).sort()[0];
  if (!firstDue) return penalties;
  let soFar = 0;
  // Dates compare as text (YYYY-MM-DD): the later of the first due date and the first date closed.
  const first = [firstDue, closed.from].sort()[1] as string;
  for (let date = first; date <= closed.to; date = addDays(date, 1)) {
    const due = dueBy(phases, rebates, date);
    const paid = credits.filter((c) => c.businessDate <= date).reduce((sum, c) => sum - c.amount, 0);
    const penalty = penaltyForDay(product, due - paid, soFar, amountMinor);
    if (penalty > 0) penalties.set(date, penalty);
    soFar += penalty;
  }
  return penalties;
}
