import { call } from '../../../api/call.ts';

/** GET /lottery-draw/coupon/quantity: how many usable coupons the borrower holds, asked in the background. */
export function getCouponQuantity() {
  return call('GET /api/lottery-draw/coupon/quantity', {}, { quiet: true });
}
