import { z } from 'zod';
import { CREDIT_RETURN_STATES } from '../repayment/held-credit.ts';
import { emptyPayload } from '../security/payloads.ts';
import { defineContract } from './contract.ts';
import { currency } from './loan-schemas.ts';

const tags = ['repayment'];

export const creditReturnSchema = z.object({
  returnId: z.string(),
  amount: z.number(),
  currency,
  status: z
    .enum(CREDIT_RETURN_STATES)
    .describe('sending until the bank confirms; failed puts the amount back in the credit held'),
  bankName: z.string(),
  accountEnding: z.string().describe('the last four digits of the account it goes to'),
  requestedAt: z.string().describe('ISO 8601'),
  settledAt: z.string().optional(),
  failureReason: z.string().optional().describe("the bank's reason, in the request language"),
});

export const heldCreditSchema = z.object({
  amount: z.number().describe('held now, all loans together'),
  currency,
  orderNo: z.string().optional().describe('the newest loan the credit is held on'),
  openOrderNo: z.string().optional().describe('the loan being repaid, which the credit can pay now'),
  applyToNextLoan: z.boolean().describe('the credit pays the next loan when its money is sent'),
  account: z
    .object({ bankName: z.string(), accountEnding: z.string() })
    .optional()
    .describe('the primary bank account a return goes to'),
  returns: z.array(creditReturnSchema).describe('returns asked for, newest first'),
});

export const creditApplicationSchema = z.object({
  applied: z.number().describe('paid from the credit on the open loan now (0 when none is open)'),
  orderNo: z.string().optional(),
  held: z.number().describe('still held'),
  applyToNextLoan: z.boolean().describe('what is left pays the next loan when its money is sent'),
  currency,
});

/**
 * Money with nowhere to go (decision 032): what the borrower paid beyond the debt, or after the
 * loan was paid off, is held as their credit until they have it sent back or used on a loan.
 */
export const creditContracts = {
  detail: defineContract({
    method: 'GET',
    path: '/repay/credit/detail',
    summary:
      'The credit held for the borrower (paid beyond the debt or after the loan was paid off), the account a return goes to, and the returns asked for',
    tags,
    auth: true,
    payload: emptyPayload,
    answer: heldCreditSchema,
    errors: [],
  }),
  sendBack: defineContract({
    method: 'POST',
    path: '/repay/credit/return',
    summary:
      'Send all the credit held back to the primary bank account, through the payout provider, once; asked again while it is on its way, the same return is answered',
    tags,
    auth: true,
    payload: emptyPayload,
    answer: creditReturnSchema,
    errors: ['noCreditHeld', 'creditNoBankAccount'],
  }),
  apply: defineContract({
    method: 'POST',
    path: '/repay/credit/apply',
    summary:
      'Use the credit held as a payment: on the loan being repaid now, and what is left (or all of it, with no loan open) on the next loan when its money is sent',
    tags,
    auth: true,
    payload: emptyPayload,
    answer: creditApplicationSchema,
    errors: ['noCreditHeld'],
  }),
};
