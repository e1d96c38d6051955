import { describe, expect, it } from 'vitest';
import { priceLoan } from '../pricing/price-loan.ts';
import { findProduct, MARKET_LENDING } from '../pricing/products.ts';
import type { CouponTerms } from './coupon-definitions.ts';

const mx91 = findProduct('mx-91');
if (!mx91) throw new Error('mx-91 is configured');
const price = (coupon?: CouponTerms) =>
  priceLoan(mx91, MARKET_LENDING.MX, {
    amountMinor: 500_000,
    startDate: '2026-11-22',
    repeat: false,
    coupon,
  });

describe('a coupon on a priced loan', () => {
  const plain = price();

  it('takes an amount off the interest of the first phase, lowering the total and the CAT', () => {
    const quote = price({ couponId: 'c1', kind: 'interestOff', value: 10_000 });
    expect(quote.coupon).toEqual({
      couponId: 'c1',
      kind: 'interestOff',
      value: 10_000,
      appliesTo: 'interest',
      discount: 10_000,
    });
    expect(quote.phases.map((p) => p.coupon)).toEqual([10_000, 0, 0]);
    // The IVA on phase 1's interest falls on what the coupon leaves of it: 16 % of 135.00 − 100.00
    // = 5.60 instead of 21.60; the other phases' IVA (14.88, 7.20) does not move.
    expect(plain.phases.map((p) => p.interestTax)).toEqual([2_160, 1_488, 720]);
    expect(quote.phases.map((p) => p.interestTax)).toEqual([560, 1_488, 720]);
    expect(quote.totalRepay).toBe(plain.totalRepay - 10_000 - 1_600);
    // Every other charge stays what it was: the coupon is a credit against them.
    const charges = (q: typeof plain) =>
      q.phases.map(({ principal, interest, fee, tax }) => [principal, interest, fee, tax]);
    expect(charges(quote)).toEqual(charges(plain));
    expect(quote.disbursed).toBe(plain.disbursed);
    expect(quote.annualCostBp).toBeLessThan(plain.annualCostBp);
  });

  it('never takes off more interest than there is, spilling into later phases first', () => {
    const quote = price({ couponId: 'c1', kind: 'interestOff', value: 100_000_000 });
    expect(quote.coupon?.discount).toBe(plain.interest);
    expect(quote.phases.map((p) => p.coupon)).toEqual(plain.phases.map((p) => p.interest));
    // No interest is left to pay, so no IVA on it either: the principal alone (the fee was kept).
    expect(quote.interestTax).toBe(0);
    expect(quote.totalRepay).toBe(500_000);
  });

  it('makes the first days free of interest on the principal then owed', () => {
    const quote = price({ couponId: 'c2', kind: 'interestFreeDays', value: 3 });
    // 5,000.00 at 0.09 % a day for 3 days = 13.50
    expect(quote.coupon?.discount).toBe(1_350);
    expect(quote.phases.map((p) => p.coupon)).toEqual([1_350, 0, 0]);
  });

  it('gives a fee kept up front back off the first payment, never more than the fee', () => {
    const quote = price({ couponId: 'c3', kind: 'feeOff', value: 20_000 });
    expect(quote.coupon?.appliesTo).toBe('principal');
    expect(quote.coupon?.discount).toBe(20_000);
    expect(quote.disbursed).toBe(plain.disbursed);
    const huge = price({ couponId: 'c3', kind: 'feeOff', value: 10_000_000 });
    expect(huge.coupon?.discount).toBe(plain.fee);
  });

  it('takes a fee in the schedule off that fee', () => {
    const inSchedule = { ...mx91, feeUpfront: false };
    const quote = priceLoan(inSchedule, MARKET_LENDING.MX, {
      amountMinor: 500_000,
      startDate: '2026-11-22',
      repeat: false,
      coupon: { couponId: 'c3', kind: 'feeOff', value: 1_000 },
    });
    expect(quote.coupon?.appliesTo).toBe('fee');
    expect(quote.phases[0]?.coupon).toBe(1_000);
  });

  it('refuses a coupon worth nothing', () => {
    expect(() => price({ couponId: 'c4', kind: 'interestOff', value: 0 })).toThrow(RangeError);
  });
});
