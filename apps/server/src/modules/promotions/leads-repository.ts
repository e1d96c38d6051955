import { and, count, eq, gte, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { leads, users } from '../../db/schema.ts';

/** Keeps a number left on a promotion page: one row per number, a second visit refreshes it. */
export async function keepLead(
  db: Db,
  lead: { market: string; e164: string; source: string; ip: string | null; at: Date },
): Promise<void> {
  await db
    .insert(leads)
    .values({
      market: lead.market,
      e164: lead.e164,
      source: lead.source,
      ip: lead.ip,
      createdAt: lead.at,
      lastSeenAt: lead.at,
    })
    .onConflictDoUpdate({ target: leads.e164, set: { lastSeenAt: lead.at, ip: lead.ip } });
}

/**
 * Whether the number already has an account. It reads the accounts table itself instead of asking
 * the security module, which claims leads at registration: promotions depend on nothing of security.
 */
export async function numberHasAccount(db: Db, e164: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.e164, e164)).limit(1);
  return row !== undefined;
}

/** Numbers first left in a market within [start, end). */
export async function countLeadsBetween(db: Db, market: string, start: Date, end: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(leads)
    .where(and(eq(leads.market, market), gte(leads.createdAt, start), lt(leads.createdAt, end)));
  return Number(row?.n ?? 0);
}

/** Ties the number's lead, if one was left, to the account just registered with it. */
export async function claimLead(db: Db, e164: string, userId: string, at: Date): Promise<void> {
  await db
    .update(leads)
    .set({ userId, registeredAt: at })
    .where(and(eq(leads.e164, e164), isNull(leads.userId)));
}

/** Forgets numbers left on a promotion page that nobody registered with since `before`. */
export async function purgeUnclaimedLeads(db: Db, before: Date): Promise<number> {
  const gone = await db
    .delete(leads)
    .where(and(isNull(leads.userId), lt(leads.lastSeenAt, before)))
    .returning({ id: leads.id });
  return gone.length;
}
