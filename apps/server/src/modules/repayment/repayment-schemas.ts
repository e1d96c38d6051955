import { z } from 'zod';
import { currency, schedulePhaseSchema } from '../loans/loan-schemas.ts';

/** The wire shapes of the repayment calls, for OpenAPI (/api/docs); the types live in packages/domain repayment-views.ts. */

/** A way to pay, as the repayment screens list it. */
export const channelSchema = z.object({
  channelId: z.enum(['stp', 'oxxo', 'cashier', 'reservedAccount', 'voucher']),
  route: z.string(),
  name: z.string(),
  hint: z.string(),
});

export const repaymentDetailSchema = z.object({
  orderNo: z.string(),
  status: z.number(),
  statusName: z.string(),
  currency,
  dueDate: z.string().optional().describe('when the earliest unpaid phase falls due'),
  overdueDays: z.number(),
  dueNow: z.number().describe('overdue and due today, with penalties and extension fees'),
  totalOwed: z.number().describe('everything to pay the loan off today'),
  breakdown: z.object({
    principal: z.number(),
    interest: z.number(),
    fee: z.number(),
    tax: z.number(),
    penalty: z.number(),
    rolloverFee: z.number(),
    coupon: z.number(),
  }),
  repaid: z.number(),
  credit: z.number().describe('paid beyond the debt, held for the borrower'),
  schedule: z.array(schedulePhaseSchema),
  rules: z.object({ minAmount: z.number(), step: z.number(), allowOverpayment: z.boolean() }),
  channels: z.array(channelSchema),
  extension: z.object({ available: z.boolean(), left: z.number() }),
  paidOff: z.boolean(),
});

export const stpClabeSchema = z.object({
  clabe: z.string().describe('18 digits under STP (646) with a valid check digit'),
  bankName: z.string(),
  beneficiary: z.string(),
  amountDue: z.number(),
  totalOwed: z.number(),
  currency,
});

export const oxxoReferenceSchema = z.object({
  payOrderId: z.string(),
  reference: z.string(),
  barcode: z.string().describe('the value the Code 128 barcode encodes'),
  amount: z.number(),
  currency,
  expiresAt: z.string().describe('ISO 8601; 23:59 in Mexico City on the last day'),
  storeLimit: z.number().describe('the most a store takes in one payment'),
  reflected: z
    .enum(['withinMinutes', 'nextBusinessDay'])
    .describe('when the payment shows on the loan: the acquirer confirms by the next business day'),
});

export const oxxoPayload = z.object({
  orderNo: z.string().trim().max(40).optional(),
  amount: z.number().describe('whole pesos').optional(),
  extensionId: z
    .string()
    .trim()
    .max(40)
    .optional()
    .describe("instead of an amount: a waiting extension's fee (POST /repay/confirmExtensionOrder)"),
});
