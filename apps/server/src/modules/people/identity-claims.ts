import type { ClaimKind, MarketId } from '@puente/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { coupons, identityClaims } from '../../db/schema.ts';

/** An id or payout account as the claims table keeps it (decision 038). */
export interface Claim {
  key: string;
  market: MarketId;
  kind: ClaimKind;
  number: string;
}

/**
 * Claims `claim.key` for `userId` unless another account holds it, and answers who holds it now.
 * `ON CONFLICT DO NOTHING` on the primary key: of two transactions claiming one key at the same
 * moment, PostgreSQL makes the second wait for the first and then do nothing, so it never raises a
 * unique violation and exactly one of them wins.
 */
export async function claimFor(db: Db, userId: string, claim: Claim, at: Date): Promise<string> {
  await db
    .insert(identityClaims)
    .values({ ...claim, userId, claimedAt: at })
    .onConflictDoNothing({ target: identityClaims.key });
  return (await ownerOf(db, claim.key)) ?? userId;
}

export async function ownerOf(db: Db, key: string): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: identityClaims.userId })
    .from(identityClaims)
    .where(eq(identityClaims.key, key));
  return row?.userId;
}

/** Frees a key its owner no longer gives (only before submitting, decision 038). */
export async function releaseClaim(db: Db, userId: string, key: string): Promise<void> {
  await db.delete(identityClaims).where(and(eq(identityClaims.key, key), eq(identityClaims.userId, userId)));
}

/**
 * Retention purge hook: the purged borrowers' ids and accounts are free again, and their welcome
 * coupon no longer remembers whose id it was (the id itself is what retention deletes).
 */
export async function forgetClaims(db: Db, userIds: string[]): Promise<void> {
  await db.delete(identityClaims).where(inArray(identityClaims.userId, userIds));
  await db.update(coupons).set({ personKey: null, accountKey: null }).where(inArray(coupons.userId, userIds));
}
