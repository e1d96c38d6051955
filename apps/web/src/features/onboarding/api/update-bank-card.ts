import { call } from '../../../api/call.ts';
import type { BankAccountPayload } from './add-bank-card.ts';

/** POST /user/update-bankCard: replaces the primary account (same payload as addBankCard). */
export function updateBankCard(payload: BankAccountPayload) {
  return call('POST /api/user/update-bankCard', payload);
}
