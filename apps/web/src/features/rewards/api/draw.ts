import { call } from '../../../api/call.ts';

/** GET /lottery-draw/is-show: whether a prize draw waits, with the prizes and their chances. */
export function getDrawOffer(options: { quiet?: boolean } = {}) {
  return call('GET /api/lottery-draw/is-show', {}, options);
}

/** POST /lottery-draw/create: the server draws the loan's prize, once, and grants it as a coupon. */
export function drawPrize(orderNo: string) {
  return call('POST /api/lottery-draw/create', { orderNo }, { overlay: false });
}
