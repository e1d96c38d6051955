import type { Db } from '../../db/database.ts';
import { lockOrder } from '../orders/orders-service.ts';
import type { PayOrderRow } from './pay-order-repository.ts';
import { reusablePayOrder } from './pay-order-repository.ts';

/** Which pay order is asked for: one pending, unexpired, for this order, channel and amount. */
export interface PayOrderAsk {
  orderId: string;
  channel: string;
  amount: number;
  now: Date;
}

/**
 * The pay order already asked for, or one made by `make`. Looking again and making it happen with
 * the order row locked, so asks arriving at once (on PostgreSQL, each on its own connection) make
 * one pay order between them, not one each (decision 031).
 */
export async function reuseOrMakePayOrder(
  db: Db,
  ask: PayOrderAsk,
  make: (tx: Db) => Promise<PayOrderRow>,
): Promise<PayOrderRow> {
  const { orderId, channel, amount, now } = ask;
  const found = await reusablePayOrder(db, orderId, channel, amount, now);
  if (found) return found;
  return db.transaction(async (tx) => {
    await lockOrder(tx, orderId);
    return (await reusablePayOrder(tx, orderId, channel, amount, now)) ?? make(tx);
  });
}
