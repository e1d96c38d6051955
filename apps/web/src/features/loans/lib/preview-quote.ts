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
import { serviceDate } from '../../../lib/service-clock.ts';

/**
 * The key facts of an amount before applying, computed in the browser by the same domain pricing
 * the server runs, so the borrower sees them move with the picker. The service's quote
 * (/loan/confirm/product-info) stays the authority: this is undefined when the product is not the
 * domain's, or the amount is not a lendable one. Dated by the service's clock, as the service dates
 * its own quote, so the due dates agree from screen to screen (decision 033).
 */
export function previewQuote(
  market: Market,
  view: ProductView,
  loanAmount: number | undefined,
  now = serviceDate(),
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
