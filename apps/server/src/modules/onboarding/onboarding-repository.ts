import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { onboarding } from '../../db/schema.ts';

export type OnboardingRow = typeof onboarding.$inferSelect;

/**
 * Records onboarding activity (it restarts the one-week retention clock) and locks the borrower's
 * onboarding row for the rest of the transaction, so writes of one borrower are serialised with each
 * other, with submission and with the retention purge. Every onboarding write calls it first —
 * saveBasicInfo and the other steps too.
 */
export async function touchOnboarding(
  db: Db,
  userId: string,
  market: string,
  at: Date,
): Promise<OnboardingRow> {
  const [row] = await db
    .insert(onboarding)
    .values({ userId, market, lastActivityAt: at })
    .onConflictDoUpdate({
      target: onboarding.userId,
      set: { lastActivityAt: sql`greatest(${onboarding.lastActivityAt}, excluded.last_activity_at)` },
    })
    .returning();
  return row as OnboardingRow;
}

export async function findOnboarding(db: Db, userId: string): Promise<OnboardingRow | undefined> {
  const [row] = await db.select().from(onboarding).where(eq(onboarding.userId, userId));
  return row;
}

export async function markSubmitted(db: Db, userId: string, at: Date): Promise<void> {
  await db.update(onboarding).set({ submittedAt: at }).where(eq(onboarding.userId, userId));
}
