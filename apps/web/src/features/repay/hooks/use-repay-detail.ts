import { useQuery } from '@tanstack/react-query';
import { getRepayDetail } from '../api/repay-detail.ts';

/**
 * What an order owes, asked afresh each time a repay screen opens (payments arrive meanwhile);
 * `enabled` false waits (a screen that needs it only in some cases).
 */
export function useRepayDetail(orderNo: string, enabled = true) {
  return useQuery({
    queryKey: ['repay', 'detail', orderNo],
    queryFn: async () => (await getRepayDetail(orderNo)).data,
    refetchOnMount: 'always',
    enabled,
  });
}
