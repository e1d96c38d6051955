import { useQuery } from '@tanstack/react-query';
import { verifyBankCard } from '../api/verify-bank-card.ts';
import { NUBAN_DIGITS } from '../lib/bank-account-values.ts';

/** Nigeria: the bank's name for the account, asked as soon as a bank and the NUBAN's digits are there. */
export function useNameEnquiry(bankCode: string, accountNumber: string) {
  return useQuery({
    queryKey: ['name-enquiry', bankCode, accountNumber],
    queryFn: async () => (await verifyBankCard(bankCode, accountNumber)).data,
    enabled: bankCode !== '' && accountNumber.length === NUBAN_DIGITS && /^\d+$/.test(accountNumber),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
