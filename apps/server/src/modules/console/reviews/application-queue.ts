import { ORDER_STATUS } from '@puente/domain';
import { and, asc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { identityChecks, identityConflicts, loanOrders, users } from '../../../db/schema.ts';
import type { StaffQueue } from '../queues/staff-queue.ts';
import { countOf } from './voucher-queue.ts';

export const APPLICATION_QUEUE = 'applications';
/** Spec §9: "review result within 1 working day"; a held application has no other promise. */
export const APPLICATION_DEADLINE_HOURS = 24;

const held = and(eq(loanOrders.status, ORDER_STATUS.Applying), isNotNull(loanOrders.heldAt));
/** The identity provider's checks ended failed and the borrower has not completed the step since. */
const unsettled = and(
  isNull(identityChecks.completedAt),
  or(eq(identityChecks.ocrStatus, 'failed'), eq(identityChecks.faceStatus, 'failed')),
);
/** When an identity arrived in the queue: its latest check. */
const checkedAt = sql<Date>`greatest(${identityChecks.ocrAt}, ${identityChecks.faceAt})`;

/**
 * Applications a fraud signal held (decision 039) and identities the provider's checks could not
 * settle: both wait for a reviewer, who approves, refuses or asks for new photos.
 */
export const applicationQueue: StaffQueue = {
  name: APPLICATION_QUEUE,
  permission: 'applications.review',
  deadlineHours: APPLICATION_DEADLINE_HOURS,
  count: async (db, now) => {
    const late = new Date(now.getTime() - APPLICATION_DEADLINE_HOURS * 3_600_000);
    // Each part reads its own partial index (held orders among status 1; unsettled checks).
    const [orders, identities] = await Promise.all([
      db
        .select({
          open: sql<number>`count(*)::int`,
          overdue: sql<number>`(count(*) filter (where ${lt(loanOrders.heldAt, late)}))::int`,
          oldestAt: sql<Date | string | null>`min(${loanOrders.heldAt})`,
        })
        .from(loanOrders)
        .where(held),
      db
        .select({
          open: sql<number>`count(*)::int`,
          overdue: sql<number>`(count(*) filter (where ${checkedAt} < ${late}))::int`,
          oldestAt: sql<Date | string | null>`min(${checkedAt})`,
        })
        .from(identityChecks)
        .where(unsettled),
    ]);
    const a = countOf(orders[0]);
    const b = countOf(identities[0]);
    const oldest = [a.oldestAt, b.oldestAt].filter((at): at is string => at !== null).sort()[0] ?? null;
    return { open: a.open + b.open, overdue: a.overdue + b.overdue, oldestAt: oldest };
  },
};

export async function heldApplications(db: Db, limit: number) {
  return db
    .select({
      orderNo: loanOrders.orderNo,
      userId: loanOrders.userId,
      market: loanOrders.market,
      productId: loanOrders.productId,
      amount: loanOrders.amount,
      appliedAt: loanOrders.appliedAt,
      heldAt: loanOrders.heldAt,
      decision: loanOrders.decision,
    })
    .from(loanOrders)
    .where(held)
    .orderBy(asc(loanOrders.heldAt), asc(loanOrders.id))
    .limit(limit);
}

export async function unsettledIdentities(db: Db, limit: number) {
  return db
    .select({
      userId: identityChecks.userId,
      market: users.market,
      ocr: identityChecks.ocrStatus,
      faceMatch: identityChecks.faceStatus,
      faceScore: identityChecks.faceScore,
      checkedAt,
    })
    .from(identityChecks)
    .innerJoin(users, eq(users.id, identityChecks.userId))
    .where(unsettled)
    .orderBy(asc(checkedAt), asc(identityChecks.userId))
    .limit(limit);
}

/** The open reuse conflicts (decision 038) of these accounts, each account's own list. */
export async function openConflictsOf(db: Db, userIds: string[]) {
  if (userIds.length === 0) return new Map<string, (typeof identityConflicts.$inferSelect)[]>();
  const rows = await db
    .select()
    .from(identityConflicts)
    .where(and(inArray(identityConflicts.attemptingUserId, userIds), isNull(identityConflicts.resolvedAt)))
    .orderBy(asc(identityConflicts.at));
  const byUser = new Map<string, (typeof identityConflicts.$inferSelect)[]>();
  for (const row of rows)
    byUser.set(row.attemptingUserId, [...(byUser.get(row.attemptingUserId) ?? []), row]);
  return byUser;
}
