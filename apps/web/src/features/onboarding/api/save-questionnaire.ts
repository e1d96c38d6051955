import { call } from '../../../api/call.ts';

/** POST /user/save/questionnaire: answers by question code, e.g. {"1": "no", "4": ["kueski"]}. */
export function saveQuestionnaire(answers: Record<string, string | string[]>) {
  return call('POST /api/user/save/questionnaire', { answers });
}
