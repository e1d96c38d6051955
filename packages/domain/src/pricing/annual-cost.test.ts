import { describe, expect, it } from 'vitest';
import { annualCostBp, type CashFlow } from './annual-cost.ts';

const payments = (payment: number, count: number, perYear: number): CashFlow[] =>
  Array.from({ length: count }, (_, k) => ({ years: (k + 1) / perYear, amount: -payment }));

describe('annual cost (Banxico CAT equation)', () => {
  // Worked numbers of reference/domain.md §7 (1/12 a month, 1/24 a fortnight); the expected basis
  // points were solved separately (exact: 1.2^12 − 1 = 791.61 %; the others by bisection to 1e-12).
  it.each<[string, CashFlow[], number]>([
    [
      '1,000 lent, 1,200 repaid after a month (≈ 791.6 %)',
      [{ years: 0, amount: 1000 }, ...payments(1200, 1, 12)],
      79161,
    ],
    [
      'three monthly payments of 400 (≈ 203.8 %)',
      [{ years: 0, amount: 1000 }, ...payments(400, 3, 12)],
      20376,
    ],
    [
      'six fortnightly payments of 200 (≈ 259.1 %)',
      [{ years: 0, amount: 1000 }, ...payments(200, 6, 24)],
      25915,
    ],
    ['exactly the amount lent repaid', [{ years: 0, amount: 1000 }, ...payments(500, 2, 12)], 0],
    [
      'less repaid than lent (a negative cost)',
      [
        { years: 0, amount: 1000 },
        { years: 1, amount: -900 },
      ],
      -1000,
    ],
    [
      '10 % after a year',
      [
        { years: 0, amount: 1000 },
        { years: 1, amount: -1100 },
      ],
      1000,
    ],
    [
      'fee kept at the start: 950 received, 1,000 repaid in a year',
      [
        { years: 0, amount: 950 },
        { years: 1, amount: -1000 },
      ],
      526,
    ],
  ])('%s → %i bp', (_name, flows, expectedBp) => {
    expect(annualCostBp(flows)).toBe(expectedBp);
  });

  it('gives the same rate with the signs the other way round (the lender’s view)', () => {
    const borrower = [{ years: 0, amount: 1000 }, ...payments(400, 3, 12)];
    const lender = borrower.map((f) => ({ ...f, amount: -f.amount }));
    expect(annualCostBp(lender)).toBe(annualCostBp(borrower));
  });

  it.each<[string, CashFlow[]]>([
    ['only a disbursement', [{ years: 0, amount: 1000 }]],
    [
      'only payments',
      [
        { years: 0, amount: 0 },
        { years: 1, amount: -1000 },
      ],
    ],
    ['nothing at all', []],
  ])('refuses flows that are not a loan: %s', (_name, flows) => {
    expect(() => annualCostBp(flows)).toThrow(RangeError);
  });
});
