import {
  bucketOf,
  COLLECTIONS_QUEUE,
  DELINQUENCY_BUCKETS,
  type DelinquencyBucket,
  dateIn,
  MARKETS,
  type MarketId,
  ORDER_STATUS,
} from '@puente/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { rowsOf } from '../../../db/rows-of.ts';
import { statusSql } from '../../orders/status-sql.ts';

const OVERDUE = statusSql(ORDER_STATUS.Overdued);
const CHARGES = sql`('principal', 'fee', 'tax', 'interest', 'interestTax', 'penalty', 'rolloverFee', 'rolloverTax')`;

/** The business date of each market now: days past due are counted to it. */
export function todayOf(market: MarketId, now: Date): string {
  return dateIn(now, MARKETS[market].timeZone);
}

/**
 * Every overdue loan of a market with its days past due and what it owes, in one statement:
 * days past due from the oldest phase the credits do not cover, as close of business and the
 * portfolio report reckon it (payments settle the earliest phase first), counted to the market's
 * business date; at least 1, since close of business marks a loan Overdued only once a day late.
 * What it owes is every charge less every credit (the ledger's balance).
 */
export function overdueLoansSql(market: MarketId, today: string): SQL {
  return sql`
    with overdue as (
      select o.id, o.order_no, o.user_id, o.market from loan_orders o
      where o.market = ${market} and o.status = ${OVERDUE}
    ),
    paid as (
      select e.order_id, -sum(e.amount)::bigint as paid
      from ledger_entries e join overdue l on l.id = e.order_id
      where e.kind in ('repayment', 'coupon')
        and (e.applies_to is null or e.applies_to not in ('penalty', 'rolloverFee', 'rolloverTax'))
      group by e.order_id
    ),
    phases as (
      select p.order_id, p.due_date,
        sum(p.total) over (partition by p.order_id order by p.phase)::bigint as through
      from loan_phases p join overdue l on l.id = p.order_id
    ),
    oldest as (
      select ph.order_id, min(ph.due_date) as due_date
      from phases ph left join paid pd on pd.order_id = ph.order_id
      where ph.through > coalesce(pd.paid, 0)
      group by ph.order_id
    ),
    owed as (
      select e.order_id, sum(e.amount)::bigint as owed
      from ledger_entries e join overdue l on l.id = e.order_id
      where e.kind in ${CHARGES} or e.kind in ('repayment', 'coupon')
      group by e.order_id
    )
    select l.id, l.order_no, l.user_id, l.market,
      greatest(1, coalesce(${today}::date - od.due_date, 1))::int as dpd,
      coalesce(ow.owed, 0)::bigint as owed
    from overdue l
    left join oldest od on od.order_id = l.id
    left join owed ow on ow.order_id = l.id`;
}

/** `dpd` within a bucket, both ends included, as SQL over a row of overdueLoansSql. */
export function inBucketSql(bucket: DelinquencyBucket): SQL {
  const b = DELINQUENCY_BUCKETS.find((x) => x.id === bucket);
  if (!b) throw new Error(`no bucket ${bucket}`);
  return b.max === null
    ? sql`t.dpd >= ${sql.raw(String(b.min))}`
    : sql`t.dpd between ${sql.raw(String(b.min))} and ${sql.raw(String(b.max))}`;
}

export interface BucketLine {
  bucket: DelinquencyBucket;
  loans: number;
  owedMinor: number;
}

/** Counts and amounts owed per bucket for a market, every bucket listed (zero when empty). */
export async function bucketsOf(db: Db, market: MarketId, now: Date): Promise<BucketLine[]> {
  const rows = rowsOf(
    await db.execute(sql`
      select t.dpd, count(*)::int as loans, sum(t.owed)::bigint as owed
      from (${overdueLoansSql(market, todayOf(market, now))}) t group by t.dpd`),
  ) as { dpd: number; loans: number; owed: string | number }[];
  const lines = new Map<DelinquencyBucket, BucketLine>(
    DELINQUENCY_BUCKETS.map((b) => [b.id, { bucket: b.id, loans: 0, owedMinor: 0 }]),
  );
  for (const row of rows) {
    const line = lines.get(bucketOf(Number(row.dpd)) ?? 'd1_7');
    if (!line) continue;
    line.loans += Number(row.loans);
    line.owedMinor += Number(row.owed);
  }
  return [...lines.values()];
}

export interface OverdueLoan {
  orderId: string;
  orderNo: string;
  userId: string;
  market: MarketId;
  daysPastDue: number;
  owedMinor: number;
}

function loanOf(row: Record<string, unknown>): OverdueLoan {
  return {
    orderId: row.id as string,
    orderNo: row.order_no as string,
    userId: row.user_id as string,
    market: row.market as MarketId,
    daysPastDue: Number(row.dpd),
    owedMinor: Number(row.owed),
  };
}

/** The overdue loans of a market matching `where` (over `t`), most days past due first. */
export async function overdueLoans(
  db: Db,
  market: MarketId,
  now: Date,
  where: SQL = sql`true`,
  limit = 200,
): Promise<OverdueLoan[]> {
  const rows = rowsOf(
    await db.execute(sql`
      select * from (${overdueLoansSql(market, todayOf(market, now))}) t
      where ${where} order by t.dpd desc, t.order_no limit ${limit}`),
  );
  return rows.map(loanOf);
}

/** Loans assigned to a member in the collections queue (by order number), as SQL over `t`. */
export function assignedToSql(memberId: string): SQL {
  return sql`t.order_no in (select a.item_id from staff_assignments a
    where a.queue = ${COLLECTIONS_QUEUE} and a.member_id = ${memberId})`;
}
