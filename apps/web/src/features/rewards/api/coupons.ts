import type { CouponState } from '@puente/domain';
import { call } from '../../../api/call.ts';

/** GET /lottery-draw/coupons: the borrower's coupons of one tab (usable, used, expired), newest first. */
export function listCoupons(state: CouponState) {
  return call('GET /api/lottery-draw/coupons', { state });
}
