import type { NextStep } from '@puente/domain';
import { apiCall } from '../../../api/client.ts';

export interface SavedBasicInfo {
  /** The RFC was kept although its check digit fails (about 1.5% of real RFCs do). */
  rfcCheckDigitWarning: boolean;
  nextStep: NextStep;
}

/** POST /user/saveBasicInfo-market: personal info; a refused form answers 10010450 with its issues. */
export function saveBasicInfo(payload: Record<string, string | number>) {
  return apiCall<SavedBasicInfo>('/user/saveBasicInfo-market', payload, { method: 'POST' });
}
