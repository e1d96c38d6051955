import type { CouponQuantityView } from '@puente/domain';
import { apiCall } from '../../../api/client.ts';

/** GET /lottery-draw/coupon/quantity: how many usable coupons the borrower holds, asked in the background. */
export function getCouponQuantity() {
  return apiCall<CouponQuantityView>('/lottery-draw/coupon/quantity', {}, { quiet: true });
}
