import {
  emptyPayload,
  type Language,
  MARKETS,
  type MarketId,
  PARTNER_OFFERS,
  REPAY_COLORS,
  supportHoursText,
} from '@puente/domain';
import { z } from 'zod';
import { type CallDefinition, defineCall, sessionUser } from '../../protocol/call.ts';
import type { LoanService } from '../loans/loan-service.ts';

const tags = ['market'];
const offer = z.object({
  id: z.string(),
  name: z.string(),
  amount: z.object({ min: z.number(), max: z.number() }),
  rate: z.string(),
  url: z.string(),
});

const offersFor = (market: MarketId, lang: Language) =>
  PARTNER_OFFERS[market].map((o) => ({ ...o, rate: o.rate[lang] }));

/** Other lenders recommended after a rejection (spec's loan market), and where to reach a person. */
export function marketCalls(loans: LoanService, support: { email: string; phone: string }): CallDefinition[] {
  return [
    defineCall({
      method: 'GET',
      path: '/app/isRejectRecommendation',
      summary: 'After a rejection, until the retry date: the date and other lenders to try',
      tags,
      auth: true,
      payload: emptyPayload,
      answer: z.object({ show: z.boolean(), retryAt: z.string().optional(), offers: z.array(offer) }),
      handler: async (c) => {
        const home = await loans.home(sessionUser(c), c.lang);
        const show = home.homeStatus === 'rejected';
        return { data: { show, retryAt: home.retryAt, offers: show ? offersFor(c.app.market, c.lang) : [] } };
      },
    }),
    defineCall({
      method: 'GET',
      path: '/loanMarket/index',
      summary: 'Other lenders of the market (illustrative partners until agreements are signed)',
      tags,
      auth: false,
      payload: emptyPayload,
      answer: z.object({ offers: z.array(offer) }),
      handler: async (c) => ({ data: { offers: offersFor(c.app.market, c.lang) } }),
    }),
    defineCall({
      method: 'GET',
      path: '/loanMarket/lending-record',
      summary: "Loans taken with partner lenders: not tracked (partners' loans are theirs), so always empty",
      tags,
      auth: true,
      payload: emptyPayload,
      answer: z.object({ records: z.array(z.never()) }),
      handler: async () => ({ data: { records: [] } }),
    }),
    defineCall({
      method: 'GET',
      path: '/loanMarket/repay-color',
      summary: 'Colours of repayment states in lists: on time, due soon, overdue',
      tags,
      auth: false,
      payload: emptyPayload,
      answer: z.object({
        colors: z.object({ onTime: z.string(), dueSoon: z.string(), overdue: z.string() }),
      }),
      handler: async () => ({ data: { colors: { ...REPAY_COLORS } } }),
    }),
    defineCall({
      method: 'GET',
      path: '/loanMarket/customer-service',
      summary: 'How to reach a person: e-mail, phone and hours (9:00–18:00 Monday to Friday, market time)',
      tags,
      auth: false,
      payload: emptyPayload,
      answer: z.object({ email: z.string(), phone: z.string(), hours: z.string(), timeZone: z.string() }),
      handler: async (c) => ({
        data: {
          ...support,
          hours: supportHoursText(c.app.market, c.lang),
          timeZone: MARKETS[c.app.market].timeZone,
        },
      }),
    }),
    defineCall({
      method: 'GET',
      path: '/loanMarket/repay/products',
      summary: 'Partner loans to repay: not tracked, so always empty (see lending-record)',
      tags,
      auth: true,
      payload: emptyPayload,
      answer: z.object({ products: z.array(z.never()) }),
      handler: async () => ({ data: { products: [] } }),
    }),
  ];
}
