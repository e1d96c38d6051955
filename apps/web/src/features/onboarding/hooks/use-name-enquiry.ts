import { useQuery } from '@tanstack/react-query';
import { verifyBankCard } from '../api/verify-bank-card.ts';

/** Nigeria: the bank's name for the account, asked as soon as a bank and 10 digits are there. */
export function useNameEnquiry(bankCode: string, accountNumber: string) {
  return useQuery({
    queryKey: ['name-enquiry', bankCode, accountNumber],
    queryFn: async () => (await verifyBankCard(bankCode, accountNumber)).data,
    enabled: bankCode !== '' && /^\d{10}$/.test(accountNumber),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
