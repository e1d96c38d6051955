import type { OrderView } from '@puente/domain';
import { apiCall } from '../../../api/client.ts';

/** GET /loan/loan-order/latest: the borrower's latest order, or null before the first one. */
export function getLatestOrder(options: { quiet?: boolean } = {}) {
  return apiCall<{ order: OrderView | null }>('/loan/loan-order/latest', {}, options);
}
