import { addDays, MARKETS, type MarketId } from '@puente/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import type { ReportTable } from './report-csv.ts';
import { day, int, reportRows } from './report-sql.ts';

export interface DailyRow {
  date: string;
  /** Loans whose money was sent that business date, what they lend and the cash that left. */
  disbursedCount: number;
  disbursedPrincipal: number;
  disbursedCash: number;
  /** Cash sent back by the receiving bank that date (a reversed payout), as a positive amount. */
  returnedCash: number;
  /** Payments credited to loans that date (one per payment, however many charges it settled). */
  collectedCount: number;
  collectedAmount: number;
  /** What payments brought beyond the debt, held as the borrowers' credit. */
  heldAsCredit: number;
}

export interface DailyReport {
  market: MarketId;
  currency: string;
  from: string;
  to: string;
  days: DailyRow[];
  totals: Omit<DailyRow, 'date'>;
}

/**
 * Disbursed and collected per business date, read from the ledger (the dates it books money on,
 * each market's own): payouts (`payout`: cash sent, negative when reversed), repayment credits and
 * overpayments. One statement over the partial index ledger_entries_report_day_idx: only the
 * range's entries of these kinds are read, each order looked up for its market. Every date of the
 * range has a row, zeros included.
 */
export function dailyFiguresSql(market: MarketId, from: string, to: string): SQL {
  return sql`
    with moved as (
      select e.business_date as day, e.kind, e.amount, e.ref, o.amount as lent
      from ledger_entries e
      join loan_orders o on o.id = e.order_id
      where e.kind in ('payout', 'repayment', 'overpayment')
        and e.business_date between ${from}::date and ${to}::date
        and o.market = ${market}
    ),
    per_day as (
      select day,
        count(*) filter (where kind = 'payout' and amount > 0)::int as disbursed_count,
        coalesce(sum(lent) filter (where kind = 'payout' and amount > 0), 0)::bigint as disbursed_principal,
        coalesce(sum(amount) filter (where kind = 'payout' and amount > 0), 0)::bigint as disbursed_cash,
        coalesce(-sum(amount) filter (where kind = 'payout' and amount < 0), 0)::bigint as returned_cash,
        count(distinct split_part(ref, ':', 1)) filter (where kind = 'repayment' and amount < 0)::int as collected_count,
        coalesce(-sum(amount) filter (where kind = 'repayment'), 0)::bigint as collected_amount,
        coalesce(-sum(amount) filter (where kind = 'overpayment' and amount < 0), 0)::bigint as held_as_credit
      from moved
      group by day
    )
    select d::date as day, coalesce(p.disbursed_count, 0) as disbursed_count,
      coalesce(p.disbursed_principal, 0) as disbursed_principal, coalesce(p.disbursed_cash, 0) as disbursed_cash,
      coalesce(p.returned_cash, 0) as returned_cash, coalesce(p.collected_count, 0) as collected_count,
      coalesce(p.collected_amount, 0) as collected_amount, coalesce(p.held_as_credit, 0) as held_as_credit
    from generate_series(${from}::date, ${to}::date, interval '1 day') d
    left join per_day p on p.day = d::date`;
}

function rowOf(r: Record<string, unknown>): DailyRow {
  return {
    date: day(r.day),
    disbursedCount: int(r.disbursed_count),
    disbursedPrincipal: int(r.disbursed_principal),
    disbursedCash: int(r.disbursed_cash),
    returnedCash: int(r.returned_cash),
    collectedCount: int(r.collected_count),
    collectedAmount: int(r.collected_amount),
    heldAsCredit: int(r.held_as_credit),
  };
}

/**
 * The daily report: closed dates from the figures the tick kept (report_daily_figures), the dates
 * not kept yet (today, a date closed a moment ago) from the ledger itself.
 */
export async function dailyReport(db: Db, market: MarketId, from: string, to: string): Promise<DailyReport> {
  const kept = await reportRows(
    db,
    sql`select business_date as day, disbursed_count, disbursed_principal, disbursed_cash, returned_cash,
          collected_count, collected_amount, held_as_credit
        from report_daily_figures
        where market = ${market} and business_date between ${from}::date and ${to}::date`,
  );
  const byDate = new Map(kept.map((r) => [day(r.day), rowOf(r)]));
  const missing: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) if (!byDate.has(d)) missing.push(d);
  const first = missing[0];
  const last = missing.at(-1);
  if (first && last)
    for (const r of await reportRows(db, dailyFiguresSql(market, first, last))) {
      const row = rowOf(r);
      if (!byDate.has(row.date)) byDate.set(row.date, row);
    }
  const days = [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : 1));
  const totals = days.reduce(
    (sum, d) => ({
      disbursedCount: sum.disbursedCount + d.disbursedCount,
      disbursedPrincipal: sum.disbursedPrincipal + d.disbursedPrincipal,
      disbursedCash: sum.disbursedCash + d.disbursedCash,
      returnedCash: sum.returnedCash + d.returnedCash,
      collectedCount: sum.collectedCount + d.collectedCount,
      collectedAmount: sum.collectedAmount + d.collectedAmount,
      heldAsCredit: sum.heldAsCredit + d.heldAsCredit,
    }),
    {
      disbursedCount: 0,
      disbursedPrincipal: 0,
      disbursedCash: 0,
      returnedCash: 0,
      collectedCount: 0,
      collectedAmount: 0,
      heldAsCredit: 0,
    },
  );
  return { market, currency: MARKETS[market].currency, from, to, days, totals };
}

export function dailyTable(report: DailyReport): ReportTable {
  return {
    columns: [
      'date',
      'disbursed_count',
      'disbursed_principal_minor',
      'disbursed_cash_minor',
      'returned_cash_minor',
      'collected_count',
      'collected_minor',
      'held_as_credit_minor',
    ],
    rows: report.days.map((d) => [
      d.date,
      d.disbursedCount,
      d.disbursedPrincipal,
      d.disbursedCash,
      d.returnedCash,
      d.collectedCount,
      d.collectedAmount,
      d.heldAsCredit,
    ]),
  };
}
