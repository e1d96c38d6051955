import type { ConsentAnswer } from '@puente/domain';
import { apiCall } from '../../../api/client.ts';

/** GET /user/consent: the consent in force (consented: false before the consent screen was answered). */
export function getConsent() {
  return apiCall<ConsentAnswer>('/user/consent');
}
