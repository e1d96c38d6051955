import { and, asc, desc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { rowsOf } from '../../../db/rows-of.ts';
import { bankAccounts, creditForNextLoan, creditReturns, loanOrders, users } from '../../../db/schema.ts';
import { REPAYABLE_STATUSES } from '../../orders/orders-service.ts';

export type CreditReturnRow = typeof creditReturns.$inferSelect;
export type BankAccountRow = typeof bankAccounts.$inferSelect;

/** Where a return stands while the provider still has it. */
const ON_ITS_WAY = ['queued', 'sending', 'sent'];

/**
 * The borrower's row, locked until the transaction ends. Every move of held credit out (a return, a
 * payment with it) takes this lock first, so two requests never both release the same credit.
 */
export async function lockBorrower(tx: Db, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function insertReturn(
  tx: Db,
  row: Omit<typeof creditReturns.$inferInsert, 'status'>,
): Promise<CreditReturnRow> {
  const [inserted] = await tx
    .insert(creditReturns)
    .values({ ...row, status: 'queued' })
    .returning();
  if (!inserted) throw new Error('credit return not queued');
  return inserted;
}

/** The borrower's returns, newest first, with the account each goes to. */
export async function returnsOf(db: Db, userId: string, limit = 20) {
  return db
    .select({ credit: creditReturns, account: bankAccounts })
    .from(creditReturns)
    .innerJoin(bankAccounts, eq(bankAccounts.id, creditReturns.bankAccountId))
    .where(eq(creditReturns.userId, userId))
    .orderBy(desc(creditReturns.requestedAt))
    .limit(limit);
}

/** The borrower's newest return the provider has not settled, if any. */
export async function returnOnItsWay(db: Db, userId: string) {
  const [row] = await db
    .select({ credit: creditReturns, account: bankAccounts })
    .from(creditReturns)
    .innerJoin(bankAccounts, eq(bankAccounts.id, creditReturns.bankAccountId))
    .where(and(eq(creditReturns.userId, userId), inArray(creditReturns.status, ON_ITS_WAY)))
    .orderBy(desc(creditReturns.requestedAt))
    .limit(1);
  return row;
}

export async function accountById(db: Db, id: string): Promise<BankAccountRow | undefined> {
  const [row] = await db.select().from(bankAccounts).where(eq(bankAccounts.id, id));
  return row;
}

/**
 * Returns waiting to be sent: queued ones, and ones claimed by a tick that never finished (sending
 * them again is safe, the reference is the same). In batches after `afterId`.
 */
export async function returnsToSend(
  db: Db,
  staleBefore: Date,
  afterId: string | undefined,
  limit: number,
): Promise<CreditReturnRow[]> {
  const waiting = or(
    eq(creditReturns.status, 'queued'),
    and(eq(creditReturns.status, 'sending'), lt(creditReturns.sentAt, staleBefore)),
  );
  return db
    .select()
    .from(creditReturns)
    .where(afterId ? and(waiting, gt(creditReturns.id, afterId)) : waiting)
    .orderBy(asc(creditReturns.id))
    .limit(limit);
}

/** Returns the provider accepted and has not settled, in batches after `afterId`. */
export async function returnsSent(
  db: Db,
  afterId: string | undefined,
  limit: number,
): Promise<CreditReturnRow[]> {
  const sent = eq(creditReturns.status, 'sent');
  return db
    .select()
    .from(creditReturns)
    .where(afterId ? and(sent, gt(creditReturns.id, afterId)) : sent)
    .orderBy(asc(creditReturns.id))
    .limit(limit);
}

/** Moves a return on only if it is still where this tick saw it: of two ticks racing, one moves it. */
export async function moveReturn(
  db: Db,
  row: Pick<CreditReturnRow, 'id' | 'status' | 'sentAt'>,
  patch: Partial<typeof creditReturns.$inferInsert> & { status: string },
): Promise<CreditReturnRow | undefined> {
  const sameClaim = row.sentAt ? eq(creditReturns.sentAt, row.sentAt) : sql`${creditReturns.sentAt} is null`;
  const [moved] = await db
    .update(creditReturns)
    .set(patch)
    .where(and(eq(creditReturns.id, row.id), eq(creditReturns.status, row.status), sameClaim))
    .returning();
  return moved;
}

/** What a return released, order by order: its `overpayment` entries (to hold again if it fails). */
export async function releasedBy(db: Db, userId: string, ref: string) {
  const rows = rowsOf(
    await db.execute(sql`
      select l.order_id, o.market, l.amount::text as amount
      from ledger_entries l
      join loan_orders o on o.id = l.order_id
      where o.user_id = ${userId} and l.kind = 'overpayment' and l.ref = ${ref}`),
  ) as { order_id: string; market: string; amount: string }[];
  return rows.map((r) => ({ orderId: r.order_id, market: r.market, amountMinor: Number(r.amount) }));
}

export async function choosesNextLoan(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: creditForNextLoan.userId })
    .from(creditForNextLoan)
    .where(eq(creditForNextLoan.userId, userId));
  return row !== undefined;
}

export async function chooseNextLoan(tx: Db, userId: string, at: Date): Promise<void> {
  await tx.insert(creditForNextLoan).values({ userId, chosenAt: at }).onConflictDoNothing();
}

export async function forgetNextLoan(tx: Db, userId: string): Promise<void> {
  await tx.delete(creditForNextLoan).where(eq(creditForNextLoan.userId, userId));
}

/** Borrowers whose credit waits for their next loan and who now have one being repaid. */
export async function waitingWithLoan(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: creditForNextLoan.userId })
    .from(creditForNextLoan)
    .innerJoin(
      loanOrders,
      and(
        eq(loanOrders.userId, creditForNextLoan.userId),
        inArray(loanOrders.status, [...REPAYABLE_STATUSES]),
      ),
    )
    .limit(limit);
  return rows.map((r) => r.userId);
}
