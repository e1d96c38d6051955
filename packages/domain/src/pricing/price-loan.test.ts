import { describe, expect, it } from 'vitest';
import type { LoanProduct } from './loan-product.ts';
import { addDays } from './money.ts';
import { priceLoan } from './price-loan.ts';
import { findProduct, LOAN_PRODUCTS, MARKET_LENDING } from './products.ts';
import { stepAmounts } from './quota.ts';

const mx91 = findProduct('mx-91') as LoanProduct;
const price = (product: LoanProduct, amountMinor: number, repeat = false, startDate = '2026-11-21') =>
  priceLoan(product, MARKET_LENDING[product.market], { amountMinor, startDate, repeat });

describe('priceLoan', () => {
  it.each(LOAN_PRODUCTS.map((p) => [p.id, p] as const))(
    '%s reconciles at every amount it offers, at both rates',
    (_id, product) => {
      for (const amount of stepAmounts(product, product.amount.max)) {
        for (const repeat of [false, true]) {
          const quote = price(product, amount, repeat);
          const sum = (pick: (p: (typeof quote.phases)[number]) => number) =>
            quote.phases.reduce((total, p) => total + pick(p), 0);
          expect(sum((p) => p.principal)).toBe(amount);
          expect(sum((p) => p.total)).toBe(quote.totalRepay);
          expect(sum((p) => p.interest)).toBe(quote.interest);
          expect(sum((p) => p.interestTax)).toBe(quote.interestTax);
          expect(quote.totalRepay).toBe(
            amount + quote.interest + quote.interestTax + (product.feeUpfront ? 0 : quote.fee + quote.tax),
          );
          expect(quote.disbursed).toBe(product.feeUpfront ? amount - quote.fee - quote.tax : amount);
          expect(quote.phases.every((p) => Number.isSafeInteger(p.total) && p.total > 0)).toBe(true);
        }
      }
    },
  );

  it.each([
    ['mx-91', [30, 31, 30]],
    ['mx-180', [30, 30, 30, 30, 30, 30]],
    [
      'a 100-day loan in 7 phases (round(100k/7))',
      [14, 15, 14, 14, 14, 15, 14],
      { ...mx91, id: 'x', tenorDays: 100, phases: 7 },
    ],
  ] as const)('%s falls due after %j days', (id, days, custom?: LoanProduct) => {
    const product = custom ?? (findProduct(id) as LoanProduct);
    const quote = price(product, product.amount.min);
    expect(quote.phases.map((p) => p.days)).toEqual(days);
    expect(quote.dueDate).toBe(addDays('2026-11-21', product.tenorDays));
  });

  it('charges the repeat rate to a borrower who repaid on time, and a lower annual cost', () => {
    const first = price(mx91, 1_000_000, false);
    const repeat = price(mx91, 1_000_000, true);
    expect(first.interestPpmPerDay).toBe(900);
    expect(repeat.interestPpmPerDay).toBe(600);
    expect(repeat.interest).toBeLessThan(first.interest);
    expect(repeat.annualCostBp).toBeLessThan(first.annualCostBp);
    expect(repeat.fee).toBe(first.fee);
  });

  it('names the annual cost by the market: a CAT without IVA in Mexico, an APR with VAT in Nigeria', () => {
    const mx = price(mx91, 1_000_000);
    const withIva = priceLoan(
      mx91,
      { ...MARKET_LENDING.MX, annualCostName: 'APR' },
      {
        amountMinor: 1_000_000,
        startDate: '2026-11-21',
        repeat: false,
      },
    );
    expect(mx.annualCostName).toBe('CAT');
    expect(withIva.annualCostBp).toBeGreaterThan(mx.annualCostBp);
    expect(price(findProduct('ng-91') as LoanProduct, 5_000_000).annualCostName).toBe('APR');
  });

  it('taxes interest at the market rate, leaving that IVA out of the CAT but not out of an APR', () => {
    const withTax = price(mx91, 1_000_000);
    const untaxed = { ...MARKET_LENDING.MX, interestTaxPpm: 0 };
    const withoutTax = priceLoan(mx91, untaxed, {
      amountMinor: 1_000_000,
      startDate: '2026-11-21',
      repeat: false,
    });
    expect(withTax.interestTaxPpm).toBe(160_000);
    expect(withTax.totalRepay - withoutTax.totalRepay).toBe(withTax.interestTax);
    expect(withTax.interestTax).toBeGreaterThan(0);
    expect(withTax.annualCostBp).toBe(withoutTax.annualCostBp);
    const asApr = (lending: typeof untaxed) =>
      priceLoan(
        mx91,
        { ...lending, annualCostName: 'APR' },
        { amountMinor: 1_000_000, startDate: '2026-11-21', repeat: false },
      );
    expect(asApr(MARKET_LENDING.MX).annualCostBp).toBeGreaterThan(asApr(untaxed).annualCostBp);
    const ng = price(findProduct('ng-91') as LoanProduct, 5_000_000);
    expect([ng.interestTax, ...ng.phases.map((p) => p.interestTax)]).toEqual([0, 0, 0, 0]);
  });

  it('does not depend on the start date except for the dates themselves', () => {
    const a = price(mx91, 2_000_000, false, '2026-11-21');
    const b = price(mx91, 2_000_000, false, '2028-02-28');
    expect({ ...a, startDate: '', dueDate: '', phases: [] }).toEqual({
      ...b,
      startDate: '',
      dueDate: '',
      phases: [],
    });
    expect(b.phases.map((p) => p.dueDate)).toEqual(['2028-03-29', '2028-04-29', '2028-05-29']);
  });

  it.each<[string, number, string]>([
    ['a fractional amount', 100_000.5, '2026-11-21'],
    ['a zero amount', 0, '2026-11-21'],
    ['a negative amount', -100_000, '2026-11-21'],
    ['a date that does not exist', 100_000, '2026-02-30'],
    ['a date in another format', 100_000, '21/11/2026'],
  ])('refuses %s', (_name, amountMinor, startDate) => {
    expect(() => price(mx91, amountMinor, false, startDate)).toThrow(RangeError);
  });
});
