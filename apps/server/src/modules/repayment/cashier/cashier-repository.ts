import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { payOrders } from '../../../db/schema.ts';
import type { PayOrderRow } from '../pay-order-repository.ts';

export async function payOrderById(db: Db, id: string): Promise<PayOrderRow | undefined> {
  const [row] = await db.select().from(payOrders).where(eq(payOrders.id, id));
  return row;
}

/** A pending pay order past its time: expired, unless something marked it paid meanwhile. */
export async function markExpired(db: Db, id: string): Promise<void> {
  await db
    .update(payOrders)
    .set({ status: 'expired' })
    .where(and(eq(payOrders.id, id), eq(payOrders.status, 'pending')));
}
