import { z } from 'zod';
import { currency } from '../../loans/loan-schemas.ts';
import { channelSchema, oxxoReferenceSchema, stpClabeSchema } from '../repayment-schemas.ts';

/** The wire shapes of the portal calls, for OpenAPI; the types live in repayment-views.ts. */

export const portalLinkPayload = z.object({ orderNo: z.string().trim().max(40).optional() });

export const portalLinkSchema = z.object({
  payOrderId: z.string(),
  url: z.string().describe('the portal page for this pay order, to share; no login needed'),
  expiresAt: z.string().describe('ISO 8601; the link is payable for 7 days'),
});

export const portalDetailPayload = z.object({ payOrderId: z.string().trim().max(40).optional() });

export const portalConfirmPayload = z.object({
  payOrderId: z.string().trim().max(40).optional(),
  channelId: z.string().trim().max(40).optional(),
});

export const portalDetailSchema = z.object({
  payOrderId: z.string(),
  orderNoMasked: z.string().describe('the order number with its middle hidden'),
  borrowerInitials: z.string().describe('initials only: no name, phone or address'),
  amountDue: z.number().describe('what the link asks to pay'),
  totalOwed: z.number(),
  currency,
  dueDate: z.string().optional(),
  status: z.enum(['pending', 'paid', 'expired']),
  channels: z.array(channelSchema),
});

const cashierCheckoutSchema = z.object({
  payOrderId: z.string(),
  gateway: z.enum(['paystack', 'flutterwave']),
  checkoutUrl: z.string(),
  reference: z.string(),
  amount: z.number(),
  currency,
  expiresAt: z.string(),
});

export const portalConfirmSchema = z
  .union([oxxoReferenceSchema, stpClabeSchema, cashierCheckoutSchema])
  .describe('oxxo: a cash reference; stp: the CLABE to transfer to; cashier: a gateway checkout');
