import { z } from 'zod';
import { emptyPayload } from '../security/payloads.ts';
import { defineContract } from './contract.ts';

const tags = ['market'];
/** A partner lender, its rate in the request language. */
const offer = z.object({
  id: z.string(),
  name: z.string(),
  amount: z.object({ min: z.number(), max: z.number() }),
  rate: z.string(),
  url: z.string(),
});

/** Other lenders recommended after a rejection (spec's loan market), and where to reach a person. */
export const marketContracts = {
  isRejectRecommendation: defineContract({
    method: 'GET',
    path: '/app/isRejectRecommendation',
    summary: 'After a rejection, until the retry date: the date and other lenders to try',
    tags,
    auth: true,
    payload: emptyPayload,
    answer: z.object({ show: z.boolean(), retryAt: z.string().optional(), offers: z.array(offer) }),
    errors: [],
  }),
  index: defineContract({
    method: 'GET',
    path: '/loanMarket/index',
    summary: 'Other lenders of the market: the partners configured (PARTNER_OFFERS), none unless configured',
    tags,
    auth: false,
    payload: emptyPayload,
    answer: z.object({ offers: z.array(offer) }),
    errors: [],
  }),
  lendingRecord: defineContract({
    method: 'GET',
    path: '/loanMarket/lending-record',
    summary: "Loans taken with partner lenders: not tracked (partners' loans are theirs), so always empty",
    tags,
    auth: true,
    payload: emptyPayload,
    answer: z.object({ records: z.array(z.never()) }),
    errors: [],
  }),
  repayColor: defineContract({
    method: 'GET',
    path: '/loanMarket/repay-color',
    summary: 'Colours of repayment states in lists: on time, due soon, overdue',
    tags,
    auth: false,
    payload: emptyPayload,
    answer: z.object({
      colors: z.object({ onTime: z.string(), dueSoon: z.string(), overdue: z.string() }),
    }),
    errors: [],
  }),
  customerService: defineContract({
    method: 'GET',
    path: '/loanMarket/customer-service',
    summary: 'How to reach a person: e-mail, phone and hours (9:00–18:00 Monday to Friday, market time)',
    tags,
    auth: false,
    payload: emptyPayload,
    answer: z.object({ email: z.string(), phone: z.string(), hours: z.string(), timeZone: z.string() }),
    errors: [],
  }),
  repayProducts: defineContract({
    method: 'GET',
    path: '/loanMarket/repay/products',
    summary: 'Partner loans to repay: not tracked, so always empty (see lending-record)',
    tags,
    auth: true,
    payload: emptyPayload,
    answer: z.object({ products: z.array(z.never()) }),
    errors: [],
  }),
};
