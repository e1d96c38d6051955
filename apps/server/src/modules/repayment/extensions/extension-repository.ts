import { and, count, desc, eq, lte, max, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { loanExtensions, loanOrders, loanPhases, payOrders } from '../../../db/schema.ts';

export type ExtensionRow = typeof loanExtensions.$inferSelect;
export type NewExtension = typeof loanExtensions.$inferInsert;
export type ExtensionMove = ExtensionRow['moves'][number];

export async function insertExtension(tx: Db, extension: NewExtension): Promise<ExtensionRow> {
  const [row] = await tx.insert(loanExtensions).values(extension).returning();
  if (!row) throw new Error('extension not inserted');
  return row;
}

/** Waiting for its fee and not past its expiry, whether or not the tick has marked it yet. */
export function isWaiting(extension: ExtensionRow, now: Date): boolean {
  return extension.status === 'awaitingFee' && extension.expiresAt > now;
}

/** The extension of this order still waiting for its fee at `now`, if any (at most one waits). */
export async function waitingExtension(
  db: Db,
  orderId: string,
  now: Date,
): Promise<ExtensionRow | undefined> {
  const [row] = await db
    .select()
    .from(loanExtensions)
    .where(and(eq(loanExtensions.orderId, orderId), eq(loanExtensions.status, 'awaitingFee')));
  return row && isWaiting(row, now) ? row : undefined;
}

export async function latestExtension(db: Db, orderId: string): Promise<ExtensionRow | undefined> {
  const [row] = await db
    .select()
    .from(loanExtensions)
    .where(eq(loanExtensions.orderId, orderId))
    .orderBy(desc(loanExtensions.number))
    .limit(1);
  return row;
}

export async function latestApplied(db: Db, orderId: string): Promise<ExtensionRow | undefined> {
  const [row] = await db
    .select()
    .from(loanExtensions)
    .where(and(eq(loanExtensions.orderId, orderId), eq(loanExtensions.status, 'applied')))
    .orderBy(desc(loanExtensions.number))
    .limit(1);
  return row;
}

export async function extensionById(db: Db, id: string): Promise<ExtensionRow | undefined> {
  // Not a UUID: no such extension, rather than a database error.
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return undefined;
  const [row] = await db.select().from(loanExtensions).where(eq(loanExtensions.id, id));
  return row;
}

/** The row locked until the transaction ends: one fee reference is issued at a time. */
export async function lockExtension(tx: Db, id: string): Promise<ExtensionRow | undefined> {
  const [row] = await tx.select().from(loanExtensions).where(eq(loanExtensions.id, id)).for('update');
  return row;
}

/** The pay order issued for the extension's fee, if any. */
export async function feePayOrder(
  db: Db,
  extension: ExtensionRow,
): Promise<typeof payOrders.$inferSelect | undefined> {
  if (!extension.payOrderId) return undefined;
  const [row] = await db.select().from(payOrders).where(eq(payOrders.id, extension.payOrderId));
  return row;
}

export async function extensionByPayOrder(db: Db, payOrderId: string): Promise<ExtensionRow | undefined> {
  const [row] = await db.select().from(loanExtensions).where(eq(loanExtensions.payOrderId, payOrderId));
  return row;
}

/** Extensions applied to the order so far: what `maxPerLoan` counts. */
export async function appliedCount(db: Db, orderId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loanExtensions)
    .where(and(eq(loanExtensions.orderId, orderId), eq(loanExtensions.status, 'applied')));
  return Number(row?.n ?? 0);
}

/** The next row number of the order: expired extensions keep theirs, so numbers are never reused. */
export async function nextNumber(db: Db, orderId: string): Promise<number> {
  const [row] = await db
    .select({ last: max(loanExtensions.number) })
    .from(loanExtensions)
    .where(eq(loanExtensions.orderId, orderId));
  return (row?.last ?? 0) + 1;
}

export async function setPayOrder(tx: Db, id: string, payOrderId: string): Promise<void> {
  await tx.update(loanExtensions).set({ payOrderId }).where(eq(loanExtensions.id, id));
}

/** awaitingFee → applied, once: the guard makes a second application change nothing. */
export async function markApplied(tx: Db, id: string, at: Date): Promise<boolean> {
  const rows = await tx
    .update(loanExtensions)
    .set({ status: 'applied', appliedAt: at })
    .where(and(eq(loanExtensions.id, id), eq(loanExtensions.status, 'awaitingFee')))
    .returning({ id: loanExtensions.id });
  return rows.length === 1;
}

/** awaitingFee → expired for every extension past its expiry (of one order, or all); answers how many. */
export async function expireDue(db: Db, now: Date, orderId?: string): Promise<number> {
  const due = and(eq(loanExtensions.status, 'awaitingFee'), lte(loanExtensions.expiresAt, now));
  const rows = await db
    .update(loanExtensions)
    .set({ status: 'expired' })
    .where(orderId ? and(due, eq(loanExtensions.orderId, orderId)) : due)
    .returning({ id: loanExtensions.id });
  return rows.length;
}

/**
 * Moves each phase from its date to its new one, and the order's last due date with them. A phase
 * whose date is no longer `fromDate` is left where it is: the plan was made for the schedule it saw.
 */
export async function movePhases(tx: Db, orderId: string, moves: readonly ExtensionMove[]): Promise<void> {
  for (const move of moves) {
    await tx
      .update(loanPhases)
      .set({ dueDate: move.toDate })
      .where(
        and(
          eq(loanPhases.orderId, orderId),
          eq(loanPhases.phase, move.phase),
          eq(loanPhases.dueDate, move.fromDate),
        ),
      );
  }
  await tx
    .update(loanOrders)
    .set({
      dueDate: sql`(select max(${loanPhases.dueDate}) from ${loanPhases} where ${loanPhases.orderId} = ${orderId})`,
    })
    .where(eq(loanOrders.id, orderId));
}
