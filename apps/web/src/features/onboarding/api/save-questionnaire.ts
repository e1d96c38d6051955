import type { NextStep } from '@puente/domain';
import { apiCall } from '../../../api/client.ts';

/** POST /user/save/questionnaire: answers by question code, e.g. {"1": "no", "4": ["kueski"]}. */
export function saveQuestionnaire(answers: Record<string, string | string[]>) {
  return apiCall<{ nextStep: NextStep }>('/user/save/questionnaire', { answers }, { method: 'POST' });
}
