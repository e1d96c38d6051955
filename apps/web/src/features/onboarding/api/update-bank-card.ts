import { apiCall } from '../../../api/client.ts';
import type { BankAccountPayload, SavedBankAccount } from './add-bank-card.ts';

/** POST /user/update-bankCard: replaces the primary account (same payload as addBankCard). */
export function updateBankCard(payload: BankAccountPayload) {
  return apiCall<SavedBankAccount>('/user/update-bankCard', payload, { method: 'POST' });
}
