import { COLLECTIONS_DEADLINE_HOURS, COLLECTIONS_QUEUE, ORDER_STATUS } from '@puente/domain';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/rows-of.ts';
import { statusSql } from '../../orders/status-sql.ts';
import type { StaffQueue } from '../queues/staff-queue.ts';

/**
 * The collectors' queue: every overdue loan is open; one is past its deadline when nobody has
 * contacted the borrower for COLLECTIONS_DEADLINE_HOURS since it fell overdue, its promise was
 * missed or its last contact, and no promise is open. Items are assigned by order number.
 */
export const collectionsQueue: StaffQueue = {
  name: COLLECTIONS_QUEUE,
  permission: 'collections.work',
  deadlineHours: COLLECTIONS_DEADLINE_HOURS,
  async count(db, now) {
    const due = new Date(now.getTime() - COLLECTIONS_DEADLINE_HOURS * 3_600_000);
    const [row] = rowsOf(
      await db.execute(sql`
        with cases as (
          select
            greatest(
              (select max(e.at) from order_events e where e.order_id = o.id and e.to_status = ${statusSql(ORDER_STATUS.Overdued)}),
              (select max(p.resolved_at) from collection_promises p where p.order_id = o.id and p.status = 'missed'),
              (select max(c.at) from collection_contacts c where c.order_id = o.id)
            ) as since,
            exists (select 1 from collection_promises p where p.order_id = o.id and p.status = 'open') as promised
          from loan_orders o where o.status = ${statusSql(ORDER_STATUS.Overdued)}
        )
        select count(*)::int as open,
          (count(*) filter (where not promised and since < ${due}))::int as overdue,
          min(since) as oldest
        from cases`),
    ) as { open: number; overdue: number; oldest: string | Date | null }[];
    return {
      open: Number(row?.open ?? 0),
      overdue: Number(row?.overdue ?? 0),
      oldestAt: row?.oldest ? new Date(row.oldest).toISOString() : null,
    };
  },
};
