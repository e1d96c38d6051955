import { ORDER_STATUS } from '@puente/domain';
import { type LinkedOrder, useLinkedOrder } from '../../../api/latest-order.ts';

/** Only a loan being repaid (on time or overdue) can be extended. */
const EXTENDABLE: readonly number[] = [ORDER_STATUS.Repaying, ORDER_STATUS.Overdued];

/**
 * The order an extension screen is about: `?orderNo=`, otherwise the borrower's latest order if it
 * is being repaid; 'none' when there is no loan to extend.
 */
export function useExtensionOrderNo(): LinkedOrder {
  return useLinkedOrder('extension', EXTENDABLE);
}
