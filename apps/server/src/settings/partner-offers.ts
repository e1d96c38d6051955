import type { Localized, MarketId } from '@puente/domain';
import { z } from 'zod';

/**
 * A partner lender recommended after a rejection (/app/isRejectRecommendation, /loanMarket/index),
 * as configured: only a signed partnership belongs here, with the range and rate the partner
 * publishes. Amounts in whole major units of the market's currency.
 */
export interface PartnerOfferSetting {
  market: MarketId;
  id: string;
  name: string;
  url: string;
  amount: { min: number; max: number };
  rate: Localized;
}

const offerSchema = z
  .object({
    market: z.enum(['MX', 'NG']),
    id: z.string().trim().min(1).max(60),
    name: z.string().trim().min(1).max(80),
    url: z.url({ protocol: /^https?$/, error: 'url must be an http(s) address' }),
    amount: z
      .object({ min: z.number().int().positive(), max: z.number().int().positive() })
      .refine((amount) => amount.min <= amount.max, 'amount.min must not be above amount.max'),
    rate: z.object({ en: z.string().trim().min(1), es: z.string().trim().min(1) }),
  })
  .strict();

const offersSchema = z
  .array(offerSchema)
  .refine((offers) => new Set(offers.map((o) => o.id)).size === offers.length, 'each id must be unique');

/**
 * PARTNER_OFFERS: a JSON list of offers, e.g.
 * `[{"market":"MX","id":"mx-acme","name":"Acme","url":"https://acme.mx","amount":{"min":500,"max":20000},
 * "rate":{"en":"CAT from 95 % without VAT","es":"CAT desde 95 % sin IVA"}}]`. Unset is `undefined`
 * (the mode's default applies); set but empty (`[]`) is none. A refusal names the first offer and
 * field that is wrong.
 */
export const partnerOffersField = () =>
  z
    .string()
    .optional()
    .transform((value, ctx): PartnerOfferSetting[] | undefined => {
      if (value === undefined || value.trim() === '') return undefined;
      let json: unknown;
      try {
        json = JSON.parse(value);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be a JSON list of partner offers (README, Settings)' });
        return z.NEVER;
      }
      const parsed = offersSchema.safeParse(json);
      if (parsed.success) return parsed.data;
      const issue = parsed.error.issues[0];
      const [index, ...field] = issue?.path ?? [];
      const where =
        typeof index === 'number' ? `offer ${index + 1}${field.length ? ` (${field.join('.')})` : ''}: ` : '';
      ctx.addIssue({
        code: 'custom',
        message: `${where}${issue?.message ?? 'is not a list of partner offers'}`,
      });
      return z.NEVER;
    });

/**
 * The sandbox's demonstration partners, so that a tester sees the screen a rejected borrower gets.
 * Marked as demonstrations in their name; production shows none unless PARTNER_OFFERS sets some.
 */
export const DEMO_PARTNER_OFFERS: readonly PartnerOfferSetting[] = [
  {
    market: 'MX',
    id: 'mx-demo-credito-amigo',
    name: 'Crédito Amigo (sandbox demo)',
    url: 'https://example.com/partners/credito-amigo',
    amount: { min: 500, max: 20_000 },
    rate: { en: 'CAT from 95 % without VAT', es: 'CAT desde 95 % sin IVA' },
  },
  {
    market: 'MX',
    id: 'mx-demo-caja-popular',
    name: 'Caja Popular (sandbox demo)',
    url: 'https://example.com/partners/caja-popular',
    amount: { min: 1_000, max: 30_000 },
    rate: { en: 'CAT from 60 % without VAT', es: 'CAT desde 60 % sin IVA' },
  },
  {
    market: 'NG',
    id: 'ng-demo-cooperative',
    name: 'Workers Cooperative (sandbox demo)',
    url: 'https://example.com/partners/workers-cooperative',
    amount: { min: 20_000, max: 300_000 },
    rate: { en: 'Effective annual rate from 60 %', es: 'Tasa anual efectiva desde 60 %' },
  },
];
