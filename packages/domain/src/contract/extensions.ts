import { z } from 'zod';
import { defineContract } from './contract.ts';
import { orderNoPayload } from './loan-schemas.ts';
import { extensionDataSchema, extensionOrderSchema } from './repayment-schemas.ts';

const tags = ['repayment'];
const id = z.string().trim().max(40);
const orderErrors = ['orderNoMissing', 'orderNotFound', 'notRepaying'] as const;

/** Extensions: what one would cost, asking for one, and where it stands (spec §7, /repay). */
export const extensionContracts = {
  data: defineContract({
    method: 'GET',
    path: '/repay/getExtensionData',
    summary:
      'What an extension would cost (fee and tax on the earliest unpaid payment) and the new due dates, or why none is available; with the renewal agreement (/convenios) in the request language',
    tags,
    auth: true,
    payload: orderNoPayload,
    answer: extensionDataSchema,
    errors: orderErrors,
  }),
  confirm: defineContract({
    method: 'GET',
    alsoPost: true,
    path: '/repay/confirmExtensionOrder',
    summary:
      'Ask for an extension, accepting the renewal agreement (agree: true; the text, its version and hash, the time, IP and user agent are kept as evidence): its figures are frozen and it waits 24 hours for its fee; asked again while one waits, the same one answers. Applied once the fee is credited',
    tags,
    auth: true,
    payload: z.object({
      orderNo: id.optional(),
      agree: z.boolean().optional().describe('the borrower ticked "I accept the renewal agreement"'),
    }),
    answer: extensionOrderSchema,
    errors: [...orderErrors, 'renewalNotAccepted', 'extensionNoneLeft', 'extensionNothingDue'],
  }),
  status: defineContract({
    method: 'GET',
    path: '/repay/updateExtensionOrderStatus',
    summary: 'The latest extension of an order (orderNo), or one extension (extensionId), as it stands now',
    tags,
    auth: true,
    payload: z.object({ orderNo: id.optional(), extensionId: id.optional() }),
    answer: extensionOrderSchema,
    errors: ['orderNoMissing', 'orderNotFound', 'extensionNotFound'],
  }),
};
