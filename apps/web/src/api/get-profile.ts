import type { BankAccountView } from '@puente/domain/contract';
import { type CallAnswer, call } from './call.ts';

/** The account that receives the loan, as the service shows it (never the full number). */
export type BankAccountSummary = BankAccountView;

/** Everything the borrower saved during onboarding, which steps are done and the next one. */
export type Profile = CallAnswer<'GET /api/user/profile'>;

/** GET /user/profile (needs the token). Home asks it quietly; the onboarding screens load with it. */
export function getProfile(options: { quiet?: boolean } = {}) {
  return call('GET /api/user/profile', {}, options);
}
