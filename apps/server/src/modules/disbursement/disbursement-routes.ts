import { z } from 'zod';
import { type CallDefinition, defineCall, sessionUser } from '../../protocol/call.ts';
import { orderNoPayload, requireOrderNo } from '../loans/loan-schemas.ts';
import type { DisbursementService } from './disbursement-service.ts';

const tags = ['loans'];
const moneyRequested = z.object({
  orderNo: z.string(),
  status: z.number(),
  expectedBy: z.string().describe('ISO 8601: when the money should be in the account at the latest'),
});

export function disbursementCalls(disbursement: DisbursementService): CallDefinition[] {
  const request = (path: string, retry: boolean) =>
    defineCall({
      method: 'POST',
      path,
      summary: retry
        ? 'Retry a failed payout (10 → 19) once the bank account was edited (refused while the primary account is the one that failed, unless the bank was unreachable)'
        : 'Get the money of a signed loan (18 → 19); a job sends it to the primary bank account within the hour',
      tags,
      auth: true,
      payload: orderNoPayload,
      answer: moneyRequested,
      handler: async (c) => ({
        data: await disbursement.requestMoney(c, sessionUser(c), requireOrderNo(c.payload), retry),
      }),
    });
  return [
    request('/loan/get-money', false),
    request('/loan/get-money-plus', true),
    defineCall({
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
      handler: async (c) => ({
        data: await disbursement.moneyTime(sessionUser(c), requireOrderNo(c.payload), c.lang),
      }),
    }),
  ];
}
