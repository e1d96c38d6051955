import {
  bucketOf,
  COLLECTIONS_DEADLINE_HOURS,
  COLLECTIONS_QUEUE,
  MARKETS,
  ORDER_STATUS,
} from '@puente/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { rowsOf } from '../../../db/rows-of.ts';
import { statusSql } from '../../orders/status-sql.ts';
import { maskName } from '../customers/masking.ts';
import { ageing } from '../queues/staff-queue.ts';
import type { OverdueLoan } from './overdue-loans.ts';

const iso = (value: unknown) => (value ? new Date(value as string | Date).toISOString() : null);

/** The full name on file, or null: read from personal info only (never `addition`: emergency contacts live there). */
export function nameOf(basic: Record<string, unknown> | null | undefined): string | null {
  const parts = ['firstName', 'lastName']
    .map((key) => basic?.[key])
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .map((part) => part.trim());
  return parts.length > 0 ? parts.join(' ') : null;
}

/**
 * What a list shows of each overdue loan: the borrower's name masked as the customer view masks it,
 * who works it, the last contact, the open promise and the latest missed one, and its ageing in
 * the collections queue: it waits since it fell overdue, its promise was missed or it was last
 * contacted, whichever is latest; an open promise not yet due means nobody need call.
 */
export async function caseLines(db: Db, loans: OverdueLoan[], now: Date) {
  if (loans.length === 0) return [];
  const ids = sql.join(
    loans.map((l) => sql`${l.orderId}`),
    sql`, `,
  );
  const rows = rowsOf(
    await db.execute(sql`
      select o.id,
        (select p.basic from user_profiles p where p.user_id = o.user_id) as basic,
        (select json_build_object('memberId', m.id, 'name', m.name) from staff_assignments a
           join staff_members m on m.id = a.member_id
           where a.queue = ${COLLECTIONS_QUEUE} and a.item_id = o.order_no) as assigned,
        (select json_build_object('at', c.at, 'channel', c.channel, 'outcome', c.outcome)
           from collection_contacts c where c.order_id = o.id order by c.at desc, c.id desc limit 1) as last_contact,
        (select json_build_object('id', p.id, 'promisedDate', p.promised_date, 'amount', p.amount)
           from collection_promises p where p.order_id = o.id and p.status = 'open' limit 1) as open_promise,
        (select json_build_object('id', p.id, 'promisedDate', p.promised_date, 'amount', p.amount, 'missedAt', p.resolved_at)
           from collection_promises p where p.order_id = o.id and p.status = 'missed'
           order by p.resolved_at desc limit 1) as missed_promise,
        (select max(e.at) from order_events e where e.order_id = o.id and e.to_status = ${statusSql(ORDER_STATUS.Overdued)}) as overdue_since
      from loan_orders o where o.id in (${ids})`),
  );
  const byId = new Map(rows.map((row) => [row.id as string, row]));
  return loans.map((loan) => {
    const row = byId.get(loan.orderId) ?? {};
    const last = row.last_contact as { at: string; channel: string; outcome: string } | null;
    const open = row.open_promise as { id: number; promisedDate: string; amount: number } | null;
    const missed = row.missed_promise as {
      id: number;
      promisedDate: string;
      amount: number;
      missedAt: string;
    } | null;
    // The missed promise matters until the borrower is contacted again or promises anew.
    const missedUnanswered =
      missed !== null && open === null && (!last || new Date(last.at) < new Date(missed.missedAt));
    const since = [row.overdue_since, missed?.missedAt, last?.at]
      .filter(Boolean)
      .map((at) => new Date(at as string))
      .sort((a, b) => b.getTime() - a.getTime())[0];
    const age = ageing(since ?? now, COLLECTIONS_DEADLINE_HOURS, now);
    return {
      id: loan.orderNo,
      orderNo: loan.orderNo,
      customerId: loan.userId,
      market: loan.market,
      currency: MARKETS[loan.market].currency,
      borrowerName: maskName(nameOf(row.basic as Record<string, unknown> | null)),
      daysPastDue: loan.daysPastDue,
      bucket: bucketOf(loan.daysPastDue) ?? 'd1_7',
      owedMinor: loan.owedMinor,
      assignedTo: (row.assigned as { memberId: string; name: string } | null) ?? null,
      lastContact: last ? { at: iso(last.at), channel: last.channel, outcome: last.outcome } : null,
      openPromise: open ? { ...open, amount: Number(open.amount) } : null,
      missedPromise:
        missedUnanswered && missed
          ? { ...missed, amount: Number(missed.amount), missedAt: iso(missed.missedAt) }
          : null,
      ...age,
      overdue: age.overdue && open === null,
    };
  });
}
