import { useQuery } from '@tanstack/react-query';
import { getBankList } from '../api/get-bank-list.ts';

/** The market's banks for the bank picker; they rarely change, so once per visit. */
export function useBankList(enabled = true) {
  return useQuery({
    queryKey: ['banks'],
    queryFn: async () => (await getBankList()).data,
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
}
