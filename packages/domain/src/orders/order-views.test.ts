import { describe, expect, it } from 'vitest';
import type { LoanProduct } from '../pricing/loan-product.ts';
import { priceLoan } from '../pricing/price-loan.ts';
import { findProduct, MARKET_LENDING } from '../pricing/products.ts';
import { currencyOf, productView, quoteView } from './order-views.ts';

const mx91 = findProduct('mx-91') as LoanProduct;
const ng91 = findProduct('ng-91') as LoanProduct;

describe('wire views: major units with the currency beside them', () => {
  it('shows a quote in pesos, rates in percent, the CAT to the basis point (golden 1,000 MXN case)', () => {
    const quote = priceLoan(mx91, MARKET_LENDING.MX, {
      amountMinor: 100_000,
      startDate: '2026-11-21',
      repeat: false,
    });
    expect(quoteView(quote, 'MXN')).toEqual({
      productId: 'mx-91',
      loanAmount: 1000,
      disbursalAmount: 947.22,
      fee: 45.5,
      tax: 7.28,
      interest: 54.6,
      // IVA 16 % on each phase's interest: 4.32 + 2.98 (2.976) + 1.44.
      interestTax: 8.74,
      interestTaxRate: 16,
      totalRepay: 1063.34,
      dueDate: '2027-02-20',
      tenorDays: 91,
      interestRatePerDay: 0.09,
      penaltyRatePerDay: 0.5,
      annualCost: 84.13,
      annualCostName: 'CAT',
      currency: 'MXN',
      schedule: [
        {
          phase: 1,
          dueDate: '2026-12-21',
          principal: 333.33,
          interest: 27,
          fee: 0,
          tax: 0,
          interestTax: 4.32,
          coupon: 0,
          amount: 364.65,
        },
        {
          phase: 2,
          dueDate: '2027-01-21',
          principal: 333.33,
          interest: 18.6,
          fee: 0,
          tax: 0,
          interestTax: 2.98,
          coupon: 0,
          amount: 354.91,
        },
        {
          phase: 3,
          dueDate: '2027-02-20',
          principal: 333.34,
          interest: 9,
          fee: 0,
          tax: 0,
          interestTax: 1.44,
          coupon: 0,
          amount: 343.78,
        },
      ],
    });
  });

  it.each([
    ['en', false, 'Puente 91 days', 0.09],
    ['es', false, 'Puente 91 días', 0.09],
    ['en', true, 'Puente 91 days', 0.06],
  ] as const)('shows a product in %s (repeat %s) with its name and rate', (language, repeat, name, rate) => {
    const view = productView(mx91, MARKET_LENDING.MX, language, repeat);
    expect(view).toMatchObject({
      productId: 'mx-91',
      name,
      minAmount: 1000,
      maxAmount: 50_000,
      step: 500,
      tenorDays: 91,
      phases: 3,
      interestRatePerDay: rate,
      feeRatePerDay: 0.05,
      penaltyRatePerDay: 0.5,
      annualCostName: 'CAT',
      currency: 'MXN',
    });
    expect(view.annualCost).toBeGreaterThan(0);
    expect(view.annualCost).toBeLessThanOrEqual(100);
  });

  it('names the naira and the APR in Nigeria', () => {
    expect(currencyOf(MARKET_LENDING.NG)).toBe('NGN');
    expect(productView(ng91, MARKET_LENDING.NG, 'en')).toMatchObject({
      currency: 'NGN',
      annualCostName: 'APR',
      maxAmount: 500_000,
    });
  });
});
