import type { ErrorName } from '../errors/catalogue.ts';
import { addDays } from '../pricing/money.ts';

export const COUPON_STATES = ['usable', 'used', 'expired'] as const;
/** The tabs of `/user_center/coupon`. */
export type CouponState = (typeof COUPON_STATES)[number];

/** What the rules need of a coupon a borrower holds. */
export interface HeldCoupon {
  minLoanMinor: number;
  /** The last business date (YYYY-MM-DD, market time) it can be used on. */
  validUntil: string;
  used: boolean;
}

/** The last day a coupon granted on `grantedOn` can be used, counting that day. */
export function couponValidUntil(grantedOn: string, validDays: number): string {
  return addDays(grantedOn, validDays - 1);
}

export function couponState(coupon: HeldCoupon, today: string): CouponState {
  if (coupon.used) return 'used';
  return coupon.validUntil < today ? 'expired' : 'usable';
}

/** Why a coupon cannot be used on a loan of `amountMinor` today, or undefined when it can. */
export function couponUseProblem(
  coupon: HeldCoupon,
  amountMinor: number,
  today: string,
): Extract<ErrorName, 'couponUsed' | 'couponExpired' | 'couponBelowMinimum'> | undefined {
  const state = couponState(coupon, today);
  if (state === 'used') return 'couponUsed';
  if (state === 'expired') return 'couponExpired';
  return amountMinor < coupon.minLoanMinor ? 'couponBelowMinimum' : undefined;
}
