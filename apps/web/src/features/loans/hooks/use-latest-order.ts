import { type QueryClient, useQuery } from '@tanstack/react-query';
import { getLatestOrder } from '../../../api/latest-order.ts';

export const LATEST_ORDER_KEY = ['loans', 'latestOrder'] as const;

/**
 * The borrower's latest order, asked afresh each time a loan screen opens (the review, the
 * payout and the clock move it on the server). `pollMs` asks again while `poll(status)` holds.
 */
export function useLatestOrder(options: { pollMs?: number; poll?: (status: number) => boolean } = {}) {
  const { pollMs, poll } = options;
  const query = useQuery({
    queryKey: LATEST_ORDER_KEY,
    queryFn: async () => (await getLatestOrder()).data.order,
    refetchOnMount: 'always',
    refetchInterval: (current) => {
      const status = current.state.data?.status;
      return pollMs && poll && status !== undefined && poll(status) ? pollMs : false;
    },
  });
  return { ...query, ready: query.isFetchedAfterMount && query.data !== undefined };
}

/** After an action moved the order (apply, sign, get money, cancel). */
export function refreshLatestOrder(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: LATEST_ORDER_KEY });
}
