import { describe, expect, it } from 'vitest';
import type { Language } from '../i18n/language.ts';
import type { MarketId } from '../markets/markets.ts';
import type { LoanProduct } from '../pricing/loan-product.ts';
import { LOAN_PRODUCTS, MARKET_LENDING } from '../pricing/products.ts';
import type { LegalDocument } from './help-types.ts';
import { loanFactsText } from './loan-facts.ts';
import { TERMS_EDITION, termsFor } from './terms.ts';
import { unfinishedMark } from './unfinished-text.ts';

const text = (doc: LegalDocument) => doc.sections.flatMap((s) => [s.heading, ...s.paragraphs]).join('\n');
const section = (doc: LegalDocument, heading: string) =>
  doc.sections.find((s) => s.heading === heading)?.paragraphs.join(' ') ?? '';
const CASES = (['MX', 'NG'] as MarketId[]).flatMap((m) =>
  (['en', 'es'] as Language[]).map((l) => [m, l] as const),
);

describe('the terms and conditions (/termsCondition)', () => {
  it.each(CASES)('%s in %s quotes every configured figure and is finished', (market, language) => {
    const doc = termsFor(market, language);
    const other = termsFor(market, language === 'en' ? 'es' : 'en');
    const all = text(doc);
    expect(unfinishedMark(all)).toBeUndefined();
    expect(doc.effective).toBe(TERMS_EDITION);
    expect(doc.sections.map((s) => s.paragraphs.length)).toEqual(
      other.sections.map((s) => s.paragraphs.length),
    );
    for (const figure of Object.values(loanFactsText(MARKET_LENDING[market], LOAN_PRODUCTS, language))) {
      expect(all).toContain(figure);
    }
  });

  it('covers eligibility, one loan at a time, signing with a code, cancelling and coupons', () => {
    const doc = termsFor('MX', 'en');
    expect(section(doc, 'Who can borrow')).toContain('You must be 18 or over, live in Mexico');
    expect(section(doc, 'Who can borrow')).toContain('You can have one loan at a time.');
    expect(section(doc, 'Signing with a code')).toContain(
      'we send a one-time code by SMS to your registered number and you enter it in the app. Entering the code is your signature',
    );
    // Decision 012: cancelling from 14 and 18 (approved, money not asked) and 10 (payout failed) only.
    expect(section(doc, 'Cancelling')).toBe(
      'You can cancel, at no cost, an approved loan before you ask for the money, and a loan whose payment to your bank failed. You cannot cancel while the application is under review, nor once the money has been sent: then the loan ends by repaying it. An offer not taken within 24 hours is cancelled by itself.',
    );
    expect(section(doc, 'Coupons')).toContain('the smallest loan amount it can be used on');
    expect(section(doc, 'Repayment')).toContain(
      'Bank transfer (SPEI); Cash at OXXO; Upload proof of payment. You can pay early and in parts: each payment must be at least $100, in steps of $1',
    );
    expect(section(termsFor('NG', 'en'), 'Repayment')).toContain(
      'Card or bank (online checkout); Transfer to your account number; Upload proof of payment.',
    );
    expect(section(termsFor('NG', 'es'), 'Quejas y ley aplicable')).toContain('FCCPC (fccpc.gov.ng)');
  });

  it('follows the products: a changed penalty cap or extension changes the terms and their version', () => {
    const changed: LoanProduct[] = LOAN_PRODUCTS.map((p) =>
      p.market === 'MX' ? { ...p, penaltyCapPpm: 200_000, rollover: { ...p.rollover, maxPerLoan: 0 } } : p,
    );
    const before = termsFor('MX', 'en');
    const after = termsFor('MX', 'en', { products: changed });
    expect(section(after, 'Late payment')).toContain('never more than 20 % of the amount lent in total');
    expect(section(after, 'Extension')).toContain(
      'No extension is offered: each payment is due on its date.',
    );
    expect(after.version).not.toBe(before.version);
    expect(after.version.startsWith(`${TERMS_EDITION}.`)).toBe(true);
  });
});
