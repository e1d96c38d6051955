import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { coupons, loanOrders } from '../../db/schema.ts';

export type CouponRow = typeof coupons.$inferSelect;
export type NewCoupon = typeof coupons.$inferInsert;

/** A coupon with the number of the order it is applied to or was used on, and that order's status. */
export interface HeldCouponRow extends CouponRow {
  orderNo: string | null;
  orderStatus: number | null;
}

/**
 * Grants a coupon; the same source twice writes nothing and answers undefined, and so does a
 * welcome coupon for a person or account welcomed before (every unique index of `coupons`).
 */
export async function insertCoupon(tx: Db, coupon: NewCoupon): Promise<CouponRow | undefined> {
  const [row] = await tx.insert(coupons).values(coupon).onConflictDoNothing().returning();
  return row;
}

const held = {
  coupon: coupons,
  orderNo: loanOrders.orderNo,
  orderStatus: loanOrders.status,
};

function flatten(rows: { coupon: CouponRow; orderNo: string | null; orderStatus: number | null }[]) {
  return rows.map((r): HeldCouponRow => ({ ...r.coupon, orderNo: r.orderNo, orderStatus: r.orderStatus }));
}

export async function couponsOf(db: Db, userId: string): Promise<HeldCouponRow[]> {
  const rows = await db
    .select(held)
    .from(coupons)
    .leftJoin(loanOrders, eq(loanOrders.id, coupons.orderId))
    .where(eq(coupons.userId, userId))
    .orderBy(desc(coupons.grantedAt), desc(coupons.id));
  return flatten(rows);
}

/** Someone else's coupon answers exactly like one that does not exist; locked for the change. */
export async function findOwnCouponForUpdate(
  tx: Db,
  userId: string,
  couponId: string,
): Promise<CouponRow | undefined> {
  const [row] = await tx
    .select()
    .from(coupons)
    .where(and(eq(coupons.id, couponId), eq(coupons.userId, userId)))
    .for('update');
  return row;
}

export async function couponOfOrder(db: Db, orderId: string): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.orderId, orderId));
  return row;
}

/** Takes any unused coupon off an order (the borrower chose another, or none). */
export async function detachFromOrder(tx: Db, orderId: string): Promise<void> {
  await tx
    .update(coupons)
    .set({ orderId: null })
    .where(and(eq(coupons.orderId, orderId), isNull(coupons.usedAt)));
}

export async function attachToOrder(tx: Db, couponId: string, orderId: string): Promise<void> {
  await tx.update(coupons).set({ orderId }).where(eq(coupons.id, couponId));
}

/** The coupon of an order whose money was sent is used: its credit is in the ledger. */
export async function markUsed(tx: Db, orderId: string, at: Date): Promise<void> {
  await tx
    .update(coupons)
    .set({ usedAt: at })
    .where(and(eq(coupons.orderId, orderId), isNull(coupons.usedAt)));
}

/**
 * The money of the order came back and its start was undone (decision 046): its coupon took
 * nothing off anything the borrower had, so it is theirs to use again (on this order when asked
 * again, or on another once this one is cancelled).
 */
export async function markUnused(tx: Db, orderId: string): Promise<void> {
  await tx
    .update(coupons)
    .set({ usedAt: null })
    .where(and(eq(coupons.orderId, orderId), isNotNull(coupons.usedAt)));
}

/** Coupons left on orders that closed without the money being sent go back to the borrower. */
export async function releaseFromClosedOrders(tx: Db, userId: string, closedStatuses: readonly number[]) {
  await tx
    .update(coupons)
    .set({ orderId: null })
    .where(
      and(
        eq(coupons.userId, userId),
        isNull(coupons.usedAt),
        inArray(
          coupons.orderId,
          tx
            .select({ id: loanOrders.id })
            .from(loanOrders)
            .where(and(eq(loanOrders.userId, userId), inArray(loanOrders.status, [...closedStatuses]))),
        ),
      ),
    );
}

export async function countUsable(db: Db, userId: string, today: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`count(*)` })
    .from(coupons)
    .where(
      and(eq(coupons.userId, userId), isNull(coupons.usedAt), sql`${coupons.validUntil} >= ${today}::date`),
    );
  return Number(row?.n ?? 0);
}
