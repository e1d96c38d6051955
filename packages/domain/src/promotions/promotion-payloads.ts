import { z } from 'zod';
import type { Language } from '../i18n/language.ts';
import type { MarketId } from '../markets/markets.ts';
import type { LoanProduct } from '../pricing/loan-product.ts';
import { LOAN_PRODUCTS } from '../pricing/products.ts';
import { mobilePayload } from '../security/payloads.ts';
import { PROMOTION_CAMPAIGNS, type PromotionCampaign } from './campaign.ts';
import { PROMOTION_STEPS } from './progress-steps.ts';
import { promotionRate } from './promotion-rate.ts';
import { vacanciesLeft } from './vacancies.ts';

/** Decrypted payloads and answers of the `/promotion` calls; the OpenAPI document is made from them. */
export const leadPayload = mobilePayload;

export const leadAnswer = z.object({
  registered: z
    .boolean()
    .describe('true when the number already has an account: nothing is kept, the visitor should log in'),
});

export const promotionAnswer = z.object({
  rate: z.string().describe("Lowest first-loan daily interest, formatted for the market's locale"),
  rateText: z.string(),
  steps: z.array(z.object({ id: z.string(), label: z.string() })),
  vacancies: z
    .object({ left: z.number().int().min(0), capacity: z.number().int().min(0) })
    .nullable()
    .describe('Places left today, counted from the numbers left on the page; null: no counter is shown'),
});

export type LeadAnswer = z.infer<typeof leadAnswer>;
export type PromotionView = z.infer<typeof promotionAnswer>;

/** What `/yx3` shows, given how many numbers were left today in the market. */
export function promotionView(
  market: MarketId,
  language: Language,
  leadsToday: number,
  campaign: PromotionCampaign = PROMOTION_CAMPAIGNS[market],
  products: readonly LoanProduct[] = LOAN_PRODUCTS,
): PromotionView {
  const rate = promotionRate(market, language, products);
  return {
    rate: rate.percent,
    rateText: rate.text,
    steps: PROMOTION_STEPS.map((step) => ({ id: step.id, label: step.label[language] })),
    vacancies: vacanciesLeft(campaign.vacancies, leadsToday),
  };
}
