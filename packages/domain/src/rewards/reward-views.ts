import type { Currency } from '../orders/order-views.ts';
import type { CouponKind } from './coupon-definitions.ts';
import type { CouponState } from './coupon-rules.ts';

/** A coupon on the wire (`/lottery-draw/coupons`): money in major units, like every other view. */
export interface CouponView {
  couponId: string;
  name: string;
  kind: CouponKind;
  /** Major units off, or days without interest. */
  value: number;
  minLoanAmount: number;
  validUntil: string;
  state: CouponState;
  currency: Currency;
  /** The order it is applied to or was used on. */
  orderNo?: string;
  /** With an order number asked: whether it can be used on that order, and if not why (localized). */
  usableOnOrder?: boolean;
  reason?: string;
}

/** `/lottery-draw/is-show`: whether a draw waits for the borrower, and the prizes with their odds. */
export interface DrawOfferView {
  show: boolean;
  orderNo?: string;
  prizes: { prizeId: string; name: string; chancePercent: number }[];
}

/** `POST /lottery-draw/create`: what was won. */
export interface DrawResultView {
  orderNo: string;
  prizeId: string;
  coupon: CouponView;
}
