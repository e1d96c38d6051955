import type { StpClabeView } from '@puente/domain';
import { apiCall } from '../../../api/client.ts';

/** GET /repay/getStpClabe: the borrower's own CLABE at STP, for SPEI transfers. */
export function getStpClabe(orderNo: string) {
  return apiCall<StpClabeView>('/repay/getStpClabe', { orderNo });
}
