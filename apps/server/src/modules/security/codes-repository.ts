import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { verificationCodes } from '../../db/schema.ts';

export type CodeRow = typeof verificationCodes.$inferSelect;

export { lockNumber } from '../../db/number-lock.ts';

export async function codesSentSince(db: Db, e164: string, since: Date): Promise<CodeRow[]> {
  return db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.e164, e164), gt(verificationCodes.createdAt, since)))
    .orderBy(desc(verificationCodes.createdAt));
}

export async function latestLiveCode(db: Db, e164: string): Promise<CodeRow | undefined> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.e164, e164), isNull(verificationCodes.consumedAt)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  return row;
}

export async function retireLiveCodes(db: Db, e164: string, at: Date): Promise<void> {
  await db
    .update(verificationCodes)
    .set({ consumedAt: at })
    .where(and(eq(verificationCodes.e164, e164), isNull(verificationCodes.consumedAt)));
}

export async function insertCode(
  db: Db,
  code: Omit<CodeRow, 'id' | 'wrongTries' | 'consumedAt'>,
): Promise<CodeRow> {
  const [row] = await db.insert(verificationCodes).values(code).returning();
  return row as CodeRow;
}

export async function deleteCode(db: Db, id: string): Promise<void> {
  await db.delete(verificationCodes).where(eq(verificationCodes.id, id));
}

export async function countWrongTry(db: Db, id: string): Promise<number> {
  const [row] = await db
    .update(verificationCodes)
    .set({ wrongTries: sql`${verificationCodes.wrongTries} + 1` })
    .where(eq(verificationCodes.id, id))
    .returning({ wrongTries: verificationCodes.wrongTries });
  return row?.wrongTries ?? 0;
}

export async function consumeCode(db: Db, id: string, at: Date): Promise<void> {
  await db.update(verificationCodes).set({ consumedAt: at }).where(eq(verificationCodes.id, id));
}

/** Housekeeping for the tick job: codes are useless an hour after they were sent. */
export async function purgeCodesBefore(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(verificationCodes)
    .where(sql`${verificationCodes.createdAt} < ${before}`)
    .returning({ id: verificationCodes.id });
  return rows.length;
}
