import { PERSONAL_FIELDS } from '@puente/domain';
import { z } from 'zod';
import { staffRoute } from '../../staff/staff-route.ts';
import type { CustomerViewService } from './customer-view-service.ts';

const customerParams = z.object({ id: z.string().uuid() });
const page = {
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
};
/** A date (the whole day) or an instant. */
const instant = z
  .string()
  .trim()
  .refine((text) => !Number.isNaN(Date.parse(text)))
  .optional();

const PHOTO_CONTENT_TYPES: Record<string, string> = {
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** The customer view's routes (issue 20): reading a customer, revealing a field, their photos and loans, the audit trail. */
export function customerRoutes(view: CustomerViewService) {
  return [
    staffRoute({
      method: 'GET',
      url: '/customers',
      access: 'customers.view',
      summary: 'Find customers by phone, CURP/BVN/NIN, name, order number or account (masked)',
      query: z.object({ q: z.string().max(100).default('') }),
      handler: async ({ query }) => ({ items: await view.search(query.q) }),
    }),
    staffRoute({
      method: 'GET',
      url: '/customers/:id',
      access: 'customers.view',
      summary: 'A customer: personal data masked, status, consents, devices, documents accepted',
      params: customerParams,
      handler: async ({ params }) => view.profile(params.id),
    }),
    staffRoute({
      method: 'POST',
      url: '/customers/:id/reveal',
      access: 'customers.reveal',
      summary: 'One personal field in clear (audited: the field, never the value)',
      params: customerParams,
      body: z.object({ field: z.enum(PERSONAL_FIELDS) }),
      handler: async ({ caller, params, body }) => view.reveal(caller, params.id, body.field),
    }),
    staffRoute({
      method: 'GET',
      url: '/customers/:id/photos',
      access: 'identity.photos',
      summary: "The customer's identity photos, each behind a link for this member that lasts five minutes",
      params: customerParams,
      handler: async ({ caller, params }) => ({ items: await view.photoLinks(caller, params.id) }),
    }),
    staffRoute({
      method: 'GET',
      url: '/photos/:token',
      access: 'identity.photos',
      summary: 'An identity photo through its link (audited)',
      params: z.object({ token: z.string().min(10).max(1000) }),
      sendsItsOwnAnswer: true,
      handler: async ({ caller, params, reply }) => {
        const photo = await view.photo(caller, params.token);
        reply
          .header('content-type', PHOTO_CONTENT_TYPES[photo.format] ?? 'application/octet-stream')
          .header('cache-control', 'no-store, private')
          .header('x-content-type-options', 'nosniff')
          .send(photo.bytes);
      },
    }),
    staffRoute({
      method: 'GET',
      url: '/customers/:id/loans',
      access: 'customers.view',
      summary: "The customer's loans, newest first, with their balances",
      params: customerParams,
      handler: async ({ params }) => ({ items: await view.loans(params.id) }),
    }),
    staffRoute({
      method: 'GET',
      url: '/loans/:orderNo',
      access: 'customers.view',
      summary: 'A loan: schedule, ledger, events, payouts, payments by channel, extensions',
      params: z.object({ orderNo: z.string().min(1).max(40) }),
      handler: async ({ params, caller }) => view.loan(params.orderNo, caller.lang),
    }),
    staffRoute({
      method: 'GET',
      url: '/customers/:id/messages',
      access: 'customers.view',
      summary:
        "Messages sent to the customer, newest first: one-time codes (items) and every message with each delivery's channel, masked number and status (messages)",
      params: customerParams,
      handler: async ({ params, caller }) => view.messages(params.id, caller.lang),
    }),
    staffRoute({
      method: 'GET',
      url: '/customers/:id/audit',
      access: 'customers.view',
      summary: 'What staff did about this customer, newest first',
      params: customerParams,
      query: z.object(page),
      handler: async ({ params, query }) => view.customerAudit(params.id, query),
    }),
    staffRoute({
      method: 'GET',
      url: '/audit',
      access: 'audit.view',
      summary: 'The staff audit trail, searchable, newest first',
      query: z.object({
        member: z.string().uuid().optional(),
        action: z.string().trim().min(1).max(100).optional(),
        customer: z.string().uuid().optional(),
        from: instant,
        to: instant,
        q: z.string().trim().min(1).max(100).optional(),
        ...page,
      }),
      handler: async ({ query }) =>
        view.auditSearch({
          memberId: query.member,
          action: query.action,
          customerId: query.customer,
          from: query.from ? new Date(query.from) : undefined,
          to: query.to ? endOf(query.to) : undefined,
          q: query.q,
          before: query.before,
          limit: query.limit,
        }),
    }),
  ];
}

/** `to=2026-11-26` means the whole day; an instant means itself. */
function endOf(text: string): Date {
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return new Date(Date.parse(text) + 86_400_000 - 1);
  return new Date(text);
}
