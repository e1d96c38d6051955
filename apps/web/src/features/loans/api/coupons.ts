import { call } from '../../../api/call.ts';

/**
 * GET /lottery-draw/coupons for one loan: the borrower's usable coupons, each saying whether it can
 * be used on this loan and, if not, why (in the request's language).
 */
export function couponsForOrder(orderNo: string) {
  return call('GET /api/lottery-draw/coupons', { state: 'usable', orderNo });
}

/** POST /lottery-draw/coupon/use: chooses a coupon (or none: null) before signing; answers the new key facts. */
export function chooseCoupon(orderNo: string, couponId: string | null) {
  return call('POST /api/lottery-draw/coupon/use', { orderNo, couponId });
}
