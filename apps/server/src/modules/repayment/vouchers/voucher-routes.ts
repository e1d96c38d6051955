import { DomainError } from '@puente/domain';
import { type CallDefinition, defineCall, sessionUser } from '../../../protocol/call.ts';
import {
  saveVoucherPayload,
  voucherImageSchema,
  voucherListPayload,
  voucherListSchema,
  voucherSchema,
  voucherUploadPayload,
} from './voucher-schemas.ts';
import type { VoucherService } from './voucher-service.ts';

const tags = ['repayment'];
const HOUR_MS = 3_600_000;

export function voucherCalls(vouchers: VoucherService): CallDefinition[] {
  return [
    defineCall({
      method: 'POST',
      path: '/repay/upload/user/voucher',
      summary:
        'Upload the photo of a payment receipt (multipart: the photo as the file part, JPEG/PNG/WebP by ' +
        'content, 320 px to 8192 px a side, at most 5 MB) while a loan takes payments; answers its imageId',
      tags,
      auth: true,
      upload: true,
      payload: voucherUploadPayload,
      answer: voucherImageSchema,
      rateLimit: { max: 60, timeWindowMs: HOUR_MS },
      handler: async (c) => ({ data: await vouchers.uploadImage(c, sessionUser(c), c.file) }),
    }),
    defineCall({
      method: 'POST',
      path: '/repay/save/user/voucher',
      summary:
        'Send a proof of payment: the uploaded receipt, the transfer reference (4-40 characters, once per ' +
        'loan) and the amount paid (whole units, at most what is owed). It is reviewed within 48 hours; ' +
        'once approved the amount is credited to the loan',
      tags,
      auth: true,
      payload: saveVoucherPayload,
      answer: voucherSchema,
      rateLimit: { max: 60, timeWindowMs: HOUR_MS },
      handler: async (c) => {
        if (!c.payload.orderNo) throw new DomainError('orderNoMissing');
        return {
          data: await vouchers.save(c, sessionUser(c), { ...c.payload, orderNo: c.payload.orderNo }, c.lang),
        };
      },
    }),
    defineCall({
      method: 'POST',
      path: '/repay/get/voucher/list',
      summary: "The borrower's proofs of payment, newest first, with each review's outcome and reason",
      tags,
      auth: true,
      payload: voucherListPayload,
      answer: voucherListSchema,
      handler: async (c) => ({ data: await vouchers.list(sessionUser(c), c.payload.orderNo || undefined) }),
    }),
  ];
}
