import type { PhaseAccrual } from '../pricing/accrual.ts';
import { interestTaxOf } from '../pricing/interest-tax.ts';
import type { OwedItem } from './allocate-payment.ts';

/** A phase's interest, and the tax on it, as the ledger holds them now. */
export interface BookedInterest {
  phase: number;
  dueDate: string;
  /** Interest charged to the phase so far (priced, less any rebate). */
  bookedMinor: number;
  /** Of it, what coupons took off. */
  couponMinor: number;
  /** The tax on that interest charged so far (priced, less any rebate). */
  taxBookedMinor: number;
}

/**
 * What settles the loan today (docs/decisions/028-interest-to-the-day.md): everything owed, except
 * that a phase not yet due owes only the interest accrued to today, and the tax on that interest
 * (docs/decisions/029-tax-on-interest.md), less what already settled them (coupon or payment). Its
 * sum is the payoff figure; a payment is allocated over it, so no payment ever settles interest that
 * has not accrued, nor its tax.
 */
export function owedToday(
  owed: readonly OwedItem[],
  booked: readonly BookedInterest[],
  accrual: readonly PhaseAccrual[],
  today: string,
  interestTaxPpm: number,
): OwedItem[] {
  const result: OwedItem[] = [];
  for (const item of owed) {
    const accrues = item.kind === 'interest' || item.kind === 'interestTax';
    if (!accrues || item.phase === null || item.dueDate === null || item.dueDate <= today) {
      result.push(item);
      continue;
    }
    const phase = item.phase;
    const b = booked.find((x) => x.phase === phase);
    const a = accrual.find((x) => x.phase === phase);
    if (!b || !a) throw new RangeError(`phase ${phase} has interest owed but no booking or accrual`);
    // What is due so far, and what of the whole charge already settled it.
    const [dueSoFar, settled] =
      item.kind === 'interest'
        ? [a.accrued, b.bookedMinor - item.amountMinor]
        : [interestTaxOf(a.accrued, b.couponMinor, interestTaxPpm), b.taxBookedMinor - item.amountMinor];
    const payable = Math.min(item.amountMinor, Math.max(0, dueSoFar - settled));
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
  /** The tax on the interest no longer charged (the tax falls on the interest less the coupon). */
  taxRebateMinor: number;
}

/**
 * The rebates that bring each phase's booked interest down to what accrues on the principal now
 * outstanding, and its tax down to the tax on that interest less the coupon left on it. Both only
 * ever fall this way; what was paid or credited never exceeds what is charged, the coupon giving way
 * first, as a coupon is worth at most the interest it takes off.
 */
export function interestChanges(
  booked: readonly (BookedInterest & { owedMinor: number; taxOwedMinor: number })[],
  accrual: readonly PhaseAccrual[],
  interestTaxPpm: number,
): InterestChange[] {
  const changes: InterestChange[] = [];
  for (const b of booked) {
    const a = accrual.find((x) => x.phase === b.phase);
    if (!a) throw new RangeError(`phase ${b.phase} has no accrual`);
    const rebateMinor = Math.max(0, b.bookedMinor - a.interest);
    const settled = b.bookedMinor - b.owedMinor;
    const over = Math.max(0, settled - a.interest);
    const couponBackMinor = Math.min(over, b.couponMinor);
    if (over > couponBackMinor) {
      throw new RangeError(
        `phase ${b.phase} was paid interest that never accrued (${over - couponBackMinor})`,
      );
    }
    const tax = interestTaxOf(a.interest, b.couponMinor - couponBackMinor, interestTaxPpm);
    const taxRebateMinor = Math.max(0, b.taxBookedMinor - tax);
    if (b.taxBookedMinor - b.taxOwedMinor > tax) {
      throw new RangeError(`phase ${b.phase} was paid tax on interest that never accrued`);
    }
    if (rebateMinor === 0 && taxRebateMinor === 0) continue;
    changes.push({ phase: b.phase, rebateMinor, couponBackMinor, taxRebateMinor });
  }
  return changes;
}

/**
 * What coupons have taken off the interest so far: on each phase, the coupon's credit up to the
 * interest charged (a phase due) or accrued (a phase not yet due). A 100 coupon on day 10 of a loan
 * that has accrued 27.00 has taken off 27.00: the breakdown says so, not 100.
 */
export function couponTakenSoFar(
  booked: readonly BookedInterest[],
  accrual: readonly PhaseAccrual[],
  today: string,
): number {
  return booked.reduce((sum, b) => {
    const interest =
      b.dueDate <= today ? b.bookedMinor : (accrual.find((a) => a.phase === b.phase)?.accrued ?? 0);
    return sum + Math.min(b.couponMinor, interest);
  }, 0);
}
