import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { incomingPayments } from '../../../db/schema.ts';

export type IncomingPaymentRow = typeof incomingPayments.$inferSelect;
export type NewIncomingPayment = typeof incomingPayments.$inferInsert;

/**
 * Records a provider's payment once. Undefined means the provider already told us about it: the
 * unique (provider, provider_ref) index makes a concurrent copy wait for the first and then insert
 * nothing, so any number of deliveries credit once.
 */
export async function recordOnce(
  tx: Db,
  payment: NewIncomingPayment,
): Promise<IncomingPaymentRow | undefined> {
  const [row] = await tx
    .insert(incomingPayments)
    .values(payment)
    .onConflictDoNothing({ target: [incomingPayments.provider, incomingPayments.providerRef] })
    .returning();
  return row;
}

export async function settle(
  tx: Db,
  id: string,
  outcome: {
    status: 'credited' | 'held' | 'returned' | 'unmatched';
    orderId?: string;
    excess?: number;
    note?: string;
  },
): Promise<void> {
  await tx
    .update(incomingPayments)
    .set({
      status: outcome.status,
      orderId: outcome.orderId ?? null,
      excess: outcome.excess ?? 0,
      note: outcome.note ?? null,
    })
    .where(eq(incomingPayments.id, id));
}

export async function paymentsOfOrder(db: Db, orderId: string): Promise<IncomingPaymentRow[]> {
  return db.select().from(incomingPayments).where(eq(incomingPayments.orderId, orderId));
}

/** The payment a provider told us about before under this id, if any. */
export async function paymentByRef(
  db: Db,
  provider: string,
  providerRef: string,
): Promise<IncomingPaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(incomingPayments)
    .where(and(eq(incomingPayments.provider, provider), eq(incomingPayments.providerRef, providerRef)));
  return row;
}
