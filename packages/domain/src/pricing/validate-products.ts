import type { LoanProduct, MarketLending } from './loan-product.ts';
import { priceLoan } from './price-loan.ts';

/** The spec's ceiling on the processing fee: 0.98 % a day. */
export const MAX_FEE_PPM_PER_DAY = 9_800;
/** Google Play refuses loans to be repaid in full within 60 days; so does this product. */
export const MIN_TENOR_DAYS = 61;

/**
 * Refuses, when the configuration loads, any product that would break a rule: a borrower must never
 * be offered a loan the market's rules forbid. The message names the product and the rule.
 */
export function validateProducts(
  products: readonly LoanProduct[],
  lending: Readonly<Record<string, MarketLending>>,
): void {
  const ids = new Set<string>();
  for (const product of products) {
    const fail = (rule: string): never => {
      throw new Error(`Loan product ${product.id}: ${rule}`);
    };
    if (ids.has(product.id)) fail('the id is used twice');
    ids.add(product.id);
    const market = lending[product.market];
    if (!market) fail(`no lending rules for market ${product.market}`);
    if (!market) continue;
    const { min, max, step } = product.amount;
    if (!(min > 0 && step > 0 && min <= max)) fail('the amount range must be positive and min ≤ max');
    if ((max - min) % step !== 0) fail('the step must divide the amount range');
    if (product.tenorDays < MIN_TENOR_DAYS) fail(`the tenor must be at least ${MIN_TENOR_DAYS} days`);
    if (!(product.phases >= 1 && product.phases <= product.tenorDays))
      fail('phases must be between 1 and the tenor');
    const { first, repeat } = product.interestPpmPerDay;
    if (repeat > first) fail('the repeat interest rate must not exceed the first-loan rate');
    if (first * 365 > market.maxYearlyInterestPpm) fail('the interest exceeds the yearly maximum');
    if (product.feePpmPerDay > MAX_FEE_PPM_PER_DAY) fail('the processing fee exceeds 0.98 % a day');
    if (product.penaltyCapPpm > 1_000_000) fail('the penalty cap must not exceed the amount lent');
    for (const amountMinor of [min, max]) {
      const quote = priceLoan(product, market, { amountMinor, startDate: '2026-01-01', repeat: false });
      if (quote.annualCostBp * 100 > market.annualCostCeilingPpm) {
        fail(
          `the ${market.annualCostName} at ${amountMinor} is ${quote.annualCostBp / 100} %, above the ceiling of ${market.annualCostCeilingPpm / 10_000} %`,
        );
      }
    }
  }
}
