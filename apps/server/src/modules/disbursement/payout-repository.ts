import { and, asc, desc, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { bankAccounts, payouts } from '../../db/schema.ts';

export type PayoutRow = typeof payouts.$inferSelect;

/** The account a payout goes to, as it was when the payout was asked for (even if replaced since). */
export async function payoutAccount(db: Db, payout: Pick<PayoutRow, 'bankAccountId'>) {
  const [row] = await db.select().from(bankAccounts).where(eq(bankAccounts.id, payout.bankAccountId));
  return row;
}

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
 * Read in batches after `afterId`, so payouts that stay queued (bank unreachable) never hide others.
 */
export async function payoutsToSend(
  db: Db,
  staleBefore: Date,
  afterId: string | undefined,
  limit: number,
): Promise<PayoutRow[]> {
  const waiting = or(
    eq(payouts.status, 'queued'),
    and(eq(payouts.status, 'sending'), lt(payouts.sentAt, staleBefore)),
  );
  return db
    .select()
    .from(payouts)
    .where(afterId ? and(waiting, gt(payouts.id, afterId)) : waiting)
    .orderBy(asc(payouts.id))
    .limit(limit);
}

/** Payouts the provider accepted and has not settled, in batches after `afterId`. */
export async function payoutsSent(db: Db, afterId: string | undefined, limit: number): Promise<PayoutRow[]> {
  const sent = eq(payouts.status, 'sent');
  return db
    .select()
    .from(payouts)
    .where(afterId ? and(sent, gt(payouts.id, afterId)) : sent)
    .orderBy(asc(payouts.id))
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

/** The payout a provider knows by `providerRef` (STP: the order's claveRastreo). */
export async function payoutByProviderRef(
  db: Db,
  provider: string,
  providerRef: string,
): Promise<PayoutRow | undefined> {
  const [row] = await db
    .select()
    .from(payouts)
    .where(and(eq(payouts.provider, provider), eq(payouts.providerRef, providerRef)));
  return row;
}
