import { describe, expect, it } from 'vitest';
import type { LoanProduct } from './loan-product.ts';
import { loanProductSchema, productChangeProblem } from './product-change.ts';
import { findProduct, LOAN_PRODUCTS, MARKET_LENDING } from './products.ts';

const base = findProduct('mx-91') as LoanProduct;
const now = new Date('2026-03-01T12:00:00Z');
const tomorrow = new Date('2026-03-02T12:00:00Z');
const change = (product: LoanProduct, effectiveFrom = tomorrow) => ({
  market: 'MX' as const,
  productId: 'mx-91',
  product,
  effectiveFrom,
});

describe('a proposed version of a product', () => {
  it('reads every product written in code as valid JSON', () => {
    for (const product of LOAN_PRODUCTS)
      expect(loanProductSchema.parse(JSON.parse(JSON.stringify(product)))).toEqual(product);
  });

  it('refuses a field the product does not have', () => {
    expect(loanProductSchema.safeParse({ ...base, bonus: 1 }).success).toBe(false);
  });

  it('passes a change within the rules, from now or later', () => {
    const cheaper = { ...base, feePpmPerDay: 400 };
    expect(productChangeProblem(change(cheaper), now, MARKET_LENDING)).toBeNull();
    expect(productChangeProblem(change(cheaper, now), now, MARKET_LENDING)).toBeNull();
  });

  it('refuses a date in the past', () => {
    const past = new Date(now.getTime() - 1);
    expect(productChangeProblem(change(base, past), now, MARKET_LENDING)?.field).toBe('effectiveFrom');
  });

  it('refuses another id or market', () => {
    expect(productChangeProblem(change({ ...base, id: 'mx-92' }), now, MARKET_LENDING)?.field).toBe(
      'product.id',
    );
    expect(productChangeProblem(change({ ...base, market: 'NG' }), now, MARKET_LENDING)?.field).toBe(
      'product.market',
    );
  });

  it('names the interest above the yearly maximum with its figures', () => {
    const greedy = { ...base, interestPpmPerDay: { first: 1_000, repeat: 600 } };
    expect(productChangeProblem(change(greedy), now, MARKET_LENDING)).toMatchObject({
      field: 'product.interestPpmPerDay.first',
      figures: { rate: 36.5, ceiling: 36 },
    });
  });

  it('names the annual cost above the ceiling at the amount where it breaks', () => {
    const costly = { ...base, feePpmPerDay: 3_000 };
    const problem = productChangeProblem(change(costly), now, MARKET_LENDING);
    expect(problem?.field).toBe('product.annualCost');
    expect(problem?.figures?.amount).toBe(base.amount.min);
    expect(problem?.figures?.cost).toBeGreaterThan(100);
  });
});
