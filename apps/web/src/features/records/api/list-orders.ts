import type { OrderGroup } from '@puente/domain';
import { call } from '../../../api/call.ts';

export type { OrderGroup } from '@puente/domain';

/** GET /loan/loan-order/list: the borrower's orders of one records tab. */
export function listOrders(group: OrderGroup) {
  return call('GET /api/loan/loan-order/list', { group });
}
