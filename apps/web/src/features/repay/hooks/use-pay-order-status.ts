import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getPayOrderStatus } from '../api/pay-order-status.ts';

/** How often the return screen asks whether a checkout was paid, while it is pending. */
export const CASHIER_POLL_MS = 3_000;
/** Two minutes of asking; after that the borrower checks again by hand. */
export const CASHIER_MAX_POLLS = 40;

/**
 * What the server says about a pay order, asked again every 3 s while it is pending, for two
 * minutes. `gaveUp` once the automatic checks are over and it is still pending.
 */
export function usePayOrderStatus(payOrderId: string) {
  const queryKey = ['repay', 'payOrder', payOrderId];
  const client = useQueryClient();
  const query = useQuery({
    queryKey,
    queryFn: async () => (await getPayOrderStatus(payOrderId)).data,
    refetchOnMount: 'always',
    refetchInterval: (current) =>
      current.state.data?.status === 'pending' && current.state.dataUpdateCount < CASHIER_MAX_POLLS
        ? CASHIER_POLL_MS
        : false,
  });
  // The result does not carry how many answers came; the cache's state does (read on each render,
  // which every answer causes).
  const answers = client.getQueryState(queryKey)?.dataUpdateCount ?? 0;
  const gaveUp = query.data?.status === 'pending' && answers >= CASHIER_MAX_POLLS;
  return { ...query, gaveUp };
}
