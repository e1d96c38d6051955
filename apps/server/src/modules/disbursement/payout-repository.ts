import { and, asc, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { payouts } from '../../db/schema.ts';

export type PayoutRow = typeof payouts.$inferSelect;

export async function latestPayout(db: Db, orderId: string): Promise<PayoutRow | undefined> {
  const [row] = await db
    .select()
    .from(payouts)
    .where(eq(payouts.orderId, orderId))
    .orderBy(desc(payouts.attempt))
    .limit(1);
  return row;
}

/** A new attempt, numbered after the last; called with the order row locked by its transition. */
export async function queuePayout(
  tx: Db,
  row: { orderId: string; bankAccountId: string; amount: number; provider: string; requestedAt: Date },
): Promise<PayoutRow> {
  const [last] = await tx
    .select({ attempt: sql<number>`coalesce(max(${payouts.attempt}), 0)` })
    .from(payouts)
    .where(eq(payouts.orderId, row.orderId));
  const [inserted] = await tx
    .insert(payouts)
    .values({ ...row, attempt: Number(last?.attempt ?? 0) + 1, status: 'queued' })
    .returning();
  if (!inserted) throw new Error('payout not queued');
  return inserted;
}

/**
 * Payouts waiting to be sent: queued ones, and ones claimed by a tick that never finished (a crash
 * while the provider was being asked) — sending them again is safe, the reference is the same.
 */
export async function payoutsToSend(db: Db, staleBefore: Date, limit: number): Promise<PayoutRow[]> {
  return db
    .select()
    .from(payouts)
    .where(
      or(eq(payouts.status, 'queued'), and(eq(payouts.status, 'sending'), lt(payouts.sentAt, staleBefore))),
    )
    .orderBy(asc(payouts.requestedAt))
    .limit(limit);
}

export async function payoutsSent(db: Db, limit: number): Promise<PayoutRow[]> {
  return db
    .select()
    .from(payouts)
    .where(eq(payouts.status, 'sent'))
    .orderBy(asc(payouts.sentAt))
    .limit(limit);
}

/**
 * Moves a payout from one state to the next only if it is still in the state this tick saw: of two
 * ticks racing, one gets the row back and the other gets nothing and leaves it alone.
 */
export async function movePayout(
  db: Db,
  payout: Pick<PayoutRow, 'id' | 'status' | 'sentAt'>,
  patch: Partial<typeof payouts.$inferInsert> & { status: string },
): Promise<PayoutRow | undefined> {
  const sameClaim = payout.sentAt ? eq(payouts.sentAt, payout.sentAt) : sql`${payouts.sentAt} is null`;
  const [row] = await db
    .update(payouts)
    .set(patch)
    .where(and(eq(payouts.id, payout.id), eq(payouts.status, payout.status), sameClaim))
    .returning();
  return row;
}
