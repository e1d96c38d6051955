import { DomainError, ORDER_STATUS, RETRY_AFTER_REJECTION_DAYS, termsOf } from '@puente/domain';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../../audit/audit-repository.ts';
import type { BusinessClock } from '../../../clock/business-clock.ts';
import type { Db } from '../../../db/database.ts';
import { identityChecks, identityImages, identityPhotoRequests, loanOrders } from '../../../db/schema.ts';
import { queueFileDeletions } from '../../../storage/deletion-queue.ts';
import * as orders from '../../orders/orders-service.ts';
import { recordStaffAction } from '../../staff/staff-audit.ts';
import type { StaffCaller } from '../../staff/staff-route.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Spec §9: an offer is valid 24 hours; a product may say otherwise (as the review job does). */
const DEFAULT_OFFER_HOURS = 24;

type Reviewer = Pick<StaffCaller, 'memberId' | 'ip'>;

/**
 * A reviewer's decisions on what the rules or the identity provider left open. Applications move
 * only along the order transitions the review job uses (1 → 14 approved, 1 → 9 rejected); each
 * decision, the borrower's audit line and the staff audit row are one transaction.
 */
export class ApplicationReviews {
  constructor(private readonly deps: { db: Db; clock: BusinessClock }) {}

  async approve(reviewer: Reviewer, orderNo: string, note: string | undefined) {
    const { db, clock } = this.deps;
    return db.transaction(async (tx) => {
      const now = clock.now();
      const order = await this.heldOrder(tx, orderNo);
      // The order's own terms, as the automated review reads them: a later product version never applies.
      const validHours = termsOf(order.quote)?.offerValidHours ?? DEFAULT_OFFER_HOURS;
      const moved = await orders.transition(tx, order, ORDER_STATUS.Confirm, 'approved', now, {
        decidedAt: now,
        decision: order.decision ? { ...order.decision, approved: true } : null,
        offerExpiresAt: new Date(now.getTime() + validHours * HOUR_MS),
      });
      await recordAudit(tx, {
        at: now,
        userId: order.userId,
        action: 'loan.approved',
        detail: { orderNo, by: 'operator' },
        ip: reviewer.ip,
      });
      await recordStaffAction(tx, reviewer, now, {
        action: 'application.approved',
        customerId: order.userId,
        subjectType: 'loanOrder',
        subjectId: orderNo,
        before: { status: order.status, heldAt: order.heldAt },
        after: { status: moved.status, note: note ?? null },
      });
      return { orderNo, status: moved.status, offerExpiresAt: moved.offerExpiresAt?.toISOString() ?? null };
    });
  }

  async refuse(reviewer: Reviewer, orderNo: string, reason: string) {
    const { db, clock } = this.deps;
    return db.transaction(async (tx) => {
      const now = clock.now();
      const order = await this.heldOrder(tx, orderNo);
      const moved = await orders.transition(tx, order, ORDER_STATUS.Reject, 'rejected', now, {
        decidedAt: now,
        decision: order.decision ? { ...order.decision, approved: false } : null,
        retryAt: new Date(now.getTime() + RETRY_AFTER_REJECTION_DAYS * DAY_MS),
        closedAt: now,
        refuseReason: reason,
      });
      await recordAudit(tx, {
        at: now,
        userId: order.userId,
        action: 'loan.rejected',
        detail: { orderNo, by: 'operator' },
        ip: reviewer.ip,
      });
      await recordStaffAction(tx, reviewer, now, {
        action: 'application.refused',
        customerId: order.userId,
        subjectType: 'loanOrder',
        subjectId: orderNo,
        before: { status: order.status, heldAt: order.heldAt },
        after: { status: moved.status, reason },
      });
      return {
        orderNo,
        status: moved.status,
        retryAt: moved.retryAt?.toISOString() ?? null,
        refuseReason: reason,
      };
    });
  }

  /**
   * Drops the borrower's identity photos and the checks made on them, and records why: the identity
   * step then asks for every photo again, with the reason, as it does for a borrower who has none.
   * Only for an identity not yet completed: a completed one carries the loans made with it.
   */
  async askNewPhotos(reviewer: Reviewer, userId: string, reason: string) {
    const { db, clock } = this.deps;
    return db.transaction(async (tx) => {
      const now = clock.now();
      const [checks] = await tx
        .select()
        .from(identityChecks)
        .where(eq(identityChecks.userId, userId))
        .for('update');
      if (checks?.completedAt) throw new DomainError('identityAlreadyCompleted');
      const images = await tx.delete(identityImages).where(eq(identityImages.userId, userId)).returning();
      if (!checks && images.length === 0) throw new DomainError('identityNothingToRedo');
      await queueFileDeletions(
        tx,
        images.map((image) => image.storageKey),
        now,
      );
      // The results go with the photos they judged; what the card said stays, so a new card read can
      // free a NIN the old one claimed (decision 038).
      await tx
        .update(identityChecks)
        .set({
          ocrStatus: null,
          ocrFrontSha256: null,
          ocrBackSha256: null,
          faceStatus: null,
          faceScore: null,
          faceSha256: null,
          faceFrontSha256: null,
        })
        .where(eq(identityChecks.userId, userId));
      await tx
        .insert(identityPhotoRequests)
        .values({ userId, reason, askedAt: now, askedBy: reviewer.memberId });
      await recordAudit(tx, {
        at: now,
        userId,
        action: 'identity.newPhotosAsked',
        detail: { reason, dropped: images.map((image) => image.kind) },
        ip: reviewer.ip,
      });
      await recordStaffAction(tx, reviewer, now, {
        action: 'identity.newPhotosAsked',
        customerId: userId,
        subjectType: 'identity',
        subjectId: userId,
        before: {
          ocr: checks?.ocrStatus ?? null,
          faceMatch: checks?.faceStatus ?? null,
          photos: images.length,
        },
        after: { photos: 0, reason },
      });
      return { userId, askedAt: now.toISOString(), reason };
    });
  }

  /** The application, locked, if it is still held for an operator. */
  private async heldOrder(tx: Db, orderNo: string) {
    const [order] = await tx.select().from(loanOrders).where(eq(loanOrders.orderNo, orderNo)).for('update');
    if (!order) throw new DomainError('applicationNotFound');
    if (order.status !== ORDER_STATUS.Applying || !order.heldAt) throw new DomainError('applicationNotHeld');
    return order;
  }
}
