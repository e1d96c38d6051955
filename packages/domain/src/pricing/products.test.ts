import { describe, expect, it } from 'vitest';
import { MARKETS, type MarketId } from '../markets/markets.ts';
import { findProduct, LOAN_PRODUCTS, MARKET_LENDING, productsFor } from './products.ts';

describe('demo products (docs/decisions/011-loan-products-and-pricing.md)', () => {
  it.each([
    ['MX', ['mx-91', 'mx-180']],
    ['NG', ['ng-91', 'ng-180']],
  ] as const)('%s offers %j', (market, ids) => {
    expect(productsFor(market).map((p) => p.id)).toEqual(ids);
  });

  it.each([
    ['mx-91', 'MX'],
    ['ng-180', 'NG'],
    ['in-91', undefined],
  ])('finds %s (market %s)', (id, market) => {
    expect(findProduct(id)?.market).toBe(market);
  });

  it('looks in a given product list when one is passed', () => {
    const other = [{ ...LOAN_PRODUCTS[0], id: 'other' }] as typeof LOAN_PRODUCTS;
    expect(findProduct('other', other)?.id).toBe('other');
    expect(findProduct('mx-91', other)).toBeUndefined();
    expect(productsFor('NG', other)).toEqual([]);
  });

  it.each((Object.keys(MARKETS) as MarketId[]).map((m) => [m]))(
    '%s: a new borrower can take every product, the ceiling reaches every maximum',
    (market) => {
      const { quota } = MARKET_LENDING[market];
      for (const product of productsFor(market)) {
        expect(product.amount.min).toBeLessThanOrEqual(quota.first);
        expect(product.amount.max).toBeLessThanOrEqual(quota.ceiling);
        // 91 days or more: Google Play's 60-day ban, and the home page's "up to 91 days".
        expect(product.tenorDays).toBeGreaterThanOrEqual(91);
        expect(product.offerValidHours).toBe(24);
        expect(product.rollover.days).toBe(7);
      }
    },
  );

  it.each([
    ['MX', 10_000, 100],
    ['NG', 100_000, 10_000],
  ] as const)(
    '%s: payments of at least %d minor units in steps of %d, never above the debt, one extension per loan',
    (market, minMinor, stepMinor) => {
      for (const product of productsFor(market)) {
        expect(product.repayment).toEqual({
          minMinor,
          stepMinor,
          allowOverpayment: false,
          allocation: [
            'penalty',
            'rolloverFee',
            'rolloverTax',
            'fee',
            'tax',
            'interest',
            'interestTax',
            'principal',
          ],
        });
        expect(product.rollover.maxPerLoan).toBe(1);
        // A borrower of the smallest loan can pay an instalment in parts: the minimum is well below it.
        const smallestInstalment = Math.floor(product.amount.min / product.phases);
        expect(minMinor * 3).toBeLessThan(smallestInstalment);
      }
    },
  );

  it('taxes fees at IVA 16 % in Mexico and VAT 7.5 % in Nigeria', () => {
    expect(MARKET_LENDING.MX.feeTaxPpm).toBe(160_000);
    expect(MARKET_LENDING.NG.feeTaxPpm).toBe(75_000);
  });
});
