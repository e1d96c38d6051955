import type { PricedPhase } from '../pricing/loan-product.ts';
import { applyPpm } from '../pricing/money.ts';
import type { CouponTerms } from './coupon-definitions.ts';

/** The charge a coupon's credits settle: interest, the fee in the schedule, or (fee kept up front) principal. */
export type CouponTarget = 'interest' | 'fee' | 'principal';

export interface CouponCredits {
  appliesTo: CouponTarget;
  /** Minor units credited per phase, in phase order (0 where nothing). */
  perPhase: number[];
  discount: number;
}

/**
 * What a coupon is worth on one priced schedule, phase by phase, never more than the charge it takes
 * off: an amount off the interest settles the earliest interest first; interest-free days are the
 * interest of the first days on the principal then owed; an amount off the fee settles the fee in
 * the first phase, or — when the fee was kept from the money sent — comes back off the first
 * phase's principal, so the borrower still gets exactly what the coupon says.
 */
export function couponCredits(
  phases: readonly PricedPhase[],
  context: { amount: number; interestPpmPerDay: number; fee: number; feeUpfront: boolean },
  coupon: CouponTerms,
): CouponCredits {
  if (!Number.isSafeInteger(coupon.value) || coupon.value <= 0) {
    throw new RangeError(`a coupon's value is a positive whole number, got ${coupon.value}`);
  }
  const perPhase = phases.map(() => 0);
  let appliesTo: CouponTarget = 'interest';
  if (coupon.kind === 'interestOff') {
    let left = coupon.value;
    phases.forEach((p, i) => {
      const take = Math.min(left, p.interest);
      perPhase[i] = take;
      left -= take;
    });
  } else if (coupon.kind === 'interestFreeDays') {
    let days = coupon.value;
    let owed = context.amount;
    phases.forEach((p, i) => {
      const free = Math.min(days, p.days);
      perPhase[i] = Math.min(p.interest, applyPpm(owed, context.interestPpmPerDay, free));
      days -= free;
      owed -= p.principal;
    });
  } else {
    appliesTo = context.feeUpfront ? 'principal' : 'fee';
    const worth = Math.min(coupon.value, context.fee);
    let left = worth;
    phases.forEach((p, i) => {
      const room = context.feeUpfront ? p.principal : p.fee;
      const take = Math.min(left, room);
      perPhase[i] = take;
      left -= take;
    });
  }
  return { appliesTo, perPhase, discount: perPhase.reduce((sum, n) => sum + n, 0) };
}
