import type { DrawOfferView, DrawResultView } from '@puente/domain';
import { apiCall } from '../../../api/client.ts';

/** GET /lottery-draw/is-show: whether a prize draw waits, with the prizes and their chances. */
export function getDrawOffer(options: { quiet?: boolean } = {}) {
  return apiCall<DrawOfferView>('/lottery-draw/is-show', {}, options);
}

/** POST /lottery-draw/create: the server draws the loan's prize, once, and grants it as a coupon. */
export function drawPrize(orderNo: string) {
  return apiCall<DrawResultView>('/lottery-draw/create', { orderNo }, { method: 'POST', overlay: false });
}
