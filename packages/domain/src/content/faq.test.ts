import { describe, expect, it } from 'vitest';
import type { Language } from '../i18n/language.ts';
import type { MarketId } from '../markets/markets.ts';
import type { LoanProduct } from '../pricing/loan-product.ts';
import { LOAN_PRODUCTS, MARKET_LENDING } from '../pricing/products.ts';
import { channelText, REPAYMENT_CHANNELS } from '../repayment/channels.ts';
import { faqFor } from './faq.ts';
import type { FaqEntry } from './help-types.ts';
import { loanFactsText } from './loan-facts.ts';
import { unfinishedMark } from './unfinished-text.ts';

const MARKETS: MarketId[] = ['MX', 'NG'];
const LANGUAGES: Language[] = ['en', 'es'];

const allText = (faq: FaqEntry[]) =>
  faq
    .flatMap((e) => [e.title, ...e.problems.flatMap((p) => [p.subtitle, p.content, p.link?.label ?? ''])])
    .join('\n');
const answer = (faq: FaqEntry[], id: string, index: number) =>
  faq.find((e) => e.id === id)?.problems[index]?.content;

describe('the FAQ (spec §3)', () => {
  it.each(MARKETS)(
    '%s has every entry in English and Spanish, with the same problems and open flags',
    (market) => {
      const en = faqFor(market, 'en');
      const es = faqFor(market, 'es');
      expect(en.map((e) => e.id)).toEqual(es.map((e) => e.id));
      expect(en.map((e) => e.id)).toEqual([
        'eligibility',
        'costs',
        'review',
        'repaying',
        'late',
        'cancelling',
        'coupons',
        'data',
        'support',
      ]);
      en.forEach((entry, i) => {
        const spanish = es[i] as FaqEntry;
        expect(entry.problems.length).toBeGreaterThan(0);
        expect(spanish.problems.map((p) => [p.open, p.link?.path])).toEqual(
          entry.problems.map((p) => [p.open, p.link?.path]),
        );
        expect(spanish.title).not.toBe(entry.title);
        entry.problems.forEach((problem, j) => {
          expect(problem.subtitle.trim()).not.toBe('');
          expect(problem.content.trim()).not.toBe('');
          expect(spanish.problems[j]?.subtitle).not.toBe(problem.subtitle);
        });
      });
    },
  );

  it.each(MARKETS.flatMap((m) => LANGUAGES.map((l) => [m, l] as const)))(
    '%s in %s has no placeholder words, unfilled slots or missing figures',
    (market, language) => {
      expect(unfinishedMark(allText(faqFor(market, language)))).toBeUndefined();
    },
  );

  it('opens some answers at first, as the spec allows, and leaves the rest closed', () => {
    const open = faqFor('MX', 'en').flatMap((e) => e.problems.filter((p) => p.open).map((p) => p.subtitle));
    expect(open).toEqual(['Who can apply?', 'Can you show me an example?', 'How can I pay?']);
  });

  it.each(MARKETS.flatMap((m) => LANGUAGES.map((l) => [m, l] as const)))(
    '%s in %s quotes the configured limits, rates, fees, penalty, quota, extension and channels',
    (market, language) => {
      const text = allText(faqFor(market, language));
      const facts = loanFactsText(MARKET_LENDING[market], LOAN_PRODUCTS, language);
      for (const figure of Object.values(facts)) expect(text).toContain(figure);
      for (const id of REPAYMENT_CHANNELS[market]) {
        const { name, hint } = channelText(id, language);
        expect(text).toContain(`${name}. ${hint}.`);
      }
    },
  );

  it('says what each market asks for and where to complain', () => {
    const mx = allText(faqFor('MX', 'en'));
    expect(mx).toContain('Your CURP, an official photo ID');
    expect(mx).toContain('CONDUSEF');
    expect(mx).toContain('Monday to Friday, 9:00 to 18:00 (Mexico City time)');
    expect(mx).toContain('Each payment must be at least $100, in steps of $1');
    const ng = allText(faqFor('NG', 'es'));
    expect(ng).toContain('Tu BVN (11 dígitos), una identificación que muestre tu NIN');
    expect(ng).toContain('FCCPC (fccpc.gov.ng)');
    expect(ng).toContain('De lunes a viernes, de 9:00 a 18:00 (hora de Lagos)');
    expect(ng).not.toContain('CURP');
  });

  it('changes when a product changes, so it can never disagree with what is charged', () => {
    const changed: LoanProduct[] = LOAN_PRODUCTS.map((p) =>
      p.market === 'MX'
        ? {
            ...p,
            amount: { ...p.amount, max: 3_000_000 },
            penaltyPpmPerDay: 2_000,
            rollover: { ...p.rollover, maxPerLoan: 0 },
            offerValidHours: 12,
            repayment: { ...p.repayment, minMinor: 20_000, stepMinor: 1_000 },
          }
        : p,
    );
    const before = faqFor('MX', 'en');
    const after = faqFor('MX', 'en', { products: changed });
    expect(answer(before, 'eligibility', 2)).toContain('Loans from $1,000 to $50,000');
    expect(answer(after, 'eligibility', 2)).toContain('Loans from $1,000 to $30,000');
    expect(answer(after, 'late', 0)).toContain('0.2 % a day on what is overdue');
    expect(answer(after, 'late', 1)).toBe('No extension is offered: each payment is due on its date.');
    expect(answer(after, 'review', 2)).toMatch(/^12 hours\./);
    expect(answer(after, 'cancelling', 0)).toContain(
      'An offer you leave for 12 hours is cancelled by itself.',
    );
    expect(answer(after, 'repaying', 1)).toContain('at least $200, in steps of $10');
    // Nigeria keeps its own products' answers.
    expect(faqFor('NG', 'en', { products: changed })).toEqual(faqFor('NG', 'en'));
  });

  it('gives a range when the market’s products differ on the payment rule', () => {
    const mixed = LOAN_PRODUCTS.map((p) =>
      p.id === 'mx-180' ? { ...p, repayment: { ...p.repayment, minMinor: 50_000 } } : p,
    );
    expect(answer(faqFor('MX', 'en', { products: mixed }), 'repaying', 1)).toContain(
      'at least $100 to $500 depending on the product, in steps of $1',
    );
    expect(answer(faqFor('MX', 'es', { products: mixed }), 'repaying', 1)).toContain(
      'al menos de $100 a $500 según el producto, en múltiplos de $1',
    );
  });

  it('follows the market’s lending rules too (the first limit)', () => {
    const lending = {
      ...MARKET_LENDING.NG,
      quota: { first: 2_000_000, risePerOnTimeLoan: 1_000_000, ceiling: 40_000_000 },
    };
    expect(answer(faqFor('NG', 'en', { lending }), 'eligibility', 2)).toContain(
      'Your first limit is ₦20,000; it rises by ₦10,000 with each loan repaid on time, up to ₦400,000.',
    );
  });

  it('links the data answers to the privacy policy and the support answers to customer service', () => {
    const faq = faqFor('MX', 'es');
    const data = faq.find((e) => e.id === 'data')?.problems ?? [];
    expect(data.map((p) => p.link)).toEqual([
      { path: '/provicy', label: 'Aviso de privacidad' },
      { path: '/provicy', label: 'Aviso de privacidad' },
    ]);
    expect(faq.find((e) => e.id === 'support')?.problems[0]?.link).toEqual({
      path: '/user_center/customer_services',
      label: 'Atención al cliente',
    });
  });
});
