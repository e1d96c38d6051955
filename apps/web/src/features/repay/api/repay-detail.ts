import type { RepaymentDetailView } from '@puente/domain';
import { apiCall } from '../../../api/client.ts';

/** GET /repay/repay-order/detail: what is owed now and in all, by kind, the schedule and the channels. */
export function getRepayDetail(orderNo: string) {
  return apiCall<RepaymentDetailView>('/repay/repay-order/detail', { orderNo });
}
