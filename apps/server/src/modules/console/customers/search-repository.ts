import { bankAccountKey, MARKETS, type MarketId, parseMobile, personIdKey } from '@puente/domain';
import { desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import {
  bankAccounts,
  identityClaims,
  loanOrders,
  repaymentAccounts,
  userProfiles,
  users,
} from '../../../db/schema.ts';

const MARKET_IDS = Object.keys(MARKETS) as MarketId[];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type MatchedBy = 'id' | 'phone' | 'nationalId' | 'account' | 'orderNo' | 'name';

/**
 * The customers a typed text may mean, each with what matched: a phone number written any way, a
 * CURP, BVN or NIN, an order number, a payout account or repayment account, or part of a name.
 * Every lookup but the name uses an index; names are read from personal info (a scan, capped).
 */
export async function findCustomers(db: Db, typed: string, limit: number): Promise<Map<string, MatchedBy>> {
  const q = typed.trim();
  const found = new Map<string, MatchedBy>();
  const add = (ids: { userId: string }[], by: MatchedBy) => {
    for (const { userId } of ids) if (!found.has(userId)) found.set(userId, by);
  };
  const digits = q.replace(/[\s().+-]/g, '');
  const compact = q.replace(/\s/g, '').toUpperCase();

  if (UUID.test(q)) add(await db.select({ userId: users.id }).from(users).where(eq(users.id, q)), 'id');

  const phones = MARKET_IDS.flatMap((market) => {
    const parsed = parseMobile(market, q);
    return parsed.ok ? [parsed.mobile.e164] : [];
  });
  if (phones.length > 0)
    add(await db.select({ userId: users.id }).from(users).where(inArray(users.e164, phones)), 'phone');

  // National ids and payout accounts are claimed by one account each (decision 038): the claim's key finds it.
  const keys = [
    personIdKey('MX', 'CURP', compact),
    personIdKey('NG', 'BVN', compact),
    personIdKey('NG', 'NIN', compact),
    bankAccountKey('MX', '', compact),
  ];
  const claims = await db
    .select({ userId: identityClaims.userId, kind: identityClaims.kind })
    .from(identityClaims)
    .where(inArray(identityClaims.key, keys));
  add(
    claims.filter((c) => c.kind !== 'bankAccount'),
    'nationalId',
  );
  add(
    claims.filter((c) => c.kind === 'bankAccount'),
    'account',
  );
  if (/^\d{6,20}$/.test(digits)) {
    add(
      await db
        .select({ userId: repaymentAccounts.userId })
        .from(repaymentAccounts)
        .where(eq(repaymentAccounts.accountNo, digits)),
      'account',
    );
    // A Nigerian account's claim key holds its bank's code, which a search does not know.
    add(
      await db
        .select({ userId: bankAccounts.userId })
        .from(bankAccounts)
        .where(eq(bankAccounts.accountNumber, digits))
        .limit(limit),
      'account',
    );
  }

  add(
    await db.select({ userId: loanOrders.userId }).from(loanOrders).where(eq(loanOrders.orderNo, compact)),
    'orderNo',
  );

  if (/\p{L}{2}/u.test(q)) {
    const part = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const fullName = sql<string>`concat_ws(' ', ${userProfiles.basic}->>'firstName', ${userProfiles.basic}->>'lastName')`;
    add(
      await db
        .select({ userId: userProfiles.userId })
        .from(userProfiles)
        .where(ilike(fullName, part))
        .orderBy(desc(userProfiles.updatedAt))
        .limit(limit),
      'name',
    );
  }
  return found;
}

/** The rows the search list shows, personal data still in clear (the route masks it). */
export async function searchRows(db: Db, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      id: users.id,
      market: users.market,
      e164: users.e164,
      createdAt: users.createdAt,
      basic: userProfiles.basic,
    })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(inArray(users.id, [...userIds]));
}
