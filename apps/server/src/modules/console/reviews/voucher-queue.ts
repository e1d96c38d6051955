import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { loanOrders, paymentVouchers } from '../../../db/schema.ts';
import { VOUCHER_FEEDBACK_HOURS } from '../../repayment/vouchers/voucher-service.ts';
import type { QueueCount, StaffQueue } from '../queues/staff-queue.ts';

export const VOUCHER_QUEUE = 'vouchers';

const pending = eq(paymentVouchers.status, 'pending');

/** Proofs of payment waiting for a reviewer; the borrower is promised feedback within 48 hours. */
export const voucherQueue: StaffQueue = {
  name: VOUCHER_QUEUE,
  permission: 'vouchers.review',
  deadlineHours: VOUCHER_FEEDBACK_HOURS,
  count: async (db, now) => {
    const late = new Date(now.getTime() - VOUCHER_FEEDBACK_HOURS * 3_600_000);
    // One pass over the partial index of pending vouchers.
    const [row] = await db
      .select({
        open: sql<number>`count(*)::int`,
        overdue: sql<number>`(count(*) filter (where ${lt(paymentVouchers.submittedAt, late)}))::int`,
        oldestAt: sql<Date | string | null>`min(${paymentVouchers.submittedAt})`,
      })
      .from(paymentVouchers)
      .where(pending);
    return countOf(row);
  },
};

export function countOf(
  row: { open: number; overdue: number; oldestAt: Date | string | null } | undefined,
): QueueCount {
  const oldest = row?.oldestAt ?? null;
  return {
    open: Number(row?.open ?? 0),
    overdue: Number(row?.overdue ?? 0),
    oldestAt: oldest === null ? null : new Date(oldest).toISOString(),
  };
}

/** The oldest pending vouchers first, with the number of the loan each is for. */
export async function pendingVouchers(db: Db, limit: number) {
  return db
    .select({
      id: paymentVouchers.id,
      userId: paymentVouchers.userId,
      orderNo: loanOrders.orderNo,
      amount: paymentVouchers.amount,
      currency: paymentVouchers.currency,
      reference: paymentVouchers.reference,
      submittedAt: paymentVouchers.submittedAt,
    })
    .from(paymentVouchers)
    .innerJoin(loanOrders, eq(loanOrders.id, paymentVouchers.orderId))
    .where(and(pending))
    .orderBy(asc(paymentVouchers.submittedAt), asc(paymentVouchers.id))
    .limit(limit);
}
