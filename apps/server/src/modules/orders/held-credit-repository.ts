import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows-of.ts';

/** Credit held on one of a borrower's orders: its `overpayment` entries, net (decision 032). */
export interface HeldCreditRow {
  orderId: string;
  orderNo: string;
  market: string;
  creditMinor: number;
}

/**
 * Where a borrower's credit is held, order by order, newest order first: `overpayment` entries are
 * negative when money is held and positive when it is released (sent back, or used on a loan), so
 * what is left is their sum. Orders holding nothing are left out.
 */
export async function heldCreditOf(db: Db, userId: string): Promise<HeldCreditRow[]> {
  const rows = rowsOf(
    await db.execute(sql`
      select o.id as order_id, o.order_no, o.market, (-sum(l.amount))::text as credit
      from loan_orders o
      join ledger_entries l on l.order_id = o.id and l.kind = 'overpayment'
      where o.user_id = ${userId}
      group by o.id, o.order_no, o.market, o.applied_at
      having sum(l.amount) < 0
      order by o.applied_at desc`),
  ) as { order_id: string; order_no: string; market: string; credit: string }[];
  return rows.map((r) => ({
    orderId: r.order_id,
    orderNo: r.order_no,
    market: r.market,
    creditMinor: Number(r.credit),
  }));
}
