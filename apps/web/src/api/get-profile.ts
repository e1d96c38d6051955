import type { NextStep, OnboardingStep } from '@puente/domain';
import { apiCall } from './client.ts';

/** The account that receives the loan, as the service shows it (never the full number). */
export interface BankAccountSummary {
  id: string;
  cardType: 'CLABE' | 'debitCard' | 'NUBAN';
  bankCode: string;
  bankName: string;
  accountMasked: string;
  holderName: string | null;
  primary: boolean;
}

/** Everything the borrower saved during onboarding, which steps are done and the next one. */
export interface Profile {
  market: string;
  basicInfo: Record<string, unknown> | null;
  additionInfo: Record<string, unknown> | null;
  questionnaire: Record<string, string | string[]> | null;
  bankAccounts: BankAccountSummary[];
  steps: Record<OnboardingStep, boolean>;
  nextStep: NextStep;
  submittedAt?: string | null;
}

/** GET /user/profile (needs the token). Home asks it quietly; the onboarding screens load with it. */
export function getProfile(options: { quiet?: boolean } = {}) {
  return apiCall<Profile>('/user/profile', {}, options);
}
