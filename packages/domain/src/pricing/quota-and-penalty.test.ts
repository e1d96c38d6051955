import { describe, expect, it } from 'vitest';
import { penaltyCap, penaltyForDay } from './penalty.ts';
import { findProduct, MARKET_LENDING } from './products.ts';
import { amountProblem, quotaFor, stepAmounts } from './quota.ts';

const mx91 = findProduct('mx-91');
if (!mx91) throw new Error('mx-91 is configured');

describe('quota ladder', () => {
  it.each([
    [0, 500_000],
    [1, 750_000],
    [4, 1_500_000],
    [18, 5_000_000],
    [40, 5_000_000],
  ])('after %i on-time loans a Mexican borrower may borrow up to %i centavos', (loans, quota) => {
    expect(quotaFor(MARKET_LENDING.MX, loans)).toBe(quota);
  });

  it('starts a Nigerian borrower at 50,000 naira with a ceiling of 500,000', () => {
    expect(quotaFor(MARKET_LENDING.NG, 0)).toBe(5_000_000);
    expect(quotaFor(MARKET_LENDING.NG, 100)).toBe(50_000_000);
  });
});

describe('amount checks', () => {
  it.each([
    [100_000, 500_000, undefined],
    [500_000, 500_000, undefined],
    [99_999, 500_000, 'amountOutOfRange'],
    [125_000, 500_000, 'amountOutOfRange'],
    [5_050_000, 9_000_000, 'amountOutOfRange'],
    [550_000, 500_000, 'amountOverQuota'],
    [100_000.5, 500_000, 'amountOutOfRange'],
  ])('%i centavos with a quota of %i: %s', (amount, quota, error) => {
    expect(amountProblem(mx91, amount, quota)?.error).toBe(error);
  });

  it('offers every step from the minimum up to the quota', () => {
    expect(stepAmounts(mx91, 300_000)).toEqual([100_000, 150_000, 200_000, 250_000, 300_000]);
    expect(stepAmounts(mx91, 50_000)).toEqual([]);
  });
});

describe('late penalty', () => {
  it('charges 0.5 % a day on what is overdue', () => {
    expect(penaltyForDay(mx91, 36_033, 0, 100_000)).toBe(180);
  });

  it('never takes the total over a quarter of the amount lent', () => {
    expect(penaltyCap(mx91, 100_000)).toBe(25_000);
    expect(penaltyForDay(mx91, 100_000, 24_800, 100_000)).toBe(200);
    expect(penaltyForDay(mx91, 100_000, 24_900, 100_000)).toBe(100);
    expect(penaltyForDay(mx91, 100_000, 25_000, 100_000)).toBe(0);
  });

  it('charges nothing when nothing is overdue', () => {
    expect(penaltyForDay(mx91, 0, 0, 100_000)).toBe(0);
  });
});
