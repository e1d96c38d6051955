import { z } from 'zod';
import { defineContract } from './contract.ts';
import {
  checkoutSchema,
  oxxoReferenceSchema,
  portalDetailSchema,
  stpClabeSchema,
} from './repayment-schemas.ts';

const tags = ['repayment'];
const id = z.string().trim().max(40);
const linkErrors = ['payOrderMissing', 'payOrderTimedOut'] as const;

/** Payment links: made by the borrower, paid by anyone without logging in. */
export const portalContracts = {
  link: defineContract({
    method: 'POST',
    path: '/repay/portal-link',
    summary:
      'A payment link for the borrower’s loan (what is due now, or the total when nothing is due), ' +
      'valid 7 days, that anyone can pay without logging in; asked again for the same amount, the same link',
    tags,
    auth: true,
    payload: z.object({ orderNo: id.optional() }),
    answer: z.object({
      payOrderId: z.string(),
      url: z.string().describe('the portal page for this pay order, to share; no login needed'),
      expiresAt: z.string().describe('ISO 8601; the link is payable for 7 days'),
    }),
    errors: ['orderNoMissing', 'orderNotFound', 'notRepaying', 'portalLinkUnavailable'],
  }),
  detail: defineContract({
    method: 'GET',
    path: '/portal/repayment/detail',
    summary:
      'No login: what a payment link asks to pay (masked order number, initials, amounts, due date, the ' +
      'channels that work without login). A wrong or closed link answers payOrderMissing, an expired one payOrderTimedOut',
    tags,
    auth: false,
    payload: z.object({ payOrderId: id.optional() }),
    answer: portalDetailSchema,
    errors: linkErrors,
  }),
  confirm: defineContract({
    method: 'POST',
    path: '/portal/repayment/confirm',
    summary:
      'No login: how to pay a link through one channel: oxxo gives a cash reference for the link’s amount, ' +
      'stp the borrower’s CLABE, cashier a gateway checkout (where offered)',
    tags,
    auth: false,
    payload: z.object({ payOrderId: id.optional(), channelId: id.optional() }),
    answer: z
      .union([oxxoReferenceSchema, stpClabeSchema, checkoutSchema])
      .describe('oxxo: a cash reference; stp: the CLABE to transfer to; cashier: a gateway checkout'),
    errors: [
      ...linkErrors,
      'channelIdMissing',
      'noPaymentMethod',
      'notRepaying',
      'speiUnavailable',
      'oxxoAboveStoreLimit',
      'oxxoUnavailable',
      'oxxoBelowStoreMinimum',
      'repayAmountNotWhole',
      'repayAmountBelowMinimum',
      'repayAmountNotStep',
      'repayAmountAboveOwed',
    ],
  }),
};
