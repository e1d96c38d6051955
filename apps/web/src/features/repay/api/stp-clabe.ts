import { call } from '../../../api/call.ts';

/** GET /repay/getStpClabe: the borrower's own CLABE at STP, for SPEI transfers. */
export function getStpClabe(orderNo: string) {
  return call('GET /api/repay/getStpClabe', { orderNo });
}
