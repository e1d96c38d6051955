import { findProduct, MARKET_LENDING, type MarketId, priceLoan } from '@puente/domain';
import { describe, expect, it } from 'vitest';
import { AGREEMENT_VERSION, agreementText } from './agreement-text.ts';

/** A loan agreement for the market's 91-day product, as the service writes it before signing. */
function agreementFor(market: MarketId, language: 'en' | 'es') {
  const product = findProduct(market === 'MX' ? 'mx-91' : 'ng-91');
  if (!product) throw new Error('the 91-day product is gone');
  const quote = priceLoan(product, MARKET_LENDING[market], {
    amountMinor: product.amount.min * 3,
    startDate: '2026-03-02',
    repeat: false,
  });
  return agreementText(
    {
      orderNo: `PU${market}1`,
      market,
      lender: 'Puente',
      borrowerName: 'Ana Gómez',
      nationalId: market === 'MX' ? 'GOMA900514HDFRRN00' : '22123456789',
      bankName: 'BBVA',
      accountMasked: '•••• 7771',
      quote,
    },
    language,
  ).text;
}

describe('the loan agreement says the whole truth (issue 16, finding 11)', () => {
  it('lists the optional extension and its cost from the product, in English and Spanish', () => {
    const en = agreementFor('MX', 'en');
    expect(en).toContain('5. Optional extension');
    expect(en).toContain(
      'If you ask for it, you may put off your next payment by 7 days, once per loan, for a fee of 1% of what is left of that payment, plus VAT (IVA) 16% on the fee.',
    );
    expect(en).toContain(
      'Apart from the charges in this agreement and this optional extension, there are no other charges.',
    );
    expect(en).not.toContain('in total. There are no other charges.');

    const es = agreementFor('MX', 'es');
    expect(es).toContain('5. Prórroga opcional');
    expect(es).toContain(
      'Si lo pides, puedes aplazar tu siguiente pago 7 días, una vez por préstamo, por una comisión de 1% de lo que queda de ese pago, más IVA 16% sobre la comisión.',
    );
    expect(es).not.toContain('en total. No hay otros cargos.');
    expect(agreementFor('NG', 'en')).toContain('plus VAT 7.5% on the fee');
  });

  it("names Nigeria's annual figure an effective annual rate, never an APR", () => {
    const en = agreementFor('NG', 'en');
    expect(en).toMatch(
      /Effective annual rate: [\d.,]+%, counting interest, the fee and its tax, compounded over a year\./,
    );
    expect(en).not.toContain('APR');
    expect(agreementFor('NG', 'es')).toMatch(/Tasa anual efectiva: [\d.,]+\s?%, con intereses/);
    expect(agreementFor('MX', 'en')).toContain('CAT (Costo Anual Total)');
  });

  it('has a new version, since its wording changed', () => {
    expect(AGREEMENT_VERSION).toBe('puente-loan-agreement-2026-12');
  });
});
