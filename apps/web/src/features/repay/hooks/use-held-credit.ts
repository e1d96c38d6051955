import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getHeldCredit } from '../api/held-credit.ts';

const HELD_CREDIT_KEY = ['repay', 'credit'] as const;

/** The borrower's held credit, asked afresh each time a repay screen opens (money may have arrived). */
export function useHeldCredit() {
  return useQuery({
    queryKey: HELD_CREDIT_KEY,
    queryFn: async () => (await getHeldCredit()).data,
    refetchOnMount: 'always',
  });
}

/** After the credit moved: it, and what the loans owe, are read again. */
export function useCreditMoved() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: HELD_CREDIT_KEY }),
      client.invalidateQueries({ queryKey: ['repay', 'detail'] }),
    ]);
}
