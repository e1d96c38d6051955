import { call } from '../../../api/call.ts';

/**
 * GET /repay/repay-order/detail for an overdue loan on home: what is overdue now (the amount that
 * stops the penalty) and what pays the loan off, asked in the background.
 */
export function getRepayDetail(orderNo: string) {
  return call('GET /api/repay/repay-order/detail', { orderNo }, { quiet: true });
}
