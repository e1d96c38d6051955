import { z } from 'zod';
import { defineContract } from './contract.ts';
import { voucherSchema } from './repayment-schemas.ts';

const tags = ['repayment'];
const orderNo = z.string().trim().max(40);

/** Proofs of payment: the receipt photo, the proof, and the borrower's proofs (spec §7, /repay). */
export const voucherContracts = {
  upload: defineContract({
    method: 'POST',
    path: '/repay/upload/user/voucher',
    summary:
      'Upload the photo of a payment receipt (multipart: the photo as the file part, JPEG/PNG/WebP by ' +
      'content, 320 px to 8192 px a side, at most 5 MB) while a loan takes payments; answers its imageId',
    tags,
    auth: true,
    upload: true,
    payload: z.object({}),
    answer: z.object({
      imageId: z.string().describe('names the stored receipt; pass it to /repay/save/user/voucher'),
    }),
    errors: [
      'notRepaying',
      'imageMissing',
      'imageTooLarge',
      'imageTooSmall',
      'imageNotSupported',
      'imageDamaged',
    ],
  }),
  save: defineContract({
    method: 'POST',
    path: '/repay/save/user/voucher',
    summary:
      'Send a proof of payment: the uploaded receipt, the transfer reference (4-40 characters, once per ' +
      'loan) and the amount paid (whole units, at most what is owed). It is reviewed within 48 hours; ' +
      'once approved the amount is credited to the loan',
    tags,
    auth: true,
    payload: z.object({
      orderNo: orderNo.optional(),
      imageId: z.uuid().describe('from /repay/upload/user/voucher'),
      reference: z.string().max(200).describe('the transfer reference on the receipt, 4 to 40 characters'),
      amount: z.number().describe('whole major units, at most what is owed'),
    }),
    answer: voucherSchema,
    errors: [
      'orderNoMissing',
      'orderNotFound',
      'notRepaying',
      'voucherReferenceInvalid',
      'voucherReferenceUsed',
      'voucherImageMissing',
      'repayAmountNotWhole',
      'repayAmountBelowMinimum',
      'repayAmountNotStep',
      'repayAmountAboveOwed',
    ],
  }),
  list: defineContract({
    method: 'POST',
    path: '/repay/get/voucher/list',
    summary: "The borrower's proofs of payment, newest first, with each review's outcome and reason",
    tags,
    auth: true,
    payload: z.object({
      orderNo: orderNo.optional().describe('only this order’s proofs; all of the borrower’s when absent'),
    }),
    answer: z.object({ vouchers: z.array(voucherSchema).describe('newest first') }),
    errors: ['orderNotFound'],
  }),
};
