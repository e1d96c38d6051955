import { MARKETS, type MarketId, ORDER_STATUS } from '@puente/domain';
import { sql } from 'drizzle-orm';
import type { BusinessClock } from '../../../clock/business-clock.ts';
import type { Db } from '../../../db/database.ts';
import { rowsOf } from '../../../db/rows-of.ts';
import { writeMessage } from '../../messages/message-writer.ts';
import { statusList } from '../../orders/status-sql.ts';
import { todayOf } from './overdue-loans.ts';

const OPEN_LOAN = statusList([ORDER_STATUS.Repaying, ORDER_STATUS.Overdued]);

interface Due {
  id: number;
  order_id: string;
  user_id: string;
  order_no: string;
  promised_date: string;
  amount: string | number;
  open_loan: boolean;
  written_off: boolean;
  repaid: string | number;
}

/**
 * The tick step `followUpPromises`: an open promise whose date has passed on the business clock (in
 * the borrower's market) is kept when the repayments credited to the loan since it was made reach
 * its amount, else missed; a loan paid off closes its promise as kept at once. A missed promise
 * writes `promise.missed` (event key `promise.missed:<id>`) and sorts first in its collector's
 * cases. Each promise is decided by an update of an open row, so two ticks decide it once.
 */
export async function followUpPromises(db: Db, clock: BusinessClock): Promise<number> {
  const now = clock.now();
  const markets = Object.keys(MARKETS) as MarketId[];
  const todayCase = sql.join(
    markets.map((m) => sql`when ${m} then ${todayOf(m, now)}::date`),
    sql` `,
  );
  const due = rowsOf(
    await db.execute(sql`
      select p.id, p.order_id, p.user_id, o.order_no, p.promised_date::text as promised_date, p.amount,
        o.status in ${OPEN_LOAN} as open_loan,
        exists (select 1 from order_events e where e.order_id = o.id and e.reason = 'writtenOff') as written_off,
        coalesce((select -sum(l.amount) from ledger_entries l
          where l.order_id = p.order_id and l.kind = 'repayment' and l.at >= p.created_at), 0) as repaid
      from collection_promises p join loan_orders o on o.id = p.order_id
      where p.status = 'open'
        and (p.promised_date < (case o.market ${todayCase} end) or o.status not in ${OPEN_LOAN})
      order by p.id
      limit 1000`),
  ) as unknown as Due[];
  let decided = 0;
  for (const promise of due) {
    const paid = Number(promise.repaid) >= Number(promise.amount);
    const paidOff = !promise.open_loan && !promise.written_off;
    const status = paid || paidOff ? 'kept' : 'missed';
    await db.transaction(async (tx) => {
      const updated = rowsOf(
        await tx.execute(sql`update collection_promises set status = ${status}, resolved_at = ${now}
          where id = ${promise.id} and status = 'open' returning id`),
      );
      if (updated.length === 0) return;
      decided += 1;
      // A loan closed without being paid (written off) is not chased with a message.
      if (status === 'missed' && promise.open_loan)
        await writeMessage(tx, now, {
          userId: promise.user_id,
          kind: 'promise.missed',
          eventKey: `promise.missed:${promise.id}`,
          orderId: promise.order_id,
          params: {
            promisedDate: promise.promised_date,
            amount: Number(promise.amount),
            orderNo: promise.order_no,
          },
        });
    });
  }
  return decided;
}
