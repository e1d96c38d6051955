import { describe, expect, it } from 'vitest';
import type { LoanProduct } from './loan-product.ts';
import { findProduct, MARKET_LENDING } from './products.ts';
import { amountProblem, quotaFor, stepAmounts } from './quota.ts';

const mx91 = findProduct('mx-91') as LoanProduct;
const ng180 = findProduct('ng-180') as LoanProduct;

describe('quota ladder', () => {
  it.each([
    ['MX', 0, 500_000],
    ['MX', 1, 750_000],
    ['MX', 4, 1_500_000],
    ['MX', 17, 4_750_000],
    ['MX', 18, 5_000_000],
    ['MX', 40, 5_000_000],
    ['MX', -3, 500_000],
    ['NG', 0, 5_000_000],
    ['NG', 1, 7_500_000],
    ['NG', 18, 50_000_000],
    ['NG', 100, 50_000_000],
  ] as const)('%s after %i on-time loans: a limit of %i minor units', (market, loans, quota) => {
    expect(quotaFor(MARKET_LENDING[market], loans)).toBe(quota);
  });
});

describe('amount checks', () => {
  it.each([
    [mx91, 100_000, 500_000, undefined],
    [mx91, 500_000, 500_000, undefined],
    [mx91, 99_999, 500_000, 'amountOutOfRange'],
    [mx91, 125_000, 500_000, 'amountOutOfRange'],
    [mx91, 5_050_000, 9_000_000, 'amountOutOfRange'],
    [mx91, 550_000, 500_000, 'amountOverQuota'],
    [mx91, 100_000.5, 500_000, 'amountOutOfRange'],
    [mx91, Number.NaN, 500_000, 'amountOutOfRange'],
    [ng180, 2_500_000, 5_000_000, 'amountOutOfRange'],
    [ng180, 3_000_000, 5_000_000, undefined],
    [ng180, 5_500_000, 5_000_000, 'amountOverQuota'],
  ] as const)('%#: %i minor units with a quota of %i → %s', (product, amount, quota, error) => {
    expect(amountProblem(product, amount, quota)?.error).toBe(error);
  });

  it('says the range or the quota in its parameters (minor units)', () => {
    expect(amountProblem(mx91, 99_999, 500_000)).toEqual({
      error: 'amountOutOfRange',
      params: { min: 100_000, max: 5_000_000, step: 50_000 },
    });
    expect(amountProblem(mx91, 550_000, 500_000)).toEqual({
      error: 'amountOverQuota',
      params: { quota: 500_000 },
    });
  });

  it.each([
    [mx91, 300_000, [100_000, 150_000, 200_000, 250_000, 300_000]],
    [mx91, 320_000, [100_000, 150_000, 200_000, 250_000, 300_000]],
    [mx91, 50_000, []],
    [ng180, 5_000_000, [3_000_000, 3_500_000, 4_000_000, 4_500_000, 5_000_000]],
  ] as const)(
    '%#: the picker offers every step from the minimum up to the quota',
    (product, quota, amounts) => {
      expect(stepAmounts(product, quota)).toEqual(amounts);
    },
  );

  it('never offers more than the product maximum, whatever the quota', () => {
    const amounts = stepAmounts(mx91, 99_000_000);
    expect(amounts.at(-1)).toBe(5_000_000);
    expect(amounts).toHaveLength(99);
  });
});
