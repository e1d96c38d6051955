import { addDays, type LoanProduct, penaltyForDay } from '@puente/domain';

/**
 * The reference for close of business, computed with the domain's functions alone (tests only):
 * for each date closed (from `closed.from` to `closed.to`), what was overdue at its end and that
 * day's penalty by `penaltyForDay`. Close of business must have written exactly these penalties.
 */
export function expectedPenalties(
  product: LoanProduct,
  amountMinor: number,
  phases: readonly { dueDate: string; total: number }[],
  credits: readonly { businessDate: string; amount: number }[],
  closed: { from: string; to: string },
): Map<string, number> {
  const penalties = new Map<string, number>();
  const firstDue = phases.map((p) => p.dueDate).sort()[0];
  if (!firstDue) return penalties;
  let soFar = 0;
  // Dates compare as text (YYYY-MM-DD): the later of the first due date and the first date closed.
  const first = [firstDue, closed.from].sort()[1] as string;
  for (let date = first; date <= closed.to; date = addDays(date, 1)) {
    const due = phases.filter((p) => p.dueDate <= date).reduce((sum, p) => sum + p.total, 0);
    const paid = credits.filter((c) => c.businessDate <= date).reduce((sum, c) => sum - c.amount, 0);
    const penalty = penaltyForDay(product, due - paid, soFar, amountMinor);
    if (penalty > 0) penalties.set(date, penalty);
    soFar += penalty;
  }
  return penalties;
}
