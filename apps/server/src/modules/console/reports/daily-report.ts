import { MARKETS, type MarketId } from '@puente/domain';
import { sql } from 'drizzle-orm';
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
 * range's entries of these kinds are read, each order looked up for its market.
 */
export async function dailyReport(db: Db, market: MarketId, from: string, to: string): Promise<DailyReport> {
  const rows = await reportRows(
    db,
    sql`
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
      select d::date as day, p.disbursed_count, p.disbursed_principal, p.disbursed_cash, p.returned_cash,
        p.collected_count, p.collected_amount, p.held_as_credit
      from generate_series(${from}::date, ${to}::date, interval '1 day') d
      left join per_day p on p.day = d::date
      order by d`,
  );
  const days: DailyRow[] = rows.map((r) => ({
    date: day(r.day),
    disbursedCount: int(r.disbursed_count),
    disbursedPrincipal: int(r.disbursed_principal),
    disbursedCash: int(r.disbursed_cash),
    returnedCash: int(r.returned_cash),
    collectedCount: int(r.collected_count),
    collectedAmount: int(r.collected_amount),
    heldAsCredit: int(r.held_as_credit),
  }));
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
