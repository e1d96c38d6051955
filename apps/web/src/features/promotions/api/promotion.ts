import type { LeadAnswer, PromotionView } from '@puente/domain';
import { apiCall } from '../../../api/client.ts';

/** GET /promotion/yx3, no login: the rate, the steps and, when counted, the places left today. */
export function getPromotion() {
  return apiCall<PromotionView>('/promotion/yx3');
}

/** POST /promotion/lead: keeps the number for the registration that follows. */
export function leaveLead(mobile: string) {
  return apiCall<LeadAnswer>('/promotion/lead', { mobile }, { method: 'POST' });
}
