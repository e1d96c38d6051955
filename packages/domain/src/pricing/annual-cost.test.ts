import { describe, expect, it } from 'vitest';
import { annualCostBp } from './annual-cost.ts';

const monthly = (payment: number, months: number, perYear = 12) =>
  Array.from({ length: months }, (_, k) => ({ years: (k + 1) / perYear, amount: -payment }));

describe('annual cost (Banxico CAT equation)', () => {
  // Worked numbers of reference/domain.md §7.
  it.each([
    ['1,000 lent, 1,200 repaid after a month', [{ years: 0, amount: 1000 }, ...monthly(1200, 1)], 79160],
    ['three monthly payments of 400', [{ years: 0, amount: 1000 }, ...monthly(400, 3)], 20380],
    ['six fortnightly payments of 200', [{ years: 0, amount: 1000 }, ...monthly(200, 6, 24)], 25910],
  ])('%s', (_name, flows, expectedBp) => {
    expect(Math.abs(annualCostBp(flows) - expectedBp)).toBeLessThanOrEqual(10);
  });

  it('is zero when exactly the amount lent is repaid', () => {
    expect(annualCostBp([{ years: 0, amount: 1000 }, ...monthly(500, 2)])).toBe(0);
  });

  it('refuses flows that are not a loan', () => {
    expect(() => annualCostBp([{ years: 0, amount: 1000 }])).toThrow(RangeError);
  });
});
