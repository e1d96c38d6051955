import { describe, expect, it } from 'vitest';
import type { LoanProduct } from './loan-product.ts';
import { findProduct, LOAN_PRODUCTS, MARKET_LENDING } from './products.ts';
import { validateProducts } from './validate-products.ts';

const base = findProduct('mx-91') as LoanProduct;

describe('product configuration', () => {
  it('accepts the demo products of both markets (every amount, both rates, under the ceilings)', () => {
    expect(() => validateProducts(LOAN_PRODUCTS, MARKET_LENDING)).not.toThrow();
  });

  it.each<[string, Partial<LoanProduct>, RegExp]>([
    ['a 60-day loan (Google Play)', { tenorDays: 60, phases: 2 }, /tenor must be at least 61 days/],
    [
      'interest above 36 % a year',
      { interestPpmPerDay: { first: 1000, repeat: 600 } },
      /interest \(36\.5 % a year\) exceeds the yearly maximum of 36 %/,
    ],
    ['a repeat rate above the first', { interestPpmPerDay: { first: 900, repeat: 950 } }, /repeat interest/],
    ['a negative rate', { interestPpmPerDay: { first: 900, repeat: -1 } }, /must not be negative/],
    ['a fee above 0.98 % a day', { feePpmPerDay: 9_900 }, /processing fee must be between 0 and 0\.98 %/],
    ['the spec’s 2 % a day penalty', { penaltyPpmPerDay: 20_000 }, /late penalty must be between 0 and 1 %/],
    ['an uncapped penalty', { penaltyCapPpm: 0 }, /penalty must be capped/],
    ['a penalty cap above half the amount', { penaltyCapPpm: 600_000 }, /no more than 50 %/],
    [
      'a step that does not divide the range',
      { amount: { min: 100_000, max: 5_000_000, step: 30_000 } },
      /step/,
    ],
    ['min above max', { amount: { min: 600_000, max: 500_000, step: 50_000 } }, /min ≤ max/],
    ['a fractional amount', { amount: { min: 100_000.5, max: 5_000_000.5, step: 50_000 } }, /whole numbers/],
    [
      'a picker of a million amounts',
      { amount: { min: 100, max: 1_000_099, step: 1 } },
      /more than 2000 amounts/,
    ],
    [
      'a CAT above the ceiling',
      { feePpmPerDay: 3_000 },
      /CAT at 100000 \(first rate\) is \d+\.\d+ %, above the ceiling of 100 %/,
    ],
    ['more phases than days', { phases: 92 }, /phases/],
    ['a rollover without days', { rollover: { days: 0, feePpm: 20_000, maxPerLoan: 1 } }, /rollover/],
    [
      'a negative number of extensions',
      { rollover: { days: 7, feePpm: 10_000, maxPerLoan: -1 } },
      /extensions per loan must be a whole number, 0 or more/,
    ],
    [
      'half an extension',
      { rollover: { days: 7, feePpm: 10_000, maxPerLoan: 0.5 } },
      /extensions per loan must be a whole number/,
    ],
    [
      'a repayment minimum of zero',
      { repayment: { ...base.repayment, minMinor: 0 } },
      /minimum and step must be positive/,
    ],
    [
      'a repayment step of zero',
      { repayment: { ...base.repayment, stepMinor: 0 } },
      /minimum and step must be positive/,
    ],
    [
      'a fractional repayment minimum',
      { repayment: { ...base.repayment, minMinor: 10_000.5 } },
      /minimum and step must be whole numbers/,
    ],
    [
      'a repayment step in centavos (the spec asks for an integer)',
      { repayment: { ...base.repayment, minMinor: 10_050, stepMinor: 50 } },
      /step must be whole major units/,
    ],
    [
      'a minimum that is not a multiple of the step',
      { repayment: { ...base.repayment, minMinor: 15_000, stepMinor: 10_000 } },
      /minimum must be a multiple of the step/,
    ],
    [
      'an allocation missing principal',
      {
        repayment: {
          ...base.repayment,
          allocation: ['penalty', 'rolloverFee', 'rolloverTax', 'fee', 'tax', 'interest', 'interestTax'],
        },
      },
      /allocation must name each charge exactly once/,
    ],
    [
      'an allocation naming interest twice',
      {
        repayment: {
          ...base.repayment,
          allocation: [
            'penalty',
            'rolloverFee',
            'rolloverTax',
            'fee',
            'tax',
            'interest',
            'interest',
            'interestTax',
            'principal',
          ],
        },
      },
      /allocation must name each charge exactly once/,
    ],
    [
      'an allocation with a charge the ledger does not know',
      {
        repayment: {
          ...base.repayment,
          allocation: [
            'penalty',
            'rolloverFee',
            'rolloverTax',
            'fee',
            'tax',
            'interest',
            'interestTax',
            'coupon' as never,
          ],
        },
      },
      /allocation must name each charge exactly once/,
    ],
    [
      'an allocation listing the penalty after a phase charge',
      {
        repayment: {
          ...base.repayment,
          allocation: [
            'rolloverFee',
            'rolloverTax',
            'fee',
            'penalty',
            'tax',
            'interest',
            'interestTax',
            'principal',
          ],
        },
      },
      /penalty and extension charges before the phase charges/,
    ],
    ['an offer valid for no time', { offerValidHours: 0 }, /offer must stay valid/],
    ['a product for a market without rules', { market: 'IN' as never }, /no lending rules for market IN/],
  ])('refuses %s, naming the product and the rule', (_name, change, message) => {
    const broken = { ...base, ...change };
    expect(() => validateProducts([broken], MARKET_LENDING)).toThrow(/^Loan product mx-91: /);
    expect(() => validateProducts([broken], MARKET_LENDING)).toThrow(message);
  });

  it('checks the annual cost at every amount, not only at the ends of the range', () => {
    // At 2, 3 and 4 pesos rounding the fee to the cent gives a CAT of 83.3 %, 87.7 % and 83.8 %:
    // a ceiling of 85 % passes both ends and must still refuse the middle amount.
    const tiny = { ...base, amount: { min: 200, max: 400, step: 100 } };
    const lending = { ...MARKET_LENDING, MX: { ...MARKET_LENDING.MX, annualCostCeilingPpm: 850_000 } };
    expect(() => validateProducts([tiny], lending)).toThrow(/CAT at 300 \(first rate\) is 87\.7 %/);
  });

  it('refuses a fee that leaves nothing to disburse', () => {
    const lending = {
      ...MARKET_LENDING,
      MX: { ...MARKET_LENDING.MX, maxYearlyInterestPpm: 10_000_000, annualCostCeilingPpm: 1_000_000_000 },
    };
    const greedy = { ...base, tenorDays: 365, phases: 12, feePpmPerDay: 9_800 };
    expect(() => validateProducts([greedy], lending)).toThrow(/leave nothing to disburse/);
  });

  it('accepts no extension at all, other repayment figures and another order within each group', () => {
    const other: LoanProduct = {
      ...base,
      rollover: { ...base.rollover, maxPerLoan: 0 },
      repayment: {
        minMinor: 50_000,
        stepMinor: 5_000,
        allowOverpayment: true,
        allocation: [
          'rolloverTax',
          'rolloverFee',
          'penalty',
          'principal',
          'interestTax',
          'interest',
          'tax',
          'fee',
        ],
      },
    };
    expect(() => validateProducts([other], MARKET_LENDING)).not.toThrow();
  });

  it('refuses the same id twice', () => {
    expect(() => validateProducts([base, base], MARKET_LENDING)).toThrow(/used twice/);
  });
});
