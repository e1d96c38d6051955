import { call } from '../../../api/call.ts';

/** GET /lottery-draw/coupons (usable): the coupons home announces, asked in the background. */
export function getUsableCoupons() {
  return call('GET /api/lottery-draw/coupons', { state: 'usable' }, { quiet: true });
}
