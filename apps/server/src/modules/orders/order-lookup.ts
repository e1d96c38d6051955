import { type LoanProduct, ORDER_STATUS, termsOf } from '@puente/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { loanOrders } from '../../db/schema.ts';
import type { OrderRow } from './order-repository.ts';

/** The statuses in which an order takes payments. */
export const REPAYABLE_STATUSES = [ORDER_STATUS.Repaying, ORDER_STATUS.Overdued] as const;

/** The order row, locked until the transaction ends, so two payments to one order credit one after the other. */
export async function lockOrder(tx: Db, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(loanOrders).where(eq(loanOrders.id, orderId)).for('update');
  return row;
}

/** The borrower's order that takes payments now, if any (one loan at a time). */
export async function repayableOrderOf(db: Db, userId: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(loanOrders)
    .where(and(eq(loanOrders.userId, userId), inArray(loanOrders.status, [...REPAYABLE_STATUSES])));
  return row;
}

export function isRepayable(status: number): boolean {
  return (REPAYABLE_STATUSES as readonly number[]).includes(status);
}

/** The order's product; one no longer configured is a deployment fault, not the borrower's. */
export function productOf(order: Pick<OrderRow, 'productId' | 'quote'>): LoanProduct {
  const product = termsOf(order.quote);
  if (!product) throw new Error(`product ${order.productId} is not configured`);
  return product;
}
