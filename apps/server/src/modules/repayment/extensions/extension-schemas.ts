import { z } from 'zod';
import { currency } from '../../loans/loan-schemas.ts';

/** The wire shapes of the extension calls, for OpenAPI (/api/docs); the types are in repayment-views.ts. */

export const extensionOrderSchema = z.object({
  extensionId: z
    .string()
    .describe(
      'pay the fee with it: GET /repay/getOXXOReference { orderNo, extensionId }, or any transfer of at least `total` into the own account while it waits',
    ),
  orderNo: z.string(),
  status: z.enum(['awaitingFee', 'applied', 'expired']),
  total: z.number().describe('fee and tax, frozen while it waits'),
  currency,
  newDueDate: z.string().describe('YYYY-MM-DD, market time zone: the deferred payment’s new due date'),
  expiresAt: z.string().describe('ISO 8601: 24 hours after it was asked for'),
});

export const extensionDataSchema = z.object({
  orderNo: z.string(),
  available: z.boolean(),
  refusal: z.string().optional().describe('why not, in the request language'),
  left: z.number().describe('extensions this loan may still take'),
  days: z.number(),
  deferred: z.number().describe('the earliest unpaid payment, which the fee is charged on'),
  fee: z.number(),
  tax: z.number(),
  total: z.number(),
  currentDueDate: z.string().optional(),
  newDueDate: z.string().optional(),
  currency,
  pending: extensionOrderSchema.optional().describe('the extension waiting for its fee, if any'),
  agreement: z.object({ title: z.string(), text: z.string(), version: z.string() }),
});

export const extensionStatusPayload = z.object({
  orderNo: z.string().trim().max(40).optional(),
  extensionId: z.string().trim().max(40).optional(),
});

export const confirmExtensionPayload = z.object({
  orderNo: z.string().trim().max(40).optional(),
  agree: z.boolean().optional().describe('the borrower ticked "I accept the renewal agreement"'),
});
