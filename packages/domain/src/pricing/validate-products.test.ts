import { describe, expect, it } from 'vitest';
import type { LoanProduct } from './loan-product.ts';
import { findProduct, LOAN_PRODUCTS, MARKET_LENDING } from './products.ts';
import { validateProducts } from './validate-products.ts';

const base = findProduct('mx-91') as LoanProduct;

describe('product configuration', () => {
  it('accepts the demo products of both markets', () => {
    expect(() => validateProducts(LOAN_PRODUCTS, MARKET_LENDING)).not.toThrow();
  });

  it.each<[string, Partial<LoanProduct>, RegExp]>([
    ['a 60-day loan (Google Play)', { tenorDays: 60, phases: 2 }, /at least 61 days/],
    ['interest above 36 % a year', { interestPpmPerDay: { first: 1000, repeat: 600 } }, /yearly maximum/],
    ['a repeat rate above the first', { interestPpmPerDay: { first: 900, repeat: 950 } }, /repeat interest/],
    ['a fee above 0.98 % a day', { feePpmPerDay: 9_900 }, /0\.98 %/],
    [
      'a step that does not divide the range',
      { amount: { min: 100_000, max: 5_000_000, step: 30_000 } },
      /step/,
    ],
    ['min above max', { amount: { min: 600_000, max: 500_000, step: 50_000 } }, /min ≤ max/],
    ['a CAT above the ceiling', { feePpmPerDay: 3_000 }, /CAT at .* above the ceiling of 100 %/],
    ['more phases than days', { phases: 92 }, /phases/],
  ])('refuses %s, naming the product and the rule', (_name, change, message) => {
    const broken = { ...base, ...change };
    expect(() => validateProducts([broken], MARKET_LENDING)).toThrow(/Loan product mx-91: /);
    expect(() => validateProducts([broken], MARKET_LENDING)).toThrow(message);
  });

  it('refuses the same id twice', () => {
    expect(() => validateProducts([base, base], MARKET_LENDING)).toThrow(/used twice/);
  });
});
