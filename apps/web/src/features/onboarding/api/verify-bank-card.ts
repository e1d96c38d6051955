import { type CallAnswer, call } from '../../../api/call.ts';

/**
 * accountName: the holder's name as the bank has it; matchesApplicant: whether it is the
 * applicant's name (if not, the borrower must confirm the account is theirs).
 */
export type NameEnquiry = CallAnswer<'GET /api/user/verifyBankCard'>;

/** GET /user/verifyBankCard: Nigeria's name enquiry for a bank and a 10-digit NUBAN. */
export function verifyBankCard(bankCode: string, accountNumber: string) {
  return call('GET /api/user/verifyBankCard', { bankCode, accountNumber }, { overlay: false });
}
