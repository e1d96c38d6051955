import { call } from '../../../api/call.ts';

/** GET /app/isRejectRecommendation: other lenders to try after a rejection, and the retry date. */
export function getRejectRecommendation() {
  return call('GET /api/app/isRejectRecommendation', {}, { quiet: true });
}
