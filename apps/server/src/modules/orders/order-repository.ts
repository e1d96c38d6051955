import { canTransition, DomainError, ORDER_STATUS, type TransitionReason } from '@puente/domain';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { loanOrders, loanPhases, orderEvents } from '../../db/schema.ts';
import { statusList } from './status-sql.ts';

export type OrderRow = typeof loanOrders.$inferSelect;
export type NewOrder = typeof loanOrders.$inferInsert;
export type PhaseRow = typeof loanPhases.$inferSelect;

export async function insertOrder(tx: Db, order: NewOrder, at: Date): Promise<OrderRow> {
  const [row] = await tx.insert(loanOrders).values(order).returning();
  if (!row) throw new Error('order not inserted');
  await tx
    .insert(orderEvents)
    .values({ orderId: row.id, fromStatus: null, toStatus: row.status, reason: 'applied', at });
  return row;
}

/** Another borrower's order number answers exactly like one that does not exist. */
export async function findOwnOrder(db: Db, userId: string, orderNo: string): Promise<OrderRow> {
  const [row] = await db
    .select()
    .from(loanOrders)
    .where(and(eq(loanOrders.orderNo, orderNo), eq(loanOrders.userId, userId)));
  if (!row) throw new DomainError('orderNotFound');
  return row;
}

export async function findOrderById(db: Db, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(loanOrders).where(eq(loanOrders.id, id));
  return row;
}

export async function latestOrder(db: Db, userId: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(loanOrders)
    .where(eq(loanOrders.userId, userId))
    .orderBy(desc(loanOrders.appliedAt))
    .limit(1);
  return row;
}

export async function ordersOf(db: Db, userId: string, statuses?: readonly number[]): Promise<OrderRow[]> {
  const mine = eq(loanOrders.userId, userId);
  return db
    .select()
    .from(loanOrders)
    .where(statuses ? and(mine, inArray(loanOrders.status, [...statuses])) : mine)
    .orderBy(desc(loanOrders.appliedAt));
}

/** A loan was repaid late if it ever moved into Overdued; `orderId` is the order's id column. */
export function wasLate(orderId: SQL): SQL {
  return sql`exists (select 1 from ${orderEvents} e where e.order_id = ${orderId} and e.to_status in ${statusList([ORDER_STATUS.Overdued])})`;
}

/** Finished loans, split by whether they were ever overdue (the quota ladder and the review read it); one query. */
export async function repaymentHistory(db: Db, userId: string): Promise<{ onTime: number; late: number }> {
  const [row] = await db
    .select({
      late: sql<string>`count(*) filter (where ${wasLate(sql`${loanOrders.id}`)})`,
      all: sql<string>`count(*)`,
    })
    .from(loanOrders)
    .where(and(eq(loanOrders.userId, userId), eq(loanOrders.status, ORDER_STATUS.Finish)));
  const late = Number(row?.late ?? 0);
  return { onTime: Number(row?.all ?? 0) - late, late };
}

export async function phasesOf(db: Db, orderId: string): Promise<PhaseRow[]> {
  return db.select().from(loanPhases).where(eq(loanPhases.orderId, orderId)).orderBy(loanPhases.phase);
}

/** The phases of several orders in one query (the records lists), grouped by order. */
export async function phasesOfOrders(db: Db, orderIds: readonly string[]): Promise<Map<string, PhaseRow[]>> {
  const byOrder = new Map<string, PhaseRow[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(loanPhases)
    .where(inArray(loanPhases.orderId, [...orderIds]))
    .orderBy(loanPhases.orderId, loanPhases.phase);
  for (const row of rows) byOrder.get(row.orderId)?.push(row);
  return byOrder;
}

/**
 * Moves an order along the domain's transition table, and only along it. The `status = from` guard
 * makes two racing moves impossible: the loser changes nothing and is told the order is not ready.
 */
export async function transition(
  tx: Db,
  order: Pick<OrderRow, 'id' | 'status'>,
  to: number,
  reason: TransitionReason,
  at: Date,
  patch: Partial<NewOrder> = {},
): Promise<OrderRow> {
  if (!canTransition(order.status, to, reason)) throw new DomainError('orderNotReady');
  const [row] = await tx
    .update(loanOrders)
    .set({ ...patch, status: to, updatedAt: at })
    .where(and(eq(loanOrders.id, order.id), eq(loanOrders.status, order.status)))
    .returning();
  if (!row) throw new DomainError('orderNotReady');
  await tx
    .insert(orderEvents)
    .values({ orderId: order.id, fromStatus: order.status, toStatus: to, reason, at });
  return row;
}
