import { call } from '../../../api/call.ts';

/** GET /lottery-draw/is-show: whether a prize draw waits for the borrower (asked in the background). */
export function getDrawOffer() {
  return call('GET /api/lottery-draw/is-show', {}, { quiet: true });
}
