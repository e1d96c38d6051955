import type { NextStep } from '@puente/domain';
import { apiCall } from '../../../api/client.ts';
import type { BankAccountSummary } from '../../../api/get-profile.ts';

export interface SavedBankAccount {
  account: BankAccountSummary;
  nextStep: NextStep;
}

export type BankAccountPayload = Record<string, string | boolean>;

/** POST /user/addBankCard: the account that receives the loan, confirmed with an SMS code. */
export function addBankCard(payload: BankAccountPayload) {
  return apiCall<SavedBankAccount>('/user/addBankCard', payload, { method: 'POST' });
}
