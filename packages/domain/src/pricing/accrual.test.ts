import { describe, expect, it } from 'vitest';
import { accrueInterest } from './accrual.ts';
import { priceLoan } from './price-loan.ts';
import { LOAN_PRODUCTS, MARKET_LENDING } from './products.ts';

describe('accrueInterest', () => {
  const cases = LOAN_PRODUCTS.flatMap((product) =>
    [product.amount.min, product.amount.min + product.amount.step * 7, product.amount.max].flatMap(
      (amountMinor) => [false, true].map((repeat) => ({ product, amountMinor, repeat })),
    ),
  );

  it.each(cases)(
    'with nothing repaid early gives each phase the interest priced ($product.id, $amountMinor)',
    ({ product, amountMinor, repeat }) => {
      const quote = priceLoan(product, MARKET_LENDING[product.market], {
        amountMinor,
        startDate: '2027-03-01',
        repeat,
      });
      const accrual = accrueInterest(
        {
          amountMinor,
          interestPpmPerDay: quote.interestPpmPerDay,
          startDate: quote.startDate,
          phases: quote.phases,
        },
        [],
        quote.dueDate,
      );
      expect(accrual.map((a) => a.interest)).toEqual(quote.phases.map((p) => p.interest));
      // On the last due date every phase but the last has accrued whole; the last lacks its last day.
      expect(accrual.slice(0, -1).map((a) => a.accrued)).toEqual(
        quote.phases.slice(0, -1).map((p) => p.interest),
      );
    },
  );

  it('charges no interest for a day on which the principal was already repaid', () => {
    const terms = {
      amountMinor: 100_000,
      interestPpmPerDay: 1_000,
      startDate: '2027-01-01',
      phases: [{ phase: 1, days: 10, principal: 100_000, dueDate: '2027-01-11' }],
    };
    expect(accrueInterest(terms, [{ date: '2027-01-01', amountMinor: 100_000 }], '2027-01-11')).toEqual([
      { phase: 1, interest: 0, accrued: 0 },
    ]);
    // Half repaid on day 4: four days on 1,000.00 and six on 500.00, at 0.1 % a day = 4.00 + 3.00.
    expect(accrueInterest(terms, [{ date: '2027-01-05', amountMinor: 50_000 }], '2027-01-07')).toEqual([
      { phase: 1, interest: 700, accrued: 500 },
    ]);
  });

  it('refuses a date that is not a calendar date', () => {
    const terms = { amountMinor: 1, interestPpmPerDay: 1, startDate: '2027-01-01', phases: [] };
    expect(() => accrueInterest(terms, [], '2027-02-30')).toThrow(RangeError);
  });
});
