import { ORDER_STATUS, type OrderView } from '@puente/domain';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { getLatestOrder } from '../api/latest-order.ts';

/** Only a loan being repaid (on time or overdue) can be extended. */
const EXTENDABLE: readonly number[] = [ORDER_STATUS.Repaying, ORDER_STATUS.Overdued];

export type ExtensionOrder =
  | { state: 'ready'; orderNo: string }
  | { state: 'loading'; error: unknown; retry: () => void }
  | { state: 'none'; order: OrderView | null };

/**
 * The order an extension screen is about: `?orderNo=` when the link carries it (every link of the
 * repay and extension screens does), otherwise the borrower's latest order if it is being repaid;
 * 'none' when there is no loan to extend.
 */
export function useExtensionOrderNo(): ExtensionOrder {
  const [params] = useSearchParams();
  const asked = params.get('orderNo') ?? '';
  const latest = useQuery({
    queryKey: ['extension', 'latestOrder'],
    queryFn: async () => (await getLatestOrder()).data.order,
    enabled: asked === '',
    refetchOnMount: 'always',
  });
  if (asked) return { state: 'ready', orderNo: asked };
  if (latest.data === undefined) {
    return { state: 'loading', error: latest.error, retry: () => void latest.refetch() };
  }
  const order = latest.data;
  if (order && EXTENDABLE.includes(order.status)) return { state: 'ready', orderNo: order.orderNo };
  return { state: 'none', order };
}
