import type { CouponState, CouponView } from '@puente/domain';
import { apiCall } from '../../../api/client.ts';

/** GET /lottery-draw/coupons: the borrower's coupons of one tab (usable, used, expired), newest first. */
export function listCoupons(state: CouponState) {
  return apiCall<{ coupons: CouponView[] }>('/lottery-draw/coupons', { state });
}
