import { MARKETS, type MarketId, ORDER_STATUS } from '@puente/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { rowsOf } from '../../../db/rows-of.ts';
import { REPAYABLE_STATUSES, statusList, statusSql } from '../../orders/orders-service.ts';
import type { QueueCount, StaffQueue } from '../queues/staff-queue.ts';

/** Actions kept for an operator in the borrower audit (decisions 040, 046): listed until resolved. */
export const KEPT_FOR_OPERATOR = ['loan.payoutSettledAfterFailure', 'loan.payoutReturned'] as const;
/** A payout still `sent` this long after it was asked for is late (62 minutes are promised), maybe waiting for an OTP. */
export const SENT_LATE_MINUTES = 90;

const keptActions = sql.join(
  KEPT_FOR_OPERATOR.map((a) => sql`${a}`),
  sql`, `,
);

/** The borrower's loan being repaid, if any, as a subquery of a row with `u.id`. */
export const OPEN_ORDER_NO_SQL = sql`(select o.order_no from loan_orders o
  where o.user_id = u.id and o.status in ${statusList(REPAYABLE_STATUSES)} limit 1)`;

/** Borrowers holding credit: `since` is when money was last held for them. */
export const CREDITS_SQL = sql`
  select o.user_id, min(o.market) as market, (-sum(l.amount))::text as held,
         max(l.at) filter (where l.amount < 0) as since,
         string_agg(distinct o.order_no, ',') as order_nos
  from loan_orders o join ledger_entries l on l.order_id = o.id and l.kind = 'overpayment'
  group by o.user_id
  having sum(l.amount) < 0`;

export const FAILED_PAYOUTS_SQL = sql`
  select p.*, o.order_no, o.user_id, o.market
  from payouts p join loan_orders o on o.id = p.order_id
  where o.status = ${statusSql(ORDER_STATUS.PayFail)} and p.status = 'failed'
    and p.attempt = (select max(q.attempt) from payouts q where q.order_id = p.order_id)`;

export function latePayoutsSql(now: Date) {
  const before = new Date(now.getTime() - SENT_LATE_MINUTES * 60_000);
  return sql`
    select p.*, o.order_no, o.user_id, o.market
    from payouts p join loan_orders o on o.id = p.order_id
    where p.status = 'sent' and p.requested_at < ${before}`;
}

export const STP_DIFFERENCES_SQL = sql`select * from stp_differences where resolved_at is null`;

export const KEPT_EVENTS_SQL = sql`
  select a.* from audit_log a
  where a.action in (${keptActions}) and a.detail->>'needsOperator' = 'true'
    and not exists (select 1 from staff_money_marks m
                    where m.queue = 'reconciliation' and m.item_id = 'event:' || a.id::text and m.mark = 'resolved')`;

/** How many rows a listing answers, how many are past `hours`, and the oldest, from (timestamp) rows. */
async function countOf(
  db: Db,
  query: ReturnType<typeof sql>,
  column: string,
  hours: number,
  now: Date,
): Promise<QueueCount> {
  const due = new Date(now.getTime() - hours * 3_600_000);
  const [row] = rowsOf(
    await db.execute(sql`
      select count(*)::int as open,
             (count(*) filter (where t.${sql.raw(column)} < ${due}))::int as overdue,
             min(t.${sql.raw(column)}) as oldest
      from (${query}) t`),
  ) as { open: number; overdue: number; oldest: Date | string | null }[];
  return {
    open: Number(row?.open ?? 0),
    overdue: Number(row?.overdue ?? 0),
    oldestAt: row?.oldest ? new Date(row.oldest).toISOString() : null,
  };
}

function sum(counts: QueueCount[]): QueueCount {
  const oldest =
    counts
      .map((c) => c.oldestAt)
      .filter((d): d is string => d !== null)
      .sort()[0] ?? null;
  return {
    open: counts.reduce((a, c) => a + c.open, 0),
    overdue: counts.reduce((a, c) => a + c.overdue, 0),
    oldestAt: oldest,
  };
}

/** Deadlines (decision 058): money held or lost waits three days at most, a failed payout one. */
export const MONEY_QUEUES = {
  credits: { name: 'credits', permission: 'money.propose', deadlineHours: 72 },
  deposits: { name: 'deposits', permission: 'money.propose', deadlineHours: 72 },
  payouts: { name: 'payouts', permission: 'payouts.manage', deadlineHours: 24 },
  reconciliation: { name: 'reconciliation', permission: 'money.propose', deadlineHours: 72 },
} as const;

export function moneyQueues(): StaffQueue[] {
  return [
    {
      ...MONEY_QUEUES.credits,
      count: (db, now) => countOf(db, CREDITS_SQL, 'since', MONEY_QUEUES.credits.deadlineHours, now),
    },
    {
      ...MONEY_QUEUES.deposits,
      count: (db, now) =>
        countOf(
          db,
          sql`select * from incoming_payments where status = 'unmatched'`,
          'received_at',
          MONEY_QUEUES.deposits.deadlineHours,
          now,
        ),
    },
    {
      ...MONEY_QUEUES.payouts,
      count: async (db, now) =>
        sum([
          await countOf(db, FAILED_PAYOUTS_SQL, 'settled_at', MONEY_QUEUES.payouts.deadlineHours, now),
          await countOf(db, latePayoutsSql(now), 'requested_at', MONEY_QUEUES.payouts.deadlineHours, now),
        ]),
    },
    {
      ...MONEY_QUEUES.reconciliation,
      count: async (db, now) =>
        sum([
          await countOf(db, STP_DIFFERENCES_SQL, 'found_at', MONEY_QUEUES.reconciliation.deadlineHours, now),
          await countOf(db, KEPT_EVENTS_SQL, 'at', MONEY_QUEUES.reconciliation.deadlineHours, now),
        ]),
    },
  ];
}

export const currencyOf = (market: string) => MARKETS[market as MarketId]?.currency ?? null;
