import { type CallPayload, call } from '../../../api/call.ts';

export type BankAccountPayload = CallPayload<'POST /api/user/addBankCard'>;

/** POST /user/addBankCard: the account that receives the loan, confirmed with an SMS code. */
export function addBankCard(payload: BankAccountPayload) {
  return call('POST /api/user/addBankCard', payload);
}
