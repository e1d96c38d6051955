import { DomainError, toMajor, toMinor } from '@puente/domain';
import { z } from 'zod';
import { sniffFormat } from '../../../images/image-info.ts';
import type { SharedServices } from '../../../server/shared-services.ts';
import { CONTENT_TYPES } from '../../identity/image-check.ts';
import * as vouchers from '../../repayment/vouchers/voucher-records.ts';
import { recordStaffAction } from '../../staff/staff-audit.ts';
import { type StaffCaller, type StaffRoute, staffRoute } from '../../staff/staff-route.ts';
import { assigneesOf } from '../queues/assignments.ts';
import { ageing } from '../queues/staff-queue.ts';
import { pendingVouchers, VOUCHER_QUEUE, voucherQueue } from './voucher-queue.ts';

const params = z.object({ id: z.string().regex(/^VO\d{22}$/) });
const list = z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) });
/** Major units as on the statement (two decimals at most); refused when zero or negative. */
const amountFound = z
  .number()
  .positive()
  .refine((value) => safeMinor(value) !== undefined);

function safeMinor(major: number): number | undefined {
  try {
    return toMinor(major);
  } catch {
    return undefined;
  }
}

/**
 * The proofs-of-payment queue: the pending proofs, oldest first, each with a five-minute link to
 * its receipt; approve with the amount found on the statement, or reject with a reason the borrower
 * reads. The decision and its staff audit row are one transaction (VoucherService's `onDecided`).
 */
export function voucherReviewRoutes(shared: SharedServices): StaffRoute[] {
  const { db, clock, storage } = shared;
  const links = shared.staff.receiptLinks;
  const service = shared.vouchers;

  const audit = (caller: StaffCaller, action: string, after: Record<string, unknown>) => ({
    onDecided: async (tx: Parameters<typeof recordStaffAction>[0], row: vouchers.VoucherRow) =>
      recordStaffAction(tx, caller, clock.now(), {
        action,
        customerId: row.userId,
        subjectType: 'voucher',
        subjectId: row.id,
        before: { status: 'pending', amountClaimed: row.amount },
        after: { status: row.status, ...after },
      }),
  });

  return [
    staffRoute({
      method: 'GET',
      url: '/queues/vouchers',
      access: 'vouchers.review',
      summary: 'Proofs of payment waiting for review, oldest first, with a short-lived link to each receipt',
      query: list,
      handler: async ({ caller, query }) => {
        const now = clock.now();
        const [count, rows] = await Promise.all([
          voucherQueue.count(db, now),
          pendingVouchers(db, query.limit),
        ]);
        const assignees = await assigneesOf(
          db,
          VOUCHER_QUEUE,
          rows.map((row) => row.id),
        );
        return {
          count: count.open,
          overdue: count.overdue,
          items: rows.map((row) => {
            const link = links.issue(row.id, caller.memberId);
            return {
              id: row.id,
              customerId: row.userId,
              orderNo: row.orderNo,
              amountClaimed: toMajor(row.amount),
              currency: row.currency,
              reference: row.reference,
              uploadedAt: row.submittedAt.toISOString(),
              ...ageing(row.submittedAt, voucherQueue.deadlineHours, now),
              assignedTo: assignees.get(row.id) ?? null,
              receipt: {
                url: `/staff-api/vouchers/${row.id}/image?token=${link.token}`,
                expiresAt: link.expiresAt,
              },
            };
          }),
        };
      },
    }),
    staffRoute({
      method: 'GET',
      url: '/vouchers/:id/image',
      access: 'vouchers.review',
      summary: "A proof of payment's receipt image, through the link the queue gave (five minutes)",
      params,
      query: z.object({ token: z.string().max(200) }),
      sendsItsOwnAnswer: true,
      handler: async ({ caller, params, query, reply }) => {
        if (!links.verify(query.token, params.id, caller.memberId))
          throw new DomainError('receiptLinkExpired');
        const voucher = await vouchers.voucherWithOrder(db, params.id);
        const image = voucher ? await storage.get(voucher.imageKey) : undefined;
        const format = image ? sniffFormat(image) : undefined;
        if (!voucher || !image || !format) throw new DomainError('receiptMissing');
        // A receipt shows the borrower's name and account: seeing it is recorded like a reveal.
        await db.transaction((tx) =>
          recordStaffAction(tx, caller, clock.now(), {
            action: 'voucher.receiptViewed',
            customerId: voucher.userId,
            subjectType: 'voucher',
            subjectId: voucher.id,
          }),
        );
        return reply
          .header('content-type', CONTENT_TYPES[format])
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(image);
      },
    }),
    staffRoute({
      method: 'POST',
      url: '/vouchers/:id/approve',
      access: 'vouchers.review',
      summary: 'Approve a proof of payment, crediting the amount found on the statement to its loan, once',
      params,
      body: z.object({ amountFound, note: z.string().trim().max(500).optional() }).strict(),
      handler: async ({ caller, params, body, ip }) => {
        const amountFoundMinor = toMinor(body.amountFound);
        const view = await service.approve(
          params.id,
          { ip },
          {
            amountFoundMinor,
            ...audit(caller, 'voucher.approved', { amountFound: amountFoundMinor, note: body.note ?? null }),
          },
        );
        return {
          ...view,
          amountFound: toMajor((await vouchers.voucherWithOrder(db, params.id))?.amountFound ?? 0),
        };
      },
    }),
    staffRoute({
      method: 'POST',
      url: '/vouchers/:id/reject',
      access: 'vouchers.review',
      summary: 'Reject a proof of payment with a reason the borrower reads; nothing is credited',
      params,
      body: z.object({ reason: z.string().trim().min(1).max(200) }).strict(),
      handler: async ({ caller, params, body, ip }) =>
        service.reject(
          params.id,
          body.reason,
          { ip },
          audit(caller, 'voucher.rejected', { reason: body.reason }),
        ),
    }),
  ];
}
