import { describe, expect, it } from 'vitest';
import type { LoanProduct } from './loan-product.ts';
import { penaltyCap, penaltyForDay } from './penalty.ts';
import { findProduct } from './products.ts';

const mx91 = findProduct('mx-91') as LoanProduct;

/**
 * The reference table for close of business: the server's set-based SQL must give these numbers.
 * Columns: overdue, penalty so far, amount lent, the day's penalty (minor units). 0.5 % a day on
 * what is overdue, rounded half up, the total never above 25 % of the amount lent.
 */
describe('late penalty (0.5 % a day on what is overdue, capped at 25 % of the amount)', () => {
  it.each([
    [36_033, 0, 100_000, 180], // 180.165 → 180
    [36_100, 0, 100_000, 181], // 180.5 → 181 (half up)
    [36_099, 0, 100_000, 180], // 180.495 → 180
    [100_000, 0, 100_000, 500],
    [100_000, 24_500, 100_000, 500], // exactly reaches the cap
    [100_000, 24_800, 100_000, 200], // only the room left under the cap
    [100_000, 24_900, 100_000, 100],
    [100_000, 25_000, 100_000, 0],
    [100_000, 26_000, 100_000, 0], // already over (a changed product): nothing more, never negative
    [0, 0, 100_000, 0],
    [-5, 0, 100_000, 0],
    [5_000_000, 0, 5_000_000, 25_000],
    [99, 0, 100_000, 0], // 0.495 → 0
    [100, 0, 100_000, 1], // 0.5 → 1
  ])('%i overdue with %i charged so far on %i lent: %i today', (overdue, soFar, amount, expected) => {
    expect(penaltyForDay(mx91, overdue, soFar, amount)).toBe(expected);
  });

  it.each([
    [100_000, 25_000],
    [5_000_000, 1_250_000],
    [150_002, 37_501], // 37,500.5 → 37,501
  ])('the cap on %i lent is %i', (amount, cap) => {
    expect(penaltyCap(mx91, amount)).toBe(cap);
  });

  it('adds up over a long delay to exactly the cap and no more', () => {
    let total = 0;
    for (let day = 0; day < 365; day++) total += penaltyForDay(mx91, 36_033, total, 100_000);
    expect(total).toBe(25_000);
  });
});
