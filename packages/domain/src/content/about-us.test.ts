import { describe, expect, it } from 'vitest';
import type { Language } from '../i18n/language.ts';
import type { MarketId } from '../markets/markets.ts';
import { LOAN_PRODUCTS } from '../pricing/products.ts';
import { aboutUsFor } from './about-us.ts';
import type { LegalDocument } from './help-types.ts';
import { unfinishedMark } from './unfinished-text.ts';

const text = (doc: LegalDocument) => doc.sections.flatMap((s) => [s.heading, ...s.paragraphs]).join('\n');
const CASES = (['MX', 'NG'] as MarketId[]).flatMap((m) =>
  (['en', 'es'] as Language[]).map((l) => [m, l] as const),
);

describe('About us', () => {
  it.each(CASES)('%s in %s is finished and has the same sections in both languages', (market, language) => {
    const doc = aboutUsFor(market, language);
    const other = aboutUsFor(market, language === 'en' ? 'es' : 'en');
    expect(unfinishedMark(text(doc))).toBeUndefined();
    expect(doc.sections.map((s) => s.paragraphs.length)).toEqual(
      other.sections.map((s) => s.paragraphs.length),
    );
  });

  it('says what Puente offers from the products, and how to reach a person', () => {
    const mx = text(aboutUsFor('MX', 'en'));
    expect(mx).toContain('people in Mexico');
    expect(mx).toContain('Loans from $1,000 to $50,000, repaid over 91 to 180 days.');
    expect(mx).toContain('Monday to Friday, 9:00 to 18:00 (Mexico City time), by phone or e-mail');
    const ng = text(aboutUsFor('NG', 'es'));
    expect(ng).toContain('personas en Nigeria');
    expect(ng).toMatch(/Préstamos de 10\.000\s₦ a 500\.000\s₦/);
    const shorter = LOAN_PRODUCTS.map((p) =>
      p.id === 'ng-180' ? { ...p, amount: { ...p.amount, max: 20_000_000 } } : p,
    );
    const limited = LOAN_PRODUCTS.map((p) =>
      p.market === 'NG' ? { ...p, amount: { ...p.amount, max: 20_000_000 } } : p,
    );
    expect(text(aboutUsFor('NG', 'en', { products: shorter }))).toContain('to ₦500,000');
    expect(text(aboutUsFor('NG', 'en', { products: limited }))).toContain('Loans from ₦10,000 to ₦200,000');
  });
});
