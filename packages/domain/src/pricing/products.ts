import type { MarketId } from '../markets/markets.ts';
import { DEFAULT_ALLOCATION } from '../repayment/allocation-kinds.ts';
import type { LoanProduct, LoanQuote, MarketLending } from './loan-product.ts';

/**
 * The demo products and each market's credit rules, settling the spec's conflicting figures
 * (docs/decisions/011-loan-products-and-pricing.md). Money in minor units, rates in ppm.
 */
export const MARKET_LENDING: Record<MarketId, MarketLending> = {
  MX: {
    market: 'MX',
    feeTaxPpm: 160_000,
    interestTaxPpm: 160_000,
    maxYearlyInterestPpm: 360_000,
    annualCostCeilingPpm: 1_000_000,
    quota: { first: 500_000, risePerOnTimeLoan: 250_000, ceiling: 5_000_000 },
    annualCostName: 'CAT',
  },
  NG: {
    market: 'NG',
    feeTaxPpm: 75_000,
    interestTaxPpm: 0,
    maxYearlyInterestPpm: 360_000,
    annualCostCeilingPpm: 1_000_000,
    quota: { first: 5_000_000, risePerOnTimeLoan: 2_500_000, ceiling: 50_000_000 },
    annualCostName: 'APR',
  },
};

const COMMON = {
  interestPpmPerDay: { first: 900, repeat: 600 },
  feePpmPerDay: 500,
  feeUpfront: true,
  penaltyPpmPerDay: 5_000,
  penaltyCapPpm: 250_000,
  // 7 days for 1 % of the amount deferred (plus tax): far less than 7 days of penalty (3.5 %). Once
  // per loan: relief for a short gap, not a way to carry the debt (decision 015).
  rollover: { days: 7, feePpm: 10_000, maxPerLoan: 1 },
  offerValidHours: 24,
} as const;

/**
 * What a payment may be, per market (docs/decisions/015-repayment-rules.md). The step is a whole
 * number of major units (the spec's "integer") worth about five US cents in both currencies (1 peso,
 * 100 naira); the minimum is about the same share of the smallest instalment in both markets (100 of
 * some 340 pesos, 1,000 of some 3,400 naira), ten times apart like the loan amounts. No app screen
 * asks for more than is owed: a lender that takes no deposits should not hold a borrower's money.
 */
const MX_REPAYMENT = {
  minMinor: 10_000,
  stepMinor: 100,
  allowOverpayment: false,
  allocation: DEFAULT_ALLOCATION,
} as const;

const NG_REPAYMENT = {
  minMinor: 100_000,
  stepMinor: 10_000,
  allowOverpayment: false,
  allocation: DEFAULT_ALLOCATION,
} as const;

export const LOAN_PRODUCTS: readonly LoanProduct[] = [
  {
    id: 'mx-91',
    market: 'MX',
    name: { en: 'Puente 91 days', es: 'Puente 91 días' },
    amount: { min: 100_000, max: 5_000_000, step: 50_000 },
    tenorDays: 91,
    phases: 3,
    ...COMMON,
    repayment: MX_REPAYMENT,
  },
  {
    id: 'mx-180',
    market: 'MX',
    name: { en: 'Puente 180 days', es: 'Puente 180 días' },
    amount: { min: 300_000, max: 5_000_000, step: 50_000 },
    tenorDays: 180,
    phases: 6,
    ...COMMON,
    repayment: MX_REPAYMENT,
    // A longer loan keeps the fee near the 91-day product's in money, not double it.
    feePpmPerDay: 300,
  },
  {
    id: 'ng-91',
    market: 'NG',
    name: { en: 'Puente 91 days', es: 'Puente 91 días' },
    amount: { min: 1_000_000, max: 50_000_000, step: 500_000 },
    tenorDays: 91,
    phases: 3,
    ...COMMON,
    repayment: NG_REPAYMENT,
  },
  {
    id: 'ng-180',
    market: 'NG',
    name: { en: 'Puente 180 days', es: 'Puente 180 días' },
    amount: { min: 3_000_000, max: 50_000_000, step: 500_000 },
    tenorDays: 180,
    phases: 6,
    ...COMMON,
    repayment: NG_REPAYMENT,
    // A longer loan keeps the fee near the 91-day product's in money, not double it.
    feePpmPerDay: 300,
  },
];

export function productsFor(
  market: MarketId,
  products: readonly LoanProduct[] = LOAN_PRODUCTS,
): LoanProduct[] {
  return products.filter((product) => product.market === market);
}

/**
 * The product an order's quote was priced with: its own copy (decision 056), or for an order from
 * before product versions, the product written in code, which was then the only version.
 */
export function termsOf(quote: Pick<LoanQuote, 'productId' | 'terms'>): LoanProduct | undefined {
  return quote.terms ?? findProduct(quote.productId);
}

export function findProduct(
  id: string,
  products: readonly LoanProduct[] = LOAN_PRODUCTS,
): LoanProduct | undefined {
  return products.find((product) => product.id === id);
}
