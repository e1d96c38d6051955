import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { payOrders } from '../../db/schema.ts';
import type { OxxoVoucher } from '../../providers/collection/oxxo-acquirer.ts';

export type PayOrderRow = typeof payOrders.$inferSelect;
export type NewPayOrder = typeof payOrders.$inferInsert;

export async function insertPayOrder(tx: Db, payOrder: NewPayOrder): Promise<PayOrderRow> {
  const [row] = await tx.insert(payOrders).values(payOrder).returning();
  if (!row) throw new Error('pay order not inserted');
  return row;
}

/** A pending pay order of this order, channel and amount that is still valid: asked again, it is reused. */
export async function reusablePayOrder(
  db: Db,
  orderId: string,
  channel: string,
  amount: number,
  now: Date,
): Promise<PayOrderRow | undefined> {
  const [row] = await db
    .select()
    .from(payOrders)
    .where(
      and(
        eq(payOrders.orderId, orderId),
        eq(payOrders.channel, channel),
        eq(payOrders.amount, amount),
        eq(payOrders.status, 'pending'),
        eq(payOrders.purpose, 'repayment'),
        gt(payOrders.expiresAt, now),
      ),
    );
  return row;
}

export async function payOrderByReference(
  db: Db,
  provider: string,
  reference: string,
): Promise<PayOrderRow | undefined> {
  const [row] = await db
    .select()
    .from(payOrders)
    .where(and(eq(payOrders.provider, provider), eq(payOrders.reference, reference)));
  return row;
}

/** The pay order of an OXXO voucher number, as a tester types it at the sandbox till. */
export async function payOrderByVoucher(db: Db, voucherNumber: string): Promise<PayOrderRow | undefined> {
  const [row] = await db.select().from(payOrders).where(eq(payOrders.voucherNumber, voucherNumber));
  return row;
}

/**
 * The same, locked until the transaction ends: of two payments naming one reference, the second
 * waits for the first to commit and then reads it paid (decision 031).
 */
export async function lockPayOrderByReference(
  tx: Db,
  provider: string,
  reference: string,
): Promise<PayOrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(payOrders)
    .where(and(eq(payOrders.provider, provider), eq(payOrders.reference, reference)))
    .for('update');
  return row;
}

export async function markPaid(tx: Db, id: string, at: Date): Promise<void> {
  await tx.update(payOrders).set({ status: 'paid', paidAt: at }).where(eq(payOrders.id, id));
}

/**
 * The acquirer's voucher for a pay order: its PaymentIntent, number and page. The pay order ends
 * when the voucher does, if that is sooner. Asked twice (two asks racing), the same voucher is kept.
 */
export async function keepVoucher(db: Db, id: string, voucher: OxxoVoucher): Promise<PayOrderRow> {
  const [row] = await db
    .update(payOrders)
    .set({
      providerRef: voucher.paymentIntentId,
      voucherNumber: voucher.number,
      checkoutUrl: voucher.hostedVoucherUrl ?? null,
      expiresAt: sql`least(${payOrders.expiresAt}, ${voucher.expiresAt.toISOString()}::timestamptz)`,
    })
    .where(eq(payOrders.id, id))
    .returning();
  if (!row) throw new Error(`pay order ${id} vanished`);
  return row;
}

/**
 * The provider says a reference can no longer be paid (an OXXO voucher expired): a pending pay order
 * is expired; a paid one stays paid, whatever order the provider's events arrive in.
 */
export async function closePending(db: Db, provider: string, reference: string): Promise<boolean> {
  const closed = await db
    .update(payOrders)
    .set({ status: 'expired' })
    .where(
      and(
        eq(payOrders.provider, provider),
        eq(payOrders.reference, reference),
        eq(payOrders.status, 'pending'),
      ),
    )
    .returning({ id: payOrders.id });
  return closed.length > 0;
}
