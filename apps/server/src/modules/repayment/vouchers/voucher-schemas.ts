import { z } from 'zod';
import { currency } from '../../loans/loan-schemas.ts';

/** The wire shapes of the proof-of-payment calls, for OpenAPI; the types are VoucherView in repayment-views.ts. */

export const voucherUploadPayload = z.object({});

export const voucherImageSchema = z.object({
  imageId: z.string().describe('names the stored receipt; pass it to /repay/save/user/voucher'),
});

export const saveVoucherPayload = z.object({
  orderNo: z.string().trim().max(40).optional(),
  imageId: z.uuid().describe('from /repay/upload/user/voucher'),
  reference: z.string().max(200).describe('the transfer reference on the receipt, 4 to 40 characters'),
  amount: z.number().describe('whole major units, at most what is owed'),
});

export const voucherListPayload = z.object({
  orderNo: z
    .string()
    .trim()
    .max(40)
    .optional()
    .describe('only this order’s proofs; all of the borrower’s when absent'),
});

export const voucherSchema = z.object({
  voucherId: z.string(),
  orderNo: z.string(),
  reference: z.string(),
  amount: z.number(),
  currency,
  status: z.enum(['pending', 'approved', 'rejected']),
  submittedAt: z.string(),
  feedbackDueAt: z.string().describe('48 hours after submission'),
  decidedAt: z.string().optional(),
  rejectReason: z.string().optional(),
});

export const voucherListSchema = z.object({ vouchers: z.array(voucherSchema).describe('newest first') });
