import type { MarketId } from '../markets/markets.ts';

/**
 * How the promotion page (`/yx3`) speaks of places left. `none` shows no counter at all; `daily`
 * is a real budget of promotion sign-ups per market day, counted down by the numbers actually left
 * on the page that day (docs/decisions/023-promotions-and-leads.md). There is deliberately no kind
 * that shows a fixed or made-up figure: a counter that is not counted is not shown.
 */
export type VacancyRule = { kind: 'none' } | { kind: 'daily'; capacity: number };

export interface PromotionCampaign {
  market: MarketId;
  vacancies: VacancyRule;
}

/** The campaign of each market; configuration, like the loan products. */
export const PROMOTION_CAMPAIGNS: Record<MarketId, PromotionCampaign> = {
  MX: { market: 'MX', vacancies: { kind: 'daily', capacity: 200 } },
  NG: { market: 'NG', vacancies: { kind: 'none' } },
};

/** Days a number left on a promotion page is kept when nobody registers with it. */
export const LEAD_RETENTION_DAYS = 30;
