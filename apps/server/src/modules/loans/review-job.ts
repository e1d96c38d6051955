import {
  DomainError,
  type MarketId,
  ORDER_STATUS,
  RETRY_AFTER_REJECTION_DAYS,
  type ReviewDecision,
  reviewApplication,
  termsOf,
} from '@puente/domain';
import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { recordAudit } from '../../audit/audit-repository.ts';
import type { BusinessClock } from '../../clock/business-clock.ts';
import type { Db } from '../../db/database.ts';
import { loanOrders } from '../../db/schema.ts';
import * as orders from '../orders/orders-service.ts';
import { reviewFacts } from './review-facts.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const BATCH = 200;
/** Spec §9: an offer is valid 24 hours; a product may say otherwise. */
const DEFAULT_OFFER_HOURS = 24;

export interface ReviewJobDeps {
  db: Db;
  clock: BusinessClock;
  /** One order that cannot be decided is logged and left for the next tick; it never stops the others. */
  log(error: unknown, message: string): void;
}

/**
 * Decides every application whose review time has come: the domain's rules and scorecard, with the
 * reasons stored beside the decision. The due orders are read in batches (a keyset on the id, so
 * an order that failed is not read again in this tick); each order is decided in its own transaction,
 * guarded by its status, so two instances ticking at once decide it once.
 */
export async function decideDueApplications(deps: ReviewJobDeps): Promise<number> {
  const { db, clock } = deps;
  const now = clock.now();
  let decided = 0;
  let after: string | undefined;
  for (;;) {
    const due = await db
      .select({ id: loanOrders.id })
      .from(loanOrders)
      .where(
        and(
          eq(loanOrders.status, ORDER_STATUS.Applying),
          lte(loanOrders.decideAt, now),
          // Held for an operator (a fraud signal fired): not the automated review's to decide.
          isNull(loanOrders.heldAt),
          after ? gt(loanOrders.id, after) : undefined,
        ),
      )
      .orderBy(asc(loanOrders.id))
      .limit(BATCH);
    for (const { id } of due) {
      try {
        if (await decideOne(db, id, now)) decided++;
      } catch (error) {
        // Another instance decided it between our read and our write: nothing went wrong.
        if (error instanceof DomainError && error.errorName === 'orderNotReady') continue;
        deps.log(error, `could not decide loan order ${id}`);
      }
    }
    const last = due.at(-1);
    if (!last || due.length < BATCH) return decided;
    after = last.id;
  }
}

/**
 * Decides one application; false when another instance decided it first. An application the rules
 * would approve but a fraud signal flagged is held: it stays Applying, with the decision and its
 * signals stored, for an operator (docs/decisions/039).
 */
async function decideOne(db: Db, id: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const order = await orders.findOrderById(tx, id);
    if (order?.status !== ORDER_STATUS.Applying || order.heldAt) return false;
    const decision = reviewApplication(await reviewFacts(tx, order, order.market as MarketId, now));
    if (decision.held) return hold(tx, order, decision, now);
    if (decision.approved) {
      const validHours = termsOf(order.quote)?.offerValidHours ?? DEFAULT_OFFER_HOURS;
      await orders.transition(tx, order, ORDER_STATUS.Confirm, 'approved', now, {
        decidedAt: now,
        decision,
        offerExpiresAt: new Date(now.getTime() + validHours * HOUR_MS),
      });
    } else {
      await orders.transition(tx, order, ORDER_STATUS.Reject, 'rejected', now, {
        decidedAt: now,
        decision,
        retryAt: new Date(now.getTime() + RETRY_AFTER_REJECTION_DAYS * DAY_MS),
        closedAt: now,
      });
    }
    await recordAudit(tx, {
      at: now,
      userId: order.userId,
      action: decision.approved ? 'loan.approved' : 'loan.rejected',
      detail: decisionDetail(order, decision),
    });
    return true;
  });
}

/** What the audit trail keeps of a decision: enough to find the order and see why. */
const decisionDetail = (order: orders.OrderRow, decision: ReviewDecision) => ({
  orderNo: order.orderNo,
  score: decision.score,
  rulesVersion: decision.rulesVersion,
  signals: decision.signals.filter((s) => s.fired).map((s) => s.rule),
});

/**
 * Holds an application for an operator: no status move (the borrower still reads "under review"),
 * the decision with its signals stored and the hold time set, guarded so it happens once.
 */
async function hold(tx: Db, order: orders.OrderRow, decision: ReviewDecision, now: Date): Promise<boolean> {
  const held = await tx
    .update(loanOrders)
    .set({ heldAt: now, decision, updatedAt: now })
    .where(
      and(
        eq(loanOrders.id, order.id),
        eq(loanOrders.status, ORDER_STATUS.Applying),
        isNull(loanOrders.heldAt),
      ),
    )
    .returning({ id: loanOrders.id });
  if (held.length === 0) return false;
  await recordAudit(tx, {
    at: now,
    userId: order.userId,
    action: 'loan.held',
    detail: decisionDetail(order, decision),
  });
  return true;
}

/** Offers not acted on within their validity are cancelled (spec §9: 24 hours), set-based. */
export async function expireOffers(db: Db, clock: BusinessClock): Promise<number> {
  const now = clock.now();
  const { from, to, reason } = orders.setTransition('offerExpired');
  const result = await db.execute(sql`
    with expired as (
      select id, status from loan_orders
      where status in ${orders.statusList(from)} and offer_expires_at <= ${now}
      for update skip locked
    ), moved as (
      update loan_orders o
      set status = ${orders.statusSql(to)}, cancel_reason = ${reason}, closed_at = ${now}, updated_at = ${now}
      from expired e
      where o.id = e.id and o.status = e.status
      returning o.id, e.status as from_status
    )
    insert into order_events (order_id, from_status, to_status, reason, at)
    select id, from_status, ${orders.statusSql(to)}, ${reason}, ${now} from moved
    returning order_id`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}
