import { z } from 'zod';
import { currency } from '../../loans/loan-schemas.ts';

/** The wire shapes of the cashier calls, for OpenAPI (/api/docs); the types live in packages/domain repayment-views.ts. */

export const checkoutPayload = z.object({
  orderNo: z.string().trim().max(40).optional(),
  amount: z.number().describe('whole naira; leave out when paying an extension').optional(),
  extensionId: z
    .string()
    .trim()
    .max(40)
    .describe('the waiting extension whose fee this pays, instead of an amount')
    .optional(),
});

export const checkoutSchema = z.object({
  payOrderId: z.string(),
  gateway: z.enum(['paystack', 'flutterwave']),
  checkoutUrl: z
    .string()
    .describe("the gateway's single-use hosted checkout; it returns to /#/repay/cashier?payOrderId=…"),
  reference: z
    .string()
    .describe('what the gateway knows the payment by (Paystack reference, Flutterwave tx_ref)'),
  amount: z.number(),
  currency,
  expiresAt: z.string().describe('ISO 8601'),
});

export const payOrderPayload = z.object({ payOrderId: z.string().trim().max(40).optional() });

export const payOrderStatusSchema = z.object({
  payOrderId: z.string(),
  status: z.enum(['pending', 'paid', 'expired']),
  amount: z.number(),
  currency,
  purpose: z.enum(['repayment', 'extension']).describe("an extension's fee does not reduce the loan"),
});
