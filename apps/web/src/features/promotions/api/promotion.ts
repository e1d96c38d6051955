import { call } from '../../../api/call.ts';

/** GET /promotion/yx3, no login: the rate, the steps and, when counted, the places left today. */
export function getPromotion() {
  return call('GET /api/promotion/yx3', {});
}

/** POST /promotion/lead: keeps the number for the registration that follows. */
export function leaveLead(mobile: string) {
  return call('POST /api/promotion/lead', { mobile });
}
