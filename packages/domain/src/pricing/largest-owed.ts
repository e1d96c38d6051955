import type { MarketId } from '../markets/markets.ts';
import type { LoanProduct } from './loan-product.ts';
import { LOAN_PRODUCTS, MARKET_LENDING } from './products.ts';

const PPM = 1_000_000;

/**
 * The most one loan of this product could ever make a borrower owe, in minor units, as an upper
 * bound: its largest amount with every charge at its worst. Interest at the higher of the two rates
 * for the whole tenor (an extension moves due dates but adds no days of interest, and a late phase is
 * charged a penalty, not more interest: accrual.ts), the fee when it is not kept from the money sent,
 * every extension's fee, the penalty up to its cap, and each charge taxed at the market's higher rate
 * (which over-counts, on purpose: a bound must never be below what is owed).
 */
export function largestOwedFor(product: LoanProduct): number {
  const lending = MARKET_LENDING[product.market];
  const taxed = PPM + Math.max(lending.feeTaxPpm, lending.interestTaxPpm);
  const interestPpm =
    Math.max(product.interestPpmPerDay.first, product.interestPpmPerDay.repeat) * product.tenorDays;
  const feePpm = product.feeUpfront ? 0 : product.feePpmPerDay * product.tenorDays;
  const extensionsPpm = product.rollover.feePpm * product.rollover.maxPerLoan;
  const chargesPpm = ((interestPpm + feePpm + extensionsPpm + product.penaltyCapPpm) * taxed) / PPM;
  return product.amount.max + Math.ceil((product.amount.max * chargesPpm) / PPM);
}

/**
 * The largest amount any product of the market could ever make one borrower owe: a single incoming
 * payment above it cannot be for a loan of ours (docs/decisions/037), whatever the borrower meant.
 */
export function largestAmountOwed(
  market: MarketId,
  products: readonly LoanProduct[] = LOAN_PRODUCTS,
): number {
  const owed = products.filter((p) => p.market === market).map(largestOwedFor);
  return owed.length > 0 ? Math.max(...owed) : 0;
}
