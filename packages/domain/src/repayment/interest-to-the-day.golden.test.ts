import { describe, expect, it } from 'vitest';
import type { LoanProduct, MarketLending } from '../pricing/loan-product.ts';
import { addDays } from '../pricing/money.ts';
import { priceLoan } from '../pricing/price-loan.ts';
import { findProduct, MARKET_LENDING } from '../pricing/products.ts';
import { LoanBook } from './testing/loan-book.ts';

/**
 * Interest to the day, as the agreement words it: "0.09 % a day on the principal outstanding", and
 * paying early carries no penalty (docs/decisions/028-interest-to-the-day.md). Every figure below
 * was worked out apart from this code, day by day in exact fractions (each phase's interest is the
 * rate times the sum of the principal outstanding on each of its days, rounded half up once), and
 * written down by hand. Mexico's interest carries IVA at 16 %, Nigeria's no VAT
 * (docs/decisions/029-tax-on-interest.md): the IVA of a phase is 16 % of its interest less any
 * coupon on it, rounded half up once, and so is the IVA of what has accrued so far, so paying off
 * early pays the IVA of the days of interest only. The loans, both first loans at 900 ppm a day,
 * from 2027-01-04:
 *   mx-91 3,000 MXN: principal 1,000 a phase; interest 81.00 (30 days on 3,000), 55.80 (31 on
 *     2,000), 27.00 (30 on 1,000), IVA 12.96, 8.93 (8.928), 4.32; the fee and its IVA kept from the
 *     money sent.
 *   ng-91 50,000 NGN: principal 16,666.66, 16,666.66, 16,666.68; interest 1,350 (30 days on
 *     50,000), 930 (31 on 33,333.34), 450 (30 on 16,666.68); no tax on interest.
 * Phase 1 falls due on day 30 (2027-02-03), phase 2 on day 61, phase 3 on day 91.
 */
const START = '2027-01-04';
const day = (n: number) => addDays(START, n);

interface Market {
  name: string;
  product: LoanProduct;
  lending: MarketLending;
  amount: number;
  /** Phase totals as priced. */
  phases: [number, number, number];
  payoff: { day0: number; day1: number; day10: number; day45AfterPhase1: number; day91AfterPhases12: number };
  prepay: { amount: number; owedAfter: [number, number, number]; extensionFee: number; payoffDay40: number };
  overdue: { penaltyPerDay: number; payoffDay45: number };
  coupon: { value: number; payoffDay10: number };
}

const MARKETS: Market[] = [
  {
    name: 'Mexico',
    product: findProduct('mx-91') as LoanProduct,
    lending: MARKET_LENDING.MX,
    amount: 300_000,
    // 1,000 + 81.00 + 12.96; 1,000 + 55.80 + 8.93; 1,000 + 27.00 + 4.32.
    phases: [109_396, 106_473, 103_132],
    payoff: {
      day0: 300_000, // the day the money is sent: no day of interest, no IVA
      day1: 300_313, // 3,000 × 0.09 % = 2.70, IVA 0.432 → 0.43
      day10: 303_132, // ten days: 27.00, IVA 4.32 (the full term's 3,163.80 and its IVA before 028)
      // Phase 1 paid on day 30; 2,000 + 15 days of phase 2 on 2,000 (27.00) + IVA 4.32.
      day45AfterPhase1: 203_132,
      day91AfterPhases12: 103_132, // phases 1 and 2 on time; phase 3 whole: 1,000 + 27.00 + 4.32
    },
    prepay: {
      // Day 10: 27.00 of accrued interest and its 4.32 of IVA, then 1,468.68 of principal (all of
      // phase 1's, 468.68 of phase 2's), leaving 1,531.32 outstanding.
      amount: 150_000,
      // Phase 1: 10 days on 3,000 and 20 on 1,531.32 = 54.56376 → 54.56, IVA 8.7296 → 8.73, less
      // 27.00 and 4.32 paid; phase 2: 31 days on 1,531.32 = 42.723828 → 42.72, IVA 6.8352 → 6.84,
      // and 531.32 of principal; phase 3 unchanged (its principal was never prepaid).
      owedAfter: [3_197, 58_088, 103_132],
      // Day 25, extension: 1 % of phase 1's 31.97 = 0.3197 → 0.32, IVA 0.0512 → 0.05; dates move 7 days.
      extensionFee: 37,
      // Day 40: phase 1's 31.97, 531.32 + 1,000 of principal, 3 days of phase 2 (its days start on
      // phase 1's new due date, day 37) on 1,531.32 = 4.134564 → 4.13, IVA 0.6608 → 0.66.
      payoffDay40: 156_808,
    },
    // Nothing paid: 0.5 % of 1,093.96 = 5.4698 → 5.47 a day for the dates 30 to 44 closed (no IVA on
    // the penalty, decision 029); then phase 1, the rest of the principal and 15 days of phase 2
    // (27.00) with its IVA (4.32).
    overdue: { penaltyPerDay: 547, payoffDay45: 320_733 },
    // 100 MXN off the interest (81.00 of phase 1's, 19.00 of phase 2's): on day 10 only 27.00 has
    // accrued, the coupon takes off no more, and no IVA falls on interest a coupon took off.
    coupon: { value: 10_000, payoffDay10: 300_000 },
  },
  {
    name: 'Nigeria',
    product: findProduct('ng-91') as LoanProduct,
    lending: MARKET_LENDING.NG,
    amount: 5_000_000,
    phases: [1_801_666, 1_759_666, 1_711_668],
    payoff: {
      day0: 5_000_000,
      day1: 5_004_500, // 50,000 × 0.09 % = 45
      day10: 5_045_000, // ten days: 450
      day45AfterPhase1: 3_378_334, // 33,333.34 + 15 days on it (450)
      day91AfterPhases12: 1_711_668, // phase 3 whole
    },
    prepay: {
      // Day 10: 450 of accrued interest, then 24,550 of principal.
      amount: 2_500_000,
      // Phase 1: 10 days on 50,000 and 20 on 25,450 = 908.10, less 450; phase 2: 31 days on 25,450 =
      // 710.06 and 8,783.32 of principal; phase 3 unchanged.
      owedAfter: [45_810, 949_338, 1_711_668],
      // 1 % of 458.10 = 4.58, VAT 7.5 % = 0.34.
      extensionFee: 492,
      // 458.10 + 25,450 + 3 days of phase 2 on 25,450 (68.72).
      payoffDay40: 2_597_682,
    },
    overdue: { penaltyPerDay: 9_008, payoffDay45: 5_315_120 },
    coupon: { value: 100_000, payoffDay10: 5_000_000 },
  },
];

describe.each(MARKETS)('interest to the day in $name', (m) => {
  const quote = (coupon?: number) =>
    priceLoan(m.product, m.lending, {
      amountMinor: m.amount,
      startDate: START,
      repeat: false,
      ...(coupon ? { coupon: { couponId: 'golden', kind: 'interestOff' as const, value: coupon } } : {}),
    });
  const book = (coupon?: number) => new LoanBook(m.product, m.lending, quote(coupon));

  it('is priced as the table says', () => {
    expect(quote().phases.map((p) => p.total)).toEqual(m.phases);
  });

  it('pays off on days 0, 1 and 10 for the principal and the days of interest so far', () => {
    const b = book();
    expect([0, 1, 10].map((n) => b.payoffOn(day(n)))).toEqual([m.payoff.day0, m.payoff.day1, m.payoff.day10]);
    expect(b.pay(m.payoff.day10, day(10))).toBe(0);
    expect(b.outstanding()).toBe(0);
    expect(b.received).toBe(m.payoff.day10);
  });

  it('pays off on day 45 after paying phase 1 on its due date', () => {
    const b = book();
    expect(b.payoffOn(day(30))).toBeGreaterThan(m.phases[0]);
    b.pay(m.phases[0], day(30));
    b.close(day(30), day(44));
    expect(b.payoffOn(day(45))).toBe(m.payoff.day45AfterPhase1);
    b.pay(m.payoff.day45AfterPhase1, day(45));
    expect(b.outstanding()).toBe(0);
  });

  it('pays off on the last day after paying phases 1 and 2 on time: the schedule as priced', () => {
    const b = book();
    b.pay(m.phases[0], day(30));
    b.close(day(30), day(60));
    b.pay(m.phases[1], day(61));
    b.close(day(61), day(90));
    expect(b.payoffOn(day(91))).toBe(m.payoff.day91AfterPhases12);
    expect(m.payoff.day91AfterPhases12).toBe(m.phases[2]);
    b.pay(m.phases[2], day(91));
    expect(b.outstanding()).toBe(0);
    expect(b.received).toBe(m.phases[0] + m.phases[1] + m.phases[2]);
  });

  it('lowers the later payments once part of the principal is repaid early', () => {
    const b = book();
    b.pay(m.prepay.amount, day(10));
    expect([1, 2, 3].map((phase) => b.phaseOwed(phase))).toEqual(m.prepay.owedAfter);
    expect(m.prepay.owedAfter[1]).toBeLessThan(m.phases[1]);
    // The dates stay.
    expect([1, 2, 3].map((phase) => b.dueDateOf(phase))).toEqual([day(30), day(61), day(91)]);
  });

  it('takes an extension after a prepayment and pays off on day 40', () => {
    const b = book();
    b.pay(m.prepay.amount, day(10));
    b.close(day(10), day(24));
    expect(b.extend(day(25))).toBe(m.prepay.extensionFee);
    expect([1, 2, 3].map((phase) => b.dueDateOf(phase))).toEqual([day(37), day(68), day(98)]);
    b.close(day(25), day(39));
    expect(b.payoffOn(day(40))).toBe(m.prepay.payoffDay40);
    b.pay(m.prepay.payoffDay40, day(40));
    expect(b.outstanding()).toBe(0);
  });

  it('pays off an overdue loan with its penalties and only the interest accrued', () => {
    const b = book();
    b.close(day(0), day(44));
    expect(b.payoffOn(day(45))).toBe(m.overdue.payoffDay45);
    // Fifteen penalties, phase 1 whole, and what paying off on day 45 costs once phase 1 is paid.
    expect(m.overdue.payoffDay45).toBe(
      15 * m.overdue.penaltyPerDay + m.phases[0] + m.payoff.day45AfterPhase1,
    );
    b.pay(m.overdue.payoffDay45, day(45));
    expect(b.outstanding()).toBe(0);
  });

  it('lets a coupon take off no more interest than has accrued, and counts it as no payment', () => {
    const b = book(m.coupon.value);
    expect(b.payoffOn(day(10))).toBe(m.coupon.payoffDay10);
    b.pay(m.coupon.payoffDay10, day(10));
    expect(b.outstanding()).toBe(0);
    expect(b.received).toBe(m.coupon.payoffDay10);
  });
});
