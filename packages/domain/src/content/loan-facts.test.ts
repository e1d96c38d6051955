import { describe, expect, it } from 'vitest';
import type { LoanProduct } from '../pricing/loan-product.ts';
import { LOAN_PRODUCTS, MARKET_LENDING } from '../pricing/products.ts';
import { loanFactsText } from './loan-facts.ts';

describe('help figures come from the configured products', () => {
  it.each([
    ['limits', 'Loans from $1,000 to $50,000, repaid over 91 to 180 days.'],
    [
      'rates',
      'Interest of 0.09 % a day on your first loan and 0.06 % a day once you have repaid one on time, plus IVA at 16 % on the interest. CAT up to 84.1 % without VAT, for information and comparison.',
    ],
    [
      'fees',
      "A processing fee of 0.05 % or 0.03 % a day of the tenor, plus IVA at 16 %, kept from the amount you receive. No other charges, except the late penalty if you pay late and an extension's fee if you ask for one.",
    ],
    [
      'penalty',
      'If you are late: 0.5 % a day on what is overdue, never more than 25 % of the amount lent in total.',
    ],
    ['quota', 'Your first limit is $5,000; it rises by $2,500 with each loan repaid on time, up to $50,000.'],
    [
      'rollover',
      'You can put off your next payment by 7 days, once per loan, for a fee of 1 % of what is left of that payment, plus IVA. The later payments move with it; a late payment gets its 7 days from the day you extend.',
    ],
    // 5,000 MXN: fee 227.50 + IVA 36.40 kept; interest 135 + 93 + 45 and its IVA 21.60 + 14.88 +
    // 7.20 (checked by hand).
    [
      'example',
      'Example: borrow $5,000.00 for 91 days, receive $4,736.10 and repay $5,316.68 in 3 payments. CAT 84.1 % without VAT.',
    ],
  ] as const)('Mexico in English: %s', (field, text) => {
    expect(loanFactsText(MARKET_LENDING.MX, LOAN_PRODUCTS, 'en')[field]).toBe(text);
  });

  it.each([
    ['limits', 'Préstamos de $1,000 a $50,000, a pagar en 91 a 180 días.'],
    ['quota', 'Tu primer límite es de $5,000; sube $2,500 con cada préstamo pagado a tiempo, hasta $50,000.'],
    [
      'penalty',
      'Si te atrasas: 0.5 % diario sobre lo vencido, nunca más de 25 % del monto prestado en total.',
    ],
    [
      'example',
      'Ejemplo: si pides $5,000.00 a 91 días, recibes $4,736.10 y pagas $5,316.68 en 3 pagos. CAT 84.1 % sin IVA.',
    ],
    [
      'rollover',
      'Puedes aplazar tu siguiente pago 7 días, una vez por préstamo, por una comisión de 1 % de lo que queda de ese pago, más IVA. Los pagos siguientes se recorren con él; un pago atrasado cuenta sus 7 días desde el día en que aplazas.',
    ],
    [
      'rates',
      'Interés de 0.09 % diario en tu primer préstamo y 0.06 % diario después de pagar uno a tiempo, más IVA de 16 % sobre los intereses. CAT de hasta 84.1 % sin IVA, para fines informativos y de comparación.',
    ],
  ] as const)('Mexico in Spanish: %s', (field, text) => {
    expect(loanFactsText(MARKET_LENDING.MX, LOAN_PRODUCTS, 'es')[field]).toBe(text);
  });

  it.each([
    ['limits', 'Loans from ₦10,000 to ₦500,000, repaid over 91 to 180 days.'],
    [
      'quota',
      'Your first limit is ₦50,000; it rises by ₦25,000 with each loan repaid on time, up to ₦500,000.',
    ],
    [
      'example',
      'Example: borrow ₦50,000.00 for 91 days, receive ₦47,554.37 and repay ₦52,730.00 in 3 payments. Effective annual rate 88.3 %.',
    ],
    [
      'rates',
      'Interest of 0.09 % a day on your first loan and 0.06 % a day once you have repaid one on time. Effective annual rate up to 88.3 %.',
    ],
  ] as const)('Nigeria in English: %s (naira, VAT in the effective annual rate)', (field, text) => {
    const facts = loanFactsText(MARKET_LENDING.NG, LOAN_PRODUCTS, 'en');
    expect(facts[field]).toBe(text);
    expect(facts.fees).toContain('plus VAT at 7.5 %');
  });

  it("names Nigeria's rate for what it is and never says 'no other charges' without the optional ones (issue 16, finding 11)", () => {
    for (const language of ['en', 'es'] as const) {
      const facts = loanFactsText(MARKET_LENDING.NG, LOAN_PRODUCTS, language);
      expect(Object.values(facts).join(' ')).not.toMatch(/\bAPR\b|\bTAE\b/);
      expect(facts.example).toContain(language === 'en' ? 'Effective annual rate' : 'Tasa anual efectiva');
    }
    expect(loanFactsText(MARKET_LENDING.MX, LOAN_PRODUCTS, 'es').fees).toContain(
      'Sin otros cargos, salvo la penalización si te atrasas y la comisión de una prórroga si la pides.',
    );
  });

  it('changes when the configuration changes, so the text cannot drift from the prices', () => {
    const changed: LoanProduct[] = LOAN_PRODUCTS.map((p) =>
      p.market === 'MX'
        ? {
            ...p,
            amount: { ...p.amount, max: 4_000_000 },
            penaltyPpmPerDay: 3_000,
            interestPpmPerDay: { first: 800, repeat: 500 },
            feePpmPerDay: 400,
            rollover: { days: 10, feePpm: 15_000, maxPerLoan: 2 },
          }
        : p,
    );
    const before = loanFactsText(MARKET_LENDING.MX, LOAN_PRODUCTS, 'en');
    const after = loanFactsText(MARKET_LENDING.MX, changed, 'en');
    expect(after.limits).toBe('Loans from $1,000 to $40,000, repaid over 91 to 180 days.');
    expect(after.penalty).toContain('0.3 % a day');
    expect(after.rates).toContain('0.08 % a day on your first loan and 0.05 % a day');
    expect(after.fees).toContain('0.04 % a day of the tenor');
    expect(after.rollover).toBe(
      'You can put off your next payment by 10 days, up to 2 times per loan, for a fee of 1.5 % of what is left of that payment, plus IVA. The later payments move with it; a late payment gets its 10 days from the day you extend.',
    );
    expect(after.example).not.toBe(before.example);
    expect(after.rates).not.toBe(before.rates);
    const higherQuota = {
      ...MARKET_LENDING.MX,
      quota: { first: 1_000_000, risePerOnTimeLoan: 500_000, ceiling: 4_000_000 },
    };
    expect(loanFactsText(higherQuota, LOAN_PRODUCTS, 'en').quota).toBe(
      'Your first limit is $10,000; it rises by $5,000 with each loan repaid on time, up to $40,000.',
    );
  });

  describe('extensions per loan come from rollover.maxPerLoan, so the text is always true', () => {
    const withExtensions = (counts: Record<string, number>): LoanProduct[] =>
      LOAN_PRODUCTS.map((p) =>
        p.id in counts ? { ...p, rollover: { ...p.rollover, maxPerLoan: counts[p.id] as number } } : p,
      );

    it('says plainly that no extension is offered when no product of the market allows one', () => {
      const none = withExtensions({ 'mx-91': 0, 'mx-180': 0 });
      expect(loanFactsText(MARKET_LENDING.MX, none, 'en').rollover).toBe(
        'No extension is offered: each payment is due on its date.',
      );
      expect(loanFactsText(MARKET_LENDING.MX, none, 'es').rollover).toBe(
        'No se ofrecen prórrogas: cada pago vence en su fecha.',
      );
      // The other market keeps its own products' answer.
      expect(loanFactsText(MARKET_LENDING.NG, none, 'en').rollover).toContain('once per loan');
    });

    it('names the products that offer none, and counts that differ', () => {
      const some = withExtensions({ 'mx-91': 0, 'mx-180': 2 });
      expect(loanFactsText(MARKET_LENDING.MX, some, 'en').rollover).toMatch(
        /^You can put off your next payment by 7 days, up to 2 times per loan on some products, for a fee/,
      );
      expect(loanFactsText(MARKET_LENDING.MX, some, 'es').rollover).toMatch(
        /^Puedes aplazar tu siguiente pago 7 días, hasta 2 veces por préstamo en algunos productos, por/,
      );
      const differ = withExtensions({ 'mx-91': 1, 'mx-180': 3 });
      expect(loanFactsText(MARKET_LENDING.MX, differ, 'en').rollover).toContain(
        'by 7 days, up to 3 times per loan, depending on the product, for a fee',
      );
      expect(loanFactsText(MARKET_LENDING.MX, differ, 'es').rollover).toContain(
        '7 días, hasta 3 veces por préstamo, según el producto, por',
      );
    });

    it('takes the days and fee from the products that offer an extension only', () => {
      const products = LOAN_PRODUCTS.map((p) =>
        p.id === 'mx-91' ? { ...p, rollover: { days: 30, feePpm: 90_000, maxPerLoan: 0 } } : p,
      );
      const text = loanFactsText(MARKET_LENDING.MX, products, 'en').rollover;
      expect(text).toContain('by 7 days, once per loan on some products, for a fee of 1 %');
    });
  });

  it('refuses a market with no products rather than inventing figures', () => {
    expect(() =>
      loanFactsText(
        MARKET_LENDING.NG,
        LOAN_PRODUCTS.filter((p) => p.market === 'MX'),
        'en',
      ),
    ).toThrow(/no products for NG/);
  });
});
