import type { OrderView } from '@puente/domain';
import { apiCall } from '../../../api/client.ts';

/** GET /loan/loan-order/latest: the borrower's latest order, when a screen opens without ?orderNo. */
export function getLatestOrder() {
  return apiCall<{ order: OrderView | null }>('/loan/loan-order/latest');
}
