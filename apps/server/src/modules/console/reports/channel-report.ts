import { MARKETS, type MarketId } from '@puente/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import type { ReportTable } from './report-csv.ts';
import { day, int, reportRows } from './report-sql.ts';

export interface ChannelRow {
  date: string;
  /** The provider the payment came through (stp, stripe, paystack…), or `other` (a credit applied, an extension's fee). */
  channel: string;
  count: number;
  amount: number;
}

export interface ChannelReport {
  market: MarketId;
  currency: string;
  from: string;
  to: string;
  rows: ChannelRow[];
}

const UUID = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

/**
 * Collected per business date and channel. A repayment credit's ref starts with the id of the
 * incoming payment it books (crediting-service.ts), whose provider is the channel; each payment is
 * looked up once, by its key.
 */
export async function channelReport(
  db: Db,
  market: MarketId,
  from: string,
  to: string,
): Promise<ChannelReport> {
  const rows = await reportRows(
    db,
    sql`
      with credited as (
        select e.business_date as day, split_part(e.ref, ':', 1) as payment, -sum(e.amount)::bigint as amount
        from ledger_entries e
        join loan_orders o on o.id = e.order_id
        where e.kind = 'repayment' and e.business_date between ${from}::date and ${to}::date
          and o.market = ${market}
        group by 1, 2
      )
      select c.day, coalesce(p.provider, 'other') as channel, count(*)::int as count, sum(c.amount)::bigint as amount
      from credited c
      left join lateral (
        select i.provider from incoming_payments i
        where c.payment ~ ${UUID} and i.id = (case when c.payment ~ ${UUID} then c.payment::uuid end)
      ) p on true
      group by 1, 2
      order by 1, 2`,
  );
  return {
    market,
    currency: MARKETS[market].currency,
    from,
    to,
    rows: rows.map((r) => ({
      date: day(r.day),
      channel: String(r.channel),
      count: int(r.count),
      amount: int(r.amount),
    })),
  };
}

export function channelTable(report: ChannelReport): ReportTable {
  return {
    columns: ['date', 'channel', 'collected_count', 'collected_minor'],
    rows: report.rows.map((r) => [r.date, r.channel, r.count, r.amount]),
  };
}
