import type { OrderView } from '@puente/domain';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { getLatestOrder } from '../api/latest-order.ts';

export type RepayOrder =
  | { state: 'ready'; orderNo: string }
  | { state: 'loading'; error: unknown; retry: () => void }
  | { state: 'none'; order: OrderView | null };

/**
 * The order a repay screen is about: `?orderNo=` when the link carries it (the channel links do),
 * otherwise the borrower's latest order, if it is in one of `statuses`; 'none' when there is
 * nothing here to repay.
 */
export function useRepayOrder(statuses: readonly number[]): RepayOrder {
  const [params] = useSearchParams();
  const asked = params.get('orderNo') ?? '';
  const latest = useQuery({
    queryKey: ['repay', 'latestOrder'],
    queryFn: async () => (await getLatestOrder()).data.order,
    enabled: asked === '',
    refetchOnMount: 'always',
  });
  if (asked) return { state: 'ready', orderNo: asked };
  if (latest.data === undefined) {
    return { state: 'loading', error: latest.error, retry: () => void latest.refetch() };
  }
  const order = latest.data;
  if (order && statuses.includes(order.status)) return { state: 'ready', orderNo: order.orderNo };
  return { state: 'none', order };
}
