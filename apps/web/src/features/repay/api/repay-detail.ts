import { call } from '../../../api/call.ts';

/** GET /repay/repay-order/detail: what is owed now and in all, by kind, the schedule and the channels. */
export function getRepayDetail(orderNo: string) {
  return call('GET /api/repay/repay-order/detail', { orderNo });
}
