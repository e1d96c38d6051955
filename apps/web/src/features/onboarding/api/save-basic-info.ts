import { call } from '../../../api/call.ts';

/**
 * POST /user/saveBasicInfo-market: personal info; a refused form answers 10010450 with its issues.
 * rfcCheckDigitWarning: the RFC was kept although its check digit fails (about 1.5% of real RFCs do).
 */
export function saveBasicInfo(payload: Record<string, string | number>) {
  return call('POST /api/user/saveBasicInfo-market', payload);
}
