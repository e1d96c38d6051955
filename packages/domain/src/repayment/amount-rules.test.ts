import { describe, expect, it } from 'vitest';
import { ERRORS, errorMessage } from '../errors/catalogue.ts';
import type { LoanProduct } from '../pricing/loan-product.ts';
import { findProduct } from '../pricing/products.ts';
import {
  REPAYMENT_AMOUNT_ERRORS,
  type RepaymentAmountProblem,
  repaymentAmountProblem,
  smallestPaymentCovering,
} from './amount-rules.ts';

const mx91 = findProduct('mx-91') as LoanProduct; // minimum 100.00 MXN, step 1.00 MXN
const ng91 = findProduct('ng-91') as LoanProduct; // minimum 1,000 NGN, step 100 NGN
const overpaying: LoanProduct = { ...mx91, repayment: { ...mx91.repayment, allowOverpayment: true } };

type Row = [string, number, number, RepaymentAmountProblem | undefined];

describe('what a payment may be (spec §5: an integer, above a minimum, a multiple of a step)', () => {
  it.each<Row>([
    ['the minimum', 10_000, 500_000, undefined],
    ['any whole number of pesos above it', 36_100, 105_460, undefined],
    ['centavos', 10_050, 500_000, 'notWhole'],
    ['a fraction of a centavo', 10_000.5, 500_000, 'notWhole'],
    ['not a number', Number.NaN, 500_000, 'notWhole'],
    ['one peso under the minimum', 9_900, 500_000, 'belowMinimum'],
    ['nothing', 0, 500_000, 'belowMinimum'],
    ['a negative amount', -10_000, 500_000, 'belowMinimum'],
    ['more than is owed', 500_100, 500_000, 'aboveOwed'],
    ['more than is owed, with centavos too: the debt is named first', 500_050, 500_000, 'aboveOwed'],
    ['exactly everything owed, with centavos', 36_033, 36_033, undefined],
    ['exactly everything owed, below the minimum', 5_000, 5_000, undefined],
    ['exactly everything owed, a single centavo', 1, 1, undefined],
    ['one centavo short of everything owed, below the minimum', 5_000, 5_001, 'belowMinimum'],
    ['above a debt smaller than the minimum', 10_000, 5_000, 'aboveOwed'],
    ['nothing, when nothing is owed', 0, 0, 'belowMinimum'],
  ])('Mexico: %s (%d of %d) → %s', (_name, amount, owed, problem) => {
    expect(repaymentAmountProblem(mx91, amount, owed)).toBe(problem);
  });

  it.each<Row>([
    ['the minimum, 1,000 NGN', 100_000, 1_000_000, undefined],
    ['a multiple of 100 NGN', 320_000, 1_000_000, undefined],
    ['1,150 NGN: whole, but not a multiple of 100', 115_000, 1_000_000, 'notStep'],
    ['990 NGN', 99_000, 1_000_000, 'belowMinimum'],
    ['kobo', 100_050, 1_000_000, 'notWhole'],
    ['exactly everything owed, not a multiple of 100', 337_912, 337_912, undefined],
  ])('Nigeria: %s → %s', (_name, amount, owed, problem) => {
    expect(repaymentAmountProblem(ng91, amount, owed)).toBe(problem);
  });

  it('takes more than is owed only where the product allows overpayment, and still whole', () => {
    expect(repaymentAmountProblem(overpaying, 600_000, 500_000)).toBeUndefined();
    expect(repaymentAmountProblem(overpaying, 600_050, 500_000)).toBe('notWhole');
    expect(repaymentAmountProblem(overpaying, 5_000, 1_000)).toBe('belowMinimum');
  });

  it.each([-1, 1.5, Number.NaN])('refuses to judge against a debt of %d', (owed) => {
    expect(() => repaymentAmountProblem(mx91, 10_000, owed)).toThrow(RangeError);
  });

  it('answers each problem with a catalogue entry that takes the product’s figures', () => {
    for (const [problem, name] of Object.entries(REPAYMENT_AMOUNT_ERRORS)) {
      expect(ERRORS[name].code, problem).toBeGreaterThanOrEqual(10010600);
      expect(ERRORS[name].code, problem).toBeLessThan(10010700);
    }
    expect(errorMessage(REPAYMENT_AMOUNT_ERRORS.belowMinimum, 'en', { min: '$100.00' })).toBe(
      'The minimum payment is $100.00',
    );
    expect(errorMessage(REPAYMENT_AMOUNT_ERRORS.notStep, 'es', { step: '₦100.00' })).toBe(
      'El monto debe ser múltiplo de ₦100.00',
    );
    expect(errorMessage(REPAYMENT_AMOUNT_ERRORS.aboveOwed, 'en', { owed: '$200.16' })).toBe(
      'The amount is more than you owe ($200.16)',
    );
  });
});

describe('the smallest payment that covers what is due', () => {
  it.each([
    ['an instalment with centavos rounds up to the peso', mx91, 16_033, 85_460, 16_100],
    ['a small remainder rises to the minimum', mx91, 2_000, 85_460, 10_000],
    ['a whole figure stays', mx91, 36_000, 85_460, 36_000],
    ['rounding past the debt pays the debt', mx91, 20_016, 20_016, 20_016],
    ['the minimum past the debt pays the debt', mx91, 2_000, 5_000, 5_000],
    ['naira round up to the hundred', ng91, 313_645, 1_003_513, 320_000],
    ['nothing owed, nothing to pay', mx91, 0, 0, 0],
  ] as const)('%s', (_name, product, target, owed, expected) => {
    expect(smallestPaymentCovering(product.repayment, target, owed)).toBe(expected);
  });

  it('is always allowed, covers the target, and no smaller allowed amount does (generated cases)', () => {
    let seed = 7;
    const next = (below: number) => {
      // A small linear congruential generator: the same cases on every run.
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % below;
    };
    for (let i = 0; i < 2_000; i++) {
      const stepMinor = (1 + next(5)) * 100;
      const product: LoanProduct = {
        ...mx91,
        repayment: { ...mx91.repayment, stepMinor, minMinor: stepMinor * (1 + next(20)) },
      };
      const owed = 1 + next(30_000);
      const target = next(owed + 1);
      const pay = smallestPaymentCovering(product.repayment, target, owed);
      expect(pay).toBeGreaterThanOrEqual(target);
      expect(repaymentAmountProblem(product, pay, owed)).toBeUndefined();
      let smallerAllowed: number | undefined;
      for (let smaller = Math.max(1, target); smaller < pay && smallerAllowed === undefined; smaller++) {
        if (!repaymentAmountProblem(product, smaller, owed)) smallerAllowed = smaller;
      }
      expect(smallerAllowed, `step ${stepMinor}, target ${target}, owed ${owed}`).toBeUndefined();
    }
  });

  it('refuses a target above the debt or not whole', () => {
    expect(() => smallestPaymentCovering(mx91.repayment, 2, 1)).toThrow(RangeError);
    expect(() => smallestPaymentCovering(mx91.repayment, 1.5, 10)).toThrow(RangeError);
  });
});
