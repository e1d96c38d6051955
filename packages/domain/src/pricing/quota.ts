import type { LoanProduct, MarketLending } from './loan-product.ts';

/** A borrower's limit: the first loan's, raised per loan repaid on time, up to the ceiling. */
export function quotaFor(lending: MarketLending, onTimeLoans: number): number {
  const { first, risePerOnTimeLoan, ceiling } = lending.quota;
  return Math.min(ceiling, first + risePerOnTimeLoan * Math.max(0, onTimeLoans));
}

export type AmountProblem =
  | { error: 'amountOutOfRange'; params: { min: number; max: number; step: number } }
  | { error: 'amountOverQuota'; params: { quota: number } };

/** Why an amount cannot be lent under a product and a quota (params in minor units), if it cannot. */
export function amountProblem(
  product: LoanProduct,
  amountMinor: number,
  quotaMinor: number,
): AmountProblem | undefined {
  const { min, max, step } = product.amount;
  if (
    !Number.isSafeInteger(amountMinor) ||
    amountMinor < min ||
    amountMinor > max ||
    (amountMinor - min) % step
  ) {
    return { error: 'amountOutOfRange', params: { min, max, step } };
  }
  if (amountMinor > quotaMinor) return { error: 'amountOverQuota', params: { quota: quotaMinor } };
  return undefined;
}

/** The amounts a picker offers: every step from the product's minimum up to the quota. */
export function stepAmounts(product: LoanProduct, quotaMinor: number): number[] {
  const { min, max, step } = product.amount;
  const amounts: number[] = [];
  for (let amount = min; amount <= Math.min(max, quotaMinor); amount += step) amounts.push(amount);
  return amounts;
}
