import { apiCall } from '../../../api/client.ts';

export interface NameEnquiry {
  /** The holder's name as the bank has it. */
  accountName: string;
  /** Whether it is the applicant's name; if not, the borrower must confirm the account is theirs. */
  matchesApplicant: boolean;
}

/** GET /user/verifyBankCard: Nigeria's name enquiry for a bank and a 10-digit NUBAN. */
export function verifyBankCard(bankCode: string, accountNumber: string) {
  return apiCall<NameEnquiry>('/user/verifyBankCard', { bankCode, accountNumber }, { overlay: false });
}
