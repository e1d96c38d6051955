import { type CallAnswer, call } from '../../../api/call.ts';

/** rfcCheckDigitWarning: the RFC was kept although its check digit fails (about 1.5% of real RFCs do). */
export type SavedBasicInfo = CallAnswer<'POST /api/user/saveBasicInfo-market'>;

/** POST /user/saveBasicInfo-market: personal info; a refused form answers 10010450 with its issues. */
export function saveBasicInfo(payload: Record<string, string | number>) {
  return call('POST /api/user/saveBasicInfo-market', payload);
}
