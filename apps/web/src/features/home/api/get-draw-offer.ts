import type { DrawOfferView } from '@puente/domain';
import { apiCall } from '../../../api/client.ts';

/** GET /lottery-draw/is-show: whether a prize draw waits for the borrower (asked in the background). */
export function getDrawOffer() {
  return apiCall<DrawOfferView>('/lottery-draw/is-show', {}, { quiet: true });
}
