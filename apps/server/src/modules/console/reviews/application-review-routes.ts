import { type Language, toMajor } from '@puente/domain';
import { z } from 'zod';
import type { SharedServices } from '../../../server/shared-services.ts';
import { type StaffRoute, staffRoute } from '../../staff/staff-route.ts';
import { assigneesOf } from '../queues/assignments.ts';
import { ageing } from '../queues/staff-queue.ts';
import {
  APPLICATION_QUEUE,
  applicationQueue,
  heldApplications,
  openConflictsOf,
  unsettledIdentities,
} from './application-queue.ts';
import { ApplicationReviews } from './application-review-service.ts';

const list = z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) });
const orderParams = z.object({ orderNo: z.string().min(1).max(40) });
/** What the borrower reads: written by the reviewer, one or two sentences. */
const borrowerReason = z.string().trim().min(1).max(200);

/**
 * The applications queue: applications a fraud signal held (decision 039) and identities the
 * provider's checks left failed, each with why it waits; approve, refuse with a reason, or ask for
 * new photos.
 */
export function applicationReviewRoutes(shared: SharedServices): StaffRoute[] {
  const { db, clock } = shared;
  const reviews = new ApplicationReviews({ db, clock });
  return [
    staffRoute({
      method: 'GET',
      url: '/queues/applications',
      access: 'applications.review',
      summary:
        'Applications held by a fraud signal and identities the provider could not settle, oldest first',
      query: list,
      handler: async ({ caller, query }) => {
        const now = clock.now();
        const [count, applications, identities] = await Promise.all([
          applicationQueue.count(db, now),
          heldApplications(db, query.limit),
          unsettledIdentities(db, query.limit),
        ]);
        const ids = [...applications.map((a) => a.orderNo), ...identities.map((i) => i.userId)];
        const [assignees, conflicts] = await Promise.all([
          assigneesOf(db, APPLICATION_QUEUE, ids),
          openConflictsOf(db, [
            ...new Set([...applications.map((a) => a.userId), ...identities.map((i) => i.userId)]),
          ]),
        ]);
        const conflictsOf = (userId: string) =>
          (conflicts.get(userId) ?? []).map((c) => ({
            kind: c.kind,
            number: c.number,
            source: c.source,
            ownerCustomerId: c.ownerUserId,
            at: c.at.toISOString(),
          }));
        const items = [
          ...applications.map((a) => ({
            kind: 'application' as const,
            id: a.orderNo,
            customerId: a.userId,
            market: a.market,
            orderNo: a.orderNo,
            productId: a.productId,
            loanAmount: toMajor(a.amount),
            appliedAt: a.appliedAt.toISOString(),
            ...ageing(a.heldAt ?? a.appliedAt, applicationQueue.deadlineHours, now),
            assignedTo: assignees.get(a.orderNo) ?? null,
            score: a.decision?.score ?? null,
            rulesVersion: a.decision?.rulesVersion ?? null,
            signals: firedSignals(a.decision?.signals, caller.lang),
            conflicts: conflictsOf(a.userId),
          })),
          ...identities.map((i) => ({
            kind: 'identity' as const,
            id: i.userId,
            customerId: i.userId,
            market: i.market,
            ...ageing(new Date(i.checkedAt), applicationQueue.deadlineHours, now),
            assignedTo: assignees.get(i.userId) ?? null,
            ocr: i.ocr ?? 'pending',
            faceMatch: i.faceMatch ?? 'pending',
            faceScore: i.faceScore,
            conflicts: conflictsOf(i.userId),
          })),
        ]
          .sort((x, y) => x.receivedAt.localeCompare(y.receivedAt))
          .slice(0, query.limit);
        return { count: count.open, overdue: count.overdue, items };
      },
    }),
    staffRoute({
      method: 'POST',
      url: '/applications/:orderNo/approve',
      access: 'applications.review',
      summary: 'Approve a held application: the borrower gets the offer to sign (1 → 14)',
      params: orderParams,
      body: z.object({ note: z.string().trim().max(500).optional() }).strict(),
      handler: async ({ caller, params, body }) => reviews.approve(caller, params.orderNo, body.note),
    }),
    staffRoute({
      method: 'POST',
      url: '/applications/:orderNo/refuse',
      access: 'applications.review',
      summary: 'Refuse a held application with a reason the borrower reads (1 → 9)',
      params: orderParams,
      body: z.object({ reason: borrowerReason }).strict(),
      handler: async ({ caller, params, body }) => reviews.refuse(caller, params.orderNo, body.reason),
    }),
    staffRoute({
      method: 'POST',
      url: '/identities/:userId/ask-new-photos',
      access: 'applications.review',
      summary:
        "Drop a borrower's identity photos and checks; the identity step asks for new ones, with the reason",
      params: z.object({ userId: z.uuid() }),
      body: z.object({ reason: borrowerReason }).strict(),
      handler: async ({ caller, params, body }) => reviews.askNewPhotos(caller, params.userId, body.reason),
    }),
  ];
}

function firedSignals(
  signals: { rule: string; fired: boolean; text: Record<Language, string> }[] | undefined,
  lang: Language,
) {
  return (signals ?? []).filter((s) => s.fired).map((s) => ({ rule: s.rule, text: s.text[lang] }));
}
