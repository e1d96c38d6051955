import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { loanOrders, payOrders } from '../../../db/schema.ts';
import type { OrderRow } from '../../orders/orders-service.ts';
import type { PayOrderRow } from '../pay-order-repository.ts';

/** The channel (and provider) of a payment link's pay order: nobody pays into it directly. */
export const PORTAL_CHANNEL = 'portal';

/** A payment link's pay order with its loan; any other kind of pay order is not a link. */
export async function portalPayOrder(
  db: Db,
  payOrderId: string,
): Promise<{ payOrder: PayOrderRow; order: OrderRow } | undefined> {
  const [row] = await db
    .select({ payOrder: payOrders, order: loanOrders })
    .from(payOrders)
    .innerJoin(loanOrders, eq(loanOrders.id, payOrders.orderId))
    .where(and(eq(payOrders.id, payOrderId), eq(payOrders.channel, PORTAL_CHANNEL)));
  return row;
}
