import type { OrderView } from '@puente/domain';
import { apiCall } from '../../../api/client.ts';

export type OrderGroup = 'incomplete' | 'finished';

/** GET /loan/loan-order/list: the borrower's orders of one records tab. */
export function listOrders(group: OrderGroup) {
  return apiCall<{ orders: OrderView[] }>('/loan/loan-order/list', { group });
}
