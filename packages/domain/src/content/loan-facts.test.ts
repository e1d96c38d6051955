import { describe, expect, it } from 'vitest';
import { LOAN_PRODUCTS, MARKET_LENDING } from '../pricing/products.ts';
import { loanFactsText } from './loan-facts.ts';

describe('help figures come from the configured products', () => {
  it('states the Mexican limits, rates, fees and penalty in English and Spanish', () => {
    const en = loanFactsText(MARKET_LENDING.MX, LOAN_PRODUCTS, 'en');
    expect(en.limits).toBe('Loans from MX$1,000 to MX$50,000, repaid over 91 to 180 days.');
    expect(en.rates).toContain('0.09 % a day on your first loan and 0.06 % a day');
    expect(en.rates).toContain('CAT up to 84.1 % without IVA');
    expect(en.fees).toContain('plus IVA at 16 %');
    expect(en.penalty).toBe(
      'If you are late: 0.5 % a day on what is overdue, never more than 25 % of the amount lent in total.',
    );
    const es = loanFactsText(MARKET_LENDING.MX, LOAN_PRODUCTS, 'es');
    expect(es.limits).toBe('Préstamos de $1,000 a $50,000, a pagar en 91 a 180 días.');
    expect(es.quota).toContain('Tu primer límite es de $5,000');
  });

  it('states the Nigerian figures in naira with VAT', () => {
    const en = loanFactsText(MARKET_LENDING.NG, LOAN_PRODUCTS, 'en');
    expect(en.limits).toBe('Loans from ₦10,000 to ₦500,000, repaid over 91 to 180 days.');
    expect(en.fees).toContain('plus VAT at 7.5 %');
    expect(en.rates).toContain('APR up to');
  });

  it('changes when the configuration changes, so the text cannot drift from the prices', () => {
    const changed = LOAN_PRODUCTS.map((p) =>
      p.market === 'MX' ? { ...p, amount: { ...p.amount, max: 4_000_000 }, penaltyPpmPerDay: 3_000 } : p,
    );
    const en = loanFactsText(MARKET_LENDING.MX, changed, 'en');
    expect(en.limits).toBe('Loans from MX$1,000 to MX$40,000, repaid over 91 to 180 days.');
    expect(en.penalty).toContain('0.3 % a day');
  });
});
