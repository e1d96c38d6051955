import { call } from '../../../api/call.ts';

/** GET /user/consent: the consent in force (consented: false before the consent screen was answered). */
export function getConsent() {
  return call('GET /api/user/consent', {});
}
