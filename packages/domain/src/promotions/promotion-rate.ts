import type { Language } from '../i18n/language.ts';
import { MARKETS, type MarketId } from '../markets/markets.ts';
import type { LoanProduct } from '../pricing/loan-product.ts';
import { LOAN_PRODUCTS } from '../pricing/products.ts';

export interface PromotionRate {
  /** The lowest daily interest of a first loan among the market's products, in ppm. */
  ppmPerDay: number;
  /** That rate as Intl writes a percentage in the market's locale: "0.09%". */
  percent: string;
  /** The sentence the promotion pages show. */
  text: string;
}

/**
 * The rate a promotion advertises, produced from the configured products so it can never promise
 * less than a new borrower is charged: the lowest first-loan rate, said to be a starting point.
 */
export function promotionRate(
  market: MarketId,
  language: Language,
  products: readonly LoanProduct[] = LOAN_PRODUCTS,
): PromotionRate {
  const mine = products.filter((product) => product.market === market);
  if (mine.length === 0) throw new Error(`no products for ${market}`);
  const ppmPerDay = Math.min(...mine.map((product) => product.interestPpmPerDay.first));
  const percent = new Intl.NumberFormat(MARKETS[market].locales[language], {
    style: 'percent',
    maximumFractionDigits: 4,
  }).format(ppmPerDay / 1_000_000);
  const text =
    language === 'es'
      ? `Interés desde ${percent} diario en tu primer préstamo`
      : `Interest from ${percent} a day on your first loan`;
  return { ppmPerDay, percent, text };
}
