import { type LinkedOrder, useLinkedOrder } from '../../../api/latest-order.ts';

/**
 * The order a repay screen is about: `?orderNo=` when the link carries it (the channel links do),
 * otherwise the borrower's latest order, if it is in one of `statuses`; 'none' when there is
 * nothing here to repay.
 */
export function useRepayOrder(statuses: readonly number[]): LinkedOrder {
  return useLinkedOrder('repay', statuses);
}
