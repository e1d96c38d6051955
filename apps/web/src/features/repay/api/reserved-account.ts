import type { ReservedAccountView } from '@puente/domain';
import { apiCall } from '../../../api/client.ts';

/** GET /repay/monnify_reserved_account: the account number at Monnify kept for the borrower. */
export function getReservedAccount(orderNo: string) {
  return apiCall<ReservedAccountView>('/repay/monnify_reserved_account', { orderNo });
}
