import type { PartnerOffer } from '@puente/domain';
import { apiCall } from '../../../api/client.ts';

/** GET /app/isRejectRecommendation: other lenders to try after a rejection, and the retry date. */
export function getRejectRecommendation() {
  return apiCall<{ show: boolean; retryAt?: string; offers: PartnerOffer[] }>(
    '/app/isRejectRecommendation',
    {},
    { quiet: true },
  );
}
