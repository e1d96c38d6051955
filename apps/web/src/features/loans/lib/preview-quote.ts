import {
  dateIn,
  findProduct,
  MARKET_LENDING,
  type Market,
  type ProductView,
  ppmToPercent,
  priceLoan,
  type QuoteView,
  quoteView,
  toMinor,
} from '@puente/domain';

/**
 * The key facts of an amount before applying, computed in the browser by the same domain pricing
 * the server runs, so the borrower sees them move with the picker. The service's quote
 * (/loan/confirm/product-info) stays the authority: this is undefined when the product is not the
 * domain's, or the amount is not a lendable one.
 */
export function previewQuote(
  market: Market,
  view: ProductView,
  loanAmount: number | undefined,
  now = new Date(),
): QuoteView | undefined {
  const product = findProduct(view.productId);
  if (!product || product.market !== market.id || loanAmount === undefined) return undefined;
  // /loan/product/list prices the product for this borrower: its daily rate says which one applies.
  const repeat =
    product.interestPpmPerDay.repeat !== product.interestPpmPerDay.first &&
    view.interestRatePerDay === ppmToPercent(product.interestPpmPerDay.repeat);
  try {
    const quote = priceLoan(product, MARKET_LENDING[market.id], {
      amountMinor: toMinor(loanAmount),
      startDate: dateIn(now, market.timeZone),
      repeat,
    });
    return quoteView(quote, market.currency);
  } catch {
    return undefined;
  }
}
