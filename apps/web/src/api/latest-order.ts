import type { OrderView } from '@puente/domain';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { call } from './call.ts';

/** GET /loan/loan-order/latest: the borrower's latest order, or null before the first one. */
export function getLatestOrder(options: { quiet?: boolean } = {}) {
  return call('GET /api/loan/loan-order/latest', {}, options);
}

export type LinkedOrder =
  | { state: 'ready'; orderNo: string }
  | { state: 'loading'; error: unknown; retry: () => void }
  | { state: 'none'; order: OrderView | null };

/**
 * The order a screen is about: `?orderNo=` when the link carries it (every link of the repay and
 * extension screens does), otherwise the borrower's latest order (asked afresh each time the screen
 * opens, cached under `[area, 'latestOrder']`) if it is in one of `statuses`; 'none' when there is
 * no such order.
 */
export function useLinkedOrder(area: string, statuses: readonly number[]): LinkedOrder {
  const [params] = useSearchParams();
  const asked = params.get('orderNo') ?? '';
  const latest = useQuery({
    queryKey: [area, 'latestOrder'],
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
