import { call } from '../../../api/call.ts';

/** GET /loan/product/list-market (no login needed): the market's products at first-loan rates. */
export function getMarketProducts() {
  return call('GET /api/loan/product/list-market', {}, { quiet: true });
}
