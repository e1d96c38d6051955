import type { Currency, ProductView, QuoteView } from '@puente/domain';
import { apiCall } from '../../../api/client.ts';

/** GET /loan/product/list: the market's products, priced for this borrower (repeat rate when earned). */
export function getProducts() {
  return apiCall<{ products: ProductView[] }>('/loan/product/list');
}

/** GET /loan/product/step-amount: the amounts the picker offers for a product, up to the quota. */
export function getStepAmounts(productId: string) {
  return apiCall<{ amounts: number[]; quota: number; currency: Currency }>('/loan/product/step-amount', {
    productId,
  });
}

/** GET /loan/confirm/product-info: the authoritative key facts of an order. */
export function getOrderQuote(orderNo: string) {
  return apiCall<{ quote: QuoteView }>('/loan/confirm/product-info', { orderNo });
}
