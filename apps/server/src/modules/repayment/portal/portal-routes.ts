import { type CallDefinition, defineCall, sessionUser } from '../../../protocol/call.ts';
import { requireOrderNo } from '../../loans/loan-schemas.ts';
import {
  portalConfirmPayload,
  portalConfirmSchema,
  portalDetailPayload,
  portalDetailSchema,
  portalLinkPayload,
  portalLinkSchema,
} from './portal-schemas.ts';
import type { PortalService } from './portal-service.ts';

const tags = ['repayment'];
const HOUR_MS = 3_600_000;

export function portalCalls(portal: PortalService): CallDefinition[] {
  return [
    defineCall({
      method: 'POST',
      path: '/repay/portal-link',
      summary:
        'A payment link for the borrower’s loan (what is due now, or the total when nothing is due), ' +
        'valid 7 days, that anyone can pay without logging in; asked again for the same amount, the same link',
      tags,
      auth: true,
      payload: portalLinkPayload,
      answer: portalLinkSchema,
      rateLimit: { max: 60, timeWindowMs: HOUR_MS },
      handler: async (c) => ({ data: await portal.createLink(c, sessionUser(c), requireOrderNo(c.payload)) }),
    }),
    defineCall({
      method: 'GET',
      path: '/portal/repayment/detail',
      summary:
        'No login: what a payment link asks to pay (masked order number, initials, amounts, due date, the ' +
        'channels that work without login). A wrong or closed link answers payOrderMissing, an expired one payOrderTimedOut',
      tags,
      auth: false,
      payload: portalDetailPayload,
      answer: portalDetailSchema,
      // Per address: links are unguessable, and this keeps anyone from trying many.
      rateLimit: { max: 120, timeWindowMs: HOUR_MS },
      handler: async (c) => ({ data: await portal.detail(c.payload.payOrderId || undefined, c.lang) }),
    }),
    defineCall({
      method: 'POST',
      path: '/portal/repayment/confirm',
      summary:
        'No login: how to pay a link through one channel: oxxo gives a cash reference for the link’s amount, ' +
        'stp the borrower’s CLABE, cashier a gateway checkout (where offered)',
      tags,
      auth: false,
      payload: portalConfirmPayload,
      answer: portalConfirmSchema,
      rateLimit: { max: 30, timeWindowMs: HOUR_MS },
      handler: async (c) => ({
        data: await portal.confirm(
          c,
          c.payload.payOrderId || undefined,
          c.payload.channelId || undefined,
          c.lang,
        ),
      }),
    }),
  ];
}
