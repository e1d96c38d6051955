import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { repaymentAccounts } from '../../../db/schema.ts';

export type RepaymentAccountRow = typeof repaymentAccounts.$inferSelect;
export type NewRepaymentAccount = typeof repaymentAccounts.$inferInsert;

export async function accountOf(
  db: Db,
  userId: string,
  provider: string,
): Promise<RepaymentAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(repaymentAccounts)
    .where(and(eq(repaymentAccounts.userId, userId), eq(repaymentAccounts.provider, provider)));
  return row;
}

export async function ownerOfAccount(
  db: Db,
  provider: string,
  accountNo: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: repaymentAccounts.userId })
    .from(repaymentAccounts)
    .where(and(eq(repaymentAccounts.provider, provider), eq(repaymentAccounts.accountNo, accountNo)));
  return row?.userId;
}

/** The next serial for an STP CLABE: a sequence, so two instances never hand out the same one. */
export async function nextStpSerial(db: Db): Promise<number> {
  const result = (await db.execute(sql`select nextval('stp_clabe_serial')::int as serial`)) as unknown as {
    rows: { serial: number }[];
  };
  const serial = result.rows[0]?.serial;
  if (serial === undefined) throw new Error('stp_clabe_serial answered nothing');
  return serial;
}

/**
 * Keeps the first account a borrower is given at a provider: when two requests race, the loser's
 * insert does nothing and both read the winner's account.
 */
export async function keepAccount(db: Db, account: NewRepaymentAccount): Promise<RepaymentAccountRow> {
  await db.insert(repaymentAccounts).values(account).onConflictDoNothing();
  const kept = await accountOf(db, account.userId, account.provider);
  if (!kept) throw new Error('repayment account not kept');
  return kept;
}
