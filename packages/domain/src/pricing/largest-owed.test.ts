import { describe, expect, it } from 'vitest';
import { largestAmountOwed, largestOwedFor } from './largest-owed.ts';
import { priceLoan } from './price-loan.ts';
import { findProduct, MARKET_LENDING, productsFor } from './products.ts';

describe('the largest amount a loan could ever make a borrower owe', () => {
  it('is, for mx-180, 50,000 pesos with interest, one extension fee and the whole penalty cap, taxed', () => {
    // 180 days at 0.09 % (16.2 %) + one extension (1 %) + penalty cap (25 %) = 42.2 %, taxed 16 %:
    // 48.952 % of 50,000.00 pesos.
    expect(largestOwedFor(findProduct('mx-180')!)).toBe(5_000_000 + 2_447_600);
    expect(largestAmountOwed('MX')).toBe(7_447_600);
    // ng-180: the same 42.2 % taxed at Nigeria's 7.5 % VAT on the fee, 45.365 % of 500,000 naira.
    expect(largestAmountOwed('NG')).toBe(50_000_000 + 22_682_500);
  });

  it('is never below what the largest loan is quoted to repay', () => {
    for (const market of ['MX', 'NG'] as const)
      for (const product of productsFor(market)) {
        const quote = priceLoan(product, MARKET_LENDING[market], {
          amountMinor: product.amount.max,
          startDate: '2026-01-01',
          repeat: false,
        });
        expect(largestOwedFor(product)).toBeGreaterThan(quote.totalRepay);
        expect(largestAmountOwed(market)).toBeGreaterThanOrEqual(largestOwedFor(product));
      }
  });

  it('is nothing for a market without products', () => {
    expect(largestAmountOwed('MX', [])).toBe(0);
  });
});
