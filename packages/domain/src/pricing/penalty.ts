import type { LoanProduct } from './loan-product.ts';
import { applyPpm } from './money.ts';

/**
 * One day's late penalty: the product's daily rate on what is overdue, never taking the total
 * penalty over its cap (a share of the amount lent). Close of business must give the same figure.
 */
export function penaltyForDay(
  product: LoanProduct,
  overdueMinor: number,
  penaltySoFarMinor: number,
  amountMinor: number,
): number {
  if (overdueMinor <= 0) return 0;
  const room = Math.max(0, penaltyCap(product, amountMinor) - penaltySoFarMinor);
  return Math.min(applyPpm(overdueMinor, product.penaltyPpmPerDay), room);
}

export function penaltyCap(product: LoanProduct, amountMinor: number): number {
  return applyPpm(amountMinor, product.penaltyCapPpm);
}
