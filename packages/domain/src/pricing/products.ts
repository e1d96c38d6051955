import type { MarketId } from '../markets/markets.ts';
import type { LoanProduct, MarketLending } from './loan-product.ts';

/**
 * The demo products and each market's credit rules, settling the spec's conflicting figures
 * (docs/decisions/011-loan-products-and-pricing.md). Money in minor units, rates in ppm.
 */
export const MARKET_LENDING: Record<MarketId, MarketLending> = {
  MX: {
    market: 'MX',
    feeTaxPpm: 160_000,
    maxYearlyInterestPpm: 360_000,
    annualCostCeilingPpm: 1_000_000,
    quota: { first: 500_000, risePerOnTimeLoan: 250_000, ceiling: 5_000_000 },
    annualCostName: 'CAT',
  },
  NG: {
    market: 'NG',
    feeTaxPpm: 75_000,
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
  // 7 days for 1 % of the amount deferred (plus tax): far less than 7 days of penalty (3.5 %).
  rollover: { days: 7, feePpm: 10_000 },
  offerValidHours: 24,
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
  },
  {
    id: 'mx-180',
    market: 'MX',
    name: { en: 'Puente 180 days', es: 'Puente 180 días' },
    amount: { min: 300_000, max: 5_000_000, step: 50_000 },
    tenorDays: 180,
    phases: 6,
    ...COMMON,
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
  },
  {
    id: 'ng-180',
    market: 'NG',
    name: { en: 'Puente 180 days', es: 'Puente 180 días' },
    amount: { min: 3_000_000, max: 50_000_000, step: 500_000 },
    tenorDays: 180,
    phases: 6,
    ...COMMON,
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

export function findProduct(
  id: string,
  products: readonly LoanProduct[] = LOAN_PRODUCTS,
): LoanProduct | undefined {
  return products.find((product) => product.id === id);
}
