import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { incomingPayments, loanOrders, paymentVouchers, payOrders } from '../../../db/schema.ts';

export type VoucherRow = typeof paymentVouchers.$inferSelect;
export type NewVoucher = typeof paymentVouchers.$inferInsert;
/** A voucher with the number of the order it is for, as the borrower knows it. */
export type VoucherWithOrder = VoucherRow & { orderNo: string };

const withOrderNo = { voucher: paymentVouchers, orderNo: loanOrders.orderNo };

export async function insertVoucher(tx: Db, voucher: NewVoucher): Promise<VoucherRow> {
  const [row] = await tx.insert(paymentVouchers).values(voucher).returning();
  if (!row) throw new Error('voucher not inserted');
  return row;
}

export async function voucherWithOrder(db: Db, id: string): Promise<VoucherWithOrder | undefined> {
  const [row] = await db
    .select(withOrderNo)
    .from(paymentVouchers)
    .innerJoin(loanOrders, eq(loanOrders.id, paymentVouchers.orderId))
    .where(eq(paymentVouchers.id, id));
  return row ? { ...row.voucher, orderNo: row.orderNo } : undefined;
}

/** The borrower's own vouchers, newest first; of one order when `orderId` is given. */
export async function vouchersOf(db: Db, userId: string, orderId?: string): Promise<VoucherWithOrder[]> {
  const rows = await db
    .select(withOrderNo)
    .from(paymentVouchers)
    .innerJoin(loanOrders, eq(loanOrders.id, paymentVouchers.orderId))
    .where(
      and(eq(paymentVouchers.userId, userId), orderId ? eq(paymentVouchers.orderId, orderId) : undefined),
    )
    .orderBy(desc(paymentVouchers.submittedAt), desc(paymentVouchers.id));
  return rows.map((row) => ({ ...row.voucher, orderNo: row.orderNo }));
}

export async function referenceTaken(db: Db, orderId: string, reference: string): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentVouchers.id })
    .from(paymentVouchers)
    .where(and(eq(paymentVouchers.orderId, orderId), eq(paymentVouchers.reference, reference)));
  return row !== undefined;
}

/**
 * Moves a pending voucher to its decision, once: the conditional update is the lock, so of two
 * operators deciding at the same instant exactly one changes the row; the other gets undefined.
 */
export async function decide(
  db: Db,
  id: string,
  decision: { status: 'approved' | 'rejected'; decidedAt: Date; rejectReason?: string; amountFound?: number },
): Promise<VoucherRow | undefined> {
  const [row] = await db
    .update(paymentVouchers)
    .set({
      status: decision.status,
      decidedAt: decision.decidedAt,
      rejectReason: decision.rejectReason ?? null,
      amountFound: decision.amountFound ?? null,
    })
    .where(and(eq(paymentVouchers.id, id), eq(paymentVouchers.status, 'pending')))
    .returning();
  return row;
}

export async function linkIncomingPayment(db: Db, id: string, incomingPaymentId: string): Promise<void> {
  await db.update(paymentVouchers).set({ incomingPaymentId }).where(eq(paymentVouchers.id, id));
}

/** The payment a provider (here, the voucher review) recorded under its own id, if any. */
export async function incomingPaymentId(
  db: Db,
  provider: string,
  providerRef: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: incomingPayments.id })
    .from(incomingPayments)
    .where(and(eq(incomingPayments.provider, provider), eq(incomingPayments.providerRef, providerRef)));
  return row?.id;
}

/** A rejected voucher's pay order will never be paid: it leaves the pending ones. */
export async function closePayOrder(db: Db, voucherId: string): Promise<void> {
  await db
    .update(payOrders)
    .set({ status: 'expired' })
    .where(and(eq(payOrders.id, voucherId), eq(payOrders.status, 'pending')));
}
