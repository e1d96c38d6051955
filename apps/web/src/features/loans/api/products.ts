import { call } from '../../../api/call.ts';

/** GET /loan/product/list: the market's products, priced for this borrower (repeat rate when earned). */
export function getProducts() {
  return call('GET /api/loan/product/list', {});
}

/** GET /loan/product/step-amount: the amounts the picker offers for a product, up to the quota. */
export function getStepAmounts(productId: string) {
  return call('GET /api/loan/product/step-amount', { productId });
}

/** GET /loan/confirm/product-info: the authoritative key facts of an order. */
export function getOrderQuote(orderNo: string) {
  return call('GET /api/loan/confirm/product-info', { orderNo });
}
