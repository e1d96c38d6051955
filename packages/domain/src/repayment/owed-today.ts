import type { PhaseAccrual } from '../pricing/accrual.ts';
import type { OwedItem } from './allocate-payment.ts';

/** A phase's interest as the ledger holds it now. */
export interface BookedInterest {
  phase: number;
  dueDate: string;
  /** Interest charged to the phase so far (priced, less any rebate). */
  bookedMinor: number;
  /** Of it, what coupons took off. */
  couponMinor: number;
}

/**
 * What settles the loan today (docs/decisions/028-interest-to-the-day.md): everything owed, except
 * that a phase not yet due owes only the interest accrued to today, less what already settled it
 * (coupon or payment). Its sum is the payoff figure; a payment is allocated over it, so no payment
 * ever settles interest that has not accrued.
 */
export function owedToday(
  owed: readonly OwedItem[],
  booked: readonly BookedInterest[],
  accrual: readonly PhaseAccrual[],
  today: string,
): OwedItem[] {
  const result: OwedItem[] = [];
  for (const item of owed) {
    if (item.kind !== 'interest' || item.phase === null || item.dueDate === null || item.dueDate <= today) {
      result.push(item);
      continue;
    }
    const phase = item.phase;
    const b = booked.find((x) => x.phase === phase);
    const a = accrual.find((x) => x.phase === phase);
    if (!b || !a) throw new RangeError(`phase ${phase} has interest owed but no booking or accrual`);
    const settled = b.bookedMinor - item.amountMinor;
    const payable = Math.min(item.amountMinor, Math.max(0, a.accrued - settled));
    if (payable > 0) result.push({ ...item, amountMinor: payable });
  }
  return result;
}

/** How one phase's interest is rebooked once principal is repaid early. */
export interface InterestChange {
  phase: number;
  /** Interest no longer charged: the days after the repayment, on the principal repaid. */
  rebateMinor: number;
  /** A coupon worth more than the interest left takes off only that interest: the rest is returned. */
  couponBackMinor: number;
}

/**
 * The rebates that bring each phase's booked interest down to what accrues on the principal now
 * outstanding. Interest only ever falls this way; what was paid or credited never exceeds what is
 * charged, the coupon giving way first, as a coupon is worth at most the interest it takes off.
 */
export function interestChanges(
  booked: readonly (BookedInterest & { owedMinor: number })[],
  accrual: readonly PhaseAccrual[],
): InterestChange[] {
  const changes: InterestChange[] = [];
  for (const b of booked) {
    const a = accrual.find((x) => x.phase === b.phase);
    if (!a) throw new RangeError(`phase ${b.phase} has no accrual`);
    const rebateMinor = Math.max(0, b.bookedMinor - a.interest);
    if (rebateMinor === 0) continue;
    const settled = b.bookedMinor - b.owedMinor;
    const over = Math.max(0, settled - a.interest);
    const couponBackMinor = Math.min(over, b.couponMinor);
    if (over > couponBackMinor) {
      throw new RangeError(
        `phase ${b.phase} was paid interest that never accrued (${over - couponBackMinor})`,
      );
    }
    changes.push({ phase: b.phase, rebateMinor, couponBackMinor });
  }
  return changes;
}
