import { call } from '../../../api/call.ts';

/** GET /repay/monnify_reserved_account: the account number at Monnify kept for the borrower. */
export function getReservedAccount(orderNo: string) {
  return call('GET /api/repay/monnify_reserved_account', { orderNo });
}
