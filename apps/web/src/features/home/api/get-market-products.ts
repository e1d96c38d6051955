import type { ProductView } from '@puente/domain';
import { apiCall } from '../../../api/client.ts';

/** GET /loan/product/list-market (no login needed): the market's products at first-loan rates. */
export function getMarketProducts() {
  return apiCall<{ products: ProductView[] }>('/loan/product/list-market', {}, { quiet: true });
}
