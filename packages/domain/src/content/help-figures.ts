import type { Language, Localized } from '../i18n/language.ts';
import { ONBOARDING_RETENTION_DAYS } from '../identity/onboarding-rules.ts';
import type { MarketId } from '../markets/markets.ts';
import { MIN_BORROWER_AGE } from '../options/calendar.ts';
import { RETRY_AFTER_REJECTION_DAYS } from '../orders/home-status.ts';
import { formatMoney } from '../pricing/format-money.ts';
import type { LoanProduct, MarketLending } from '../pricing/loan-product.ts';
import { LOAN_PRODUCTS, MARKET_LENDING, productsFor } from '../pricing/products.ts';
import { channelText, REPAYMENT_CHANNELS } from '../repayment/channels.ts';
import type { LegalDocument, LegalSection } from './help-types.ts';
import { type LoanFacts, loanFactsText } from './loan-facts.ts';

/** Where the help and legal texts take their figures from; tests pass changed copies. */
export interface HelpSources {
  products?: readonly LoanProduct[];
  lending?: MarketLending;
}

export interface HelpFigures {
  facts: LoanFacts;
  /** "at least $100, in whole steps of $1" */
  paymentRule: string;
  channels: { name: string; hint: string }[];
  offerValidHours: number;
  retryDays: number;
  retentionDays: number;
  minAge: number;
}

function distinct(values: number[]): number[] {
  return [...new Set(values)].sort((a, b) => a - b);
}

/** One figure, or a range when the market's products differ. */
function oneOrRange(values: number[], show: (n: number) => string, language: Language): string {
  const list = distinct(values);
  if (list.length === 1) return show(list[0] as number);
  const [low, high] = [list[0] as number, list[list.length - 1] as number];
  return language === 'es'
    ? `de ${show(low)} a ${show(high)} según el producto`
    : `${show(low)} to ${show(high)} depending on the product`;
}

/**
 * Every figure the FAQ, the terms and About us quote, taken from the configured products, the
 * market's lending rules, the repayment channels and the domain's constants, never typed into a text.
 */
export function helpFigures(market: MarketId, language: Language, sources: HelpSources = {}): HelpFigures {
  const all = sources.products ?? LOAN_PRODUCTS;
  const lending = sources.lending ?? MARKET_LENDING[market];
  const mine = productsFor(market, all);
  const facts = loanFactsText(lending, all, language);
  const money = (minor: number) => formatMoney(minor, market, language, { whole: true });
  const minimum = oneOrRange(
    mine.map((p) => p.repayment.minMinor),
    money,
    language,
  );
  const step = oneOrRange(
    mine.map((p) => p.repayment.stepMinor),
    money,
    language,
  );
  const paymentRule =
    language === 'es'
      ? `al menos ${minimum}, en múltiplos de ${step}`
      : `at least ${minimum}, in steps of ${step}`;
  return {
    facts,
    paymentRule,
    channels: REPAYMENT_CHANNELS[market].map((id) => channelText(id, language)),
    offerValidHours: Math.min(...mine.map((p) => p.offerValidHours)),
    retryDays: RETRY_AFTER_REJECTION_DAYS,
    retentionDays: ONBOARDING_RETENTION_DAYS,
    minAge: MIN_BORROWER_AGE,
  };
}

/** Picks a market's text, when the two markets say different things. */
export function perMarket<T>(market: MarketId, texts: Record<MarketId, T>): T {
  return texts[market];
}

/** Picks the language of a pair written side by side. */
export function inLanguage(language: Language): (text: Localized) => string {
  return (text) => text[language];
}

/** FNV-1a, 32 bits: a short, stable fingerprint of a text (not a security measure). */
export function textFingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** A document with its version: the edition date and the fingerprint of exactly what it says. */
export function versioned(title: string, effective: string, sections: LegalSection[]): LegalDocument {
  const body = sections.map((s) => [s.heading, ...s.paragraphs].join('\n')).join('\n\n');
  return { title, effective, version: `${effective}.${textFingerprint(`${title}\n${body}`)}`, sections };
}

type Paragraph = Localized | Record<MarketId, Localized>;

function isPerMarket(p: Paragraph): p is Record<MarketId, Localized> {
  return 'MX' in p;
}

/** Builds sections from pairs written side by side, choosing the market's wording where they differ. */
export function sectionsOf(
  market: MarketId,
  language: Language,
  sections: [heading: Localized, ...paragraphs: Paragraph[]][],
): LegalSection[] {
  const s = inLanguage(language);
  return sections.map(([heading, ...paragraphs]) => ({
    heading: s(heading),
    paragraphs: paragraphs.map((p) => s(isPerMarket(p) ? perMarket(market, p) : p)),
  }));
}
