import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { CHARGE_KINDS, type ChargeKind } from './ledger-repository.ts';

/** What is still unpaid of one charge: per phase for the schedule, order-wide for penalties and fees. */
export interface OwedRow {
  kind: ChargeKind;
  phase: number | null;
  dueDate: string | null;
  amountMinor: number;
}

/**
 * Each charge of an order less the repayments and coupon credits that name it (`applies_to`), in one statement. A
 * charge with nothing left is left out. The extension tax is owed with the extension fee.
 */
export async function owedCharges(db: Db, orderId: string): Promise<OwedRow[]> {
  const chargeKinds = sql`(${sql.join(
    CHARGE_KINDS.map((k) => sql`${k}`),
    sql`, `,
  )})`;
  const rows = rowsOf(
    await db.execute(sql`
      with charged as (
        select kind, phase, sum(amount)::bigint as amount
        from ledger_entries
        where order_id = ${orderId}
          and kind in ${chargeKinds}
        group by kind, phase
      ),
      settled as (
        select applies_to as kind, phase, -sum(amount)::bigint as amount
        from ledger_entries
        where order_id = ${orderId} and kind in ('repayment', 'coupon') and applies_to is not null
        group by applies_to, phase
      )
      select c.kind, c.phase, p.due_date::text as due_date, (c.amount - coalesce(s.amount, 0))::text as owed
      from charged c
      left join settled s on s.kind = c.kind and s.phase is not distinct from c.phase
      left join loan_phases p on p.order_id = ${orderId} and p.phase = c.phase
      where c.amount - coalesce(s.amount, 0) > 0
      order by p.due_date nulls first, c.phase nulls first, c.kind`),
  ) as { kind: ChargeKind; phase: number | null; due_date: string | null; owed: string }[];
  return rows.map((r) => ({
    kind: r.kind,
    phase: r.phase,
    dueDate: r.due_date,
    amountMinor: Number(r.owed),
  }));
}
