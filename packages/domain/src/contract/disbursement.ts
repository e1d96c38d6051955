import { z } from 'zod';
import { defineContract } from './contract.ts';
import { orderNoPayload } from './loan-schemas.ts';

const tags = ['loans'];
const moneyRequested = z.object({
  orderNo: z.string(),
  status: z.number(),
  expectedBy: z.string().describe('ISO 8601: when the money should be in the account at the latest'),
});
const requestErrors = ['orderNoMissing', 'orderNotFound', 'orderNotReady', 'offerExpired'] as const;

/** Sending a signed loan's money, and where it stands (spec §7, /loan/get-money*). */
export const disbursementContracts = {
  getMoney: defineContract({
    method: 'GET',
    alsoPost: true,
    path: '/loan/get-money',
    summary:
      'Get the money of a signed loan (18 → 19); a job sends it to the primary bank account within the hour',
    tags,
    auth: true,
    payload: orderNoPayload,
    answer: moneyRequested,
    errors: requestErrors,
  }),
  getMoneyPlus: defineContract({
    method: 'GET',
    alsoPost: true,
    path: '/loan/get-money-plus',
    summary:
      'Retry a failed payout (10 → 19) once the bank account was edited (refused while the primary account is the one that failed, unless the bank was unreachable)',
    tags,
    auth: true,
    payload: orderNoPayload,
    answer: moneyRequested,
    errors: requestErrors,
  }),
  getMoneyTime: defineContract({
    method: 'GET',
    path: '/loan/get-money-time',
    summary:
      'Where the money stands: the order status, when it was asked for and is expected, when it arrived, or why it failed',
    tags,
    auth: true,
    payload: orderNoPayload,
    answer: z.object({
      status: z.number(),
      requestedAt: z.string().optional(),
      expectedBy: z.string().optional().describe('while the payout is on its way'),
      disbursedAt: z.string().optional(),
      failureReason: z.string().optional().describe('in the request language, after a failed payout'),
    }),
    errors: ['orderNoMissing', 'orderNotFound'],
  }),
};
