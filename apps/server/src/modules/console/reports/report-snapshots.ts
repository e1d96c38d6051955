import { addDays, MARKETS, type MarketId } from '@puente/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { dailyFiguresSql } from './daily-report.ts';
import { type PortfolioReport, portfolioReport } from './portfolio-report.ts';
import { day, reportRows } from './report-sql.ts';

/** Closed dates whose daily figures the tick fills in, at most, going back from the last closed. */
export const DAILY_FIGURES_DAYS = 400;

export interface KeptSnapshots {
  market: MarketId;
  dailyFrom?: string;
  dailyTo?: string;
  portfolioAsOf?: string;
}

async function lastClosedDate(db: Db, market: MarketId): Promise<string | undefined> {
  const [row] = await reportRows(
    db,
    sql`select max(business_date) as last from cob_runs where market = ${market}`,
  );
  return row?.last ? day(row.last) : undefined;
}

/**
 * The tick's step after close of business (decision 057): for each market, the daily figures of
 * the closed dates not kept yet, in one statement, and portfolio at risk at the start of the first
 * open date. Safe to run twice at once: rows are keyed by market and date, and a second writer's
 * rows are dropped (`on conflict do nothing`).
 */
export async function keepReportSnapshots(db: Db, now: Date): Promise<KeptSnapshots[]> {
  const kept: KeptSnapshots[] = [];
  for (const market of Object.keys(MARKETS) as MarketId[]) {
    const last = await lastClosedDate(db, market);
    if (!last) continue;
    const done: KeptSnapshots = { market };
    const [gap] = await reportRows(
      db,
      sql`select min(d)::date as first from generate_series(${addDays(last, 1 - DAILY_FIGURES_DAYS)}::date, ${last}::date, interval '1 day') d
          where not exists (select 1 from report_daily_figures f where f.market = ${market} and f.business_date = d::date)`,
    );
    if (gap?.first) {
      const first = day(gap.first);
      await db.execute(sql`
        insert into report_daily_figures (market, business_date, disbursed_count, disbursed_principal, disbursed_cash,
          returned_cash, collected_count, collected_amount, held_as_credit, computed_at)
        select ${market}, f.day, f.disbursed_count, f.disbursed_principal, f.disbursed_cash, f.returned_cash,
          f.collected_count, f.collected_amount, f.held_as_credit, ${now}
        from (${dailyFiguresSql(market, first, last)}) f
        on conflict do nothing`);
      done.dailyFrom = first;
      done.dailyTo = last;
    }
    const asOf = addDays(last, 1);
    const [has] = await reportRows(
      db,
      sql`select 1 as one from report_portfolio_snapshots where market = ${market} and as_of = ${asOf}::date`,
    );
    if (!has) {
      const started = Date.now();
      // Memory for the statement's hashes and sorts over every open loan, for this transaction only.
      const report = await db.transaction(async (tx) => {
        await tx.execute(sql`set local work_mem = '64MB'`);
        return portfolioReport(tx, market, asOf);
      });
      await keepPortfolio(db, report, Date.now() - started, now);
      done.portfolioAsOf = asOf;
    }
    kept.push(done);
  }
  return kept;
}

async function keepPortfolio(db: Db, report: PortfolioReport, millis: number, now: Date): Promise<void> {
  await db.execute(sql`
    insert into report_portfolio_snapshots (market, as_of, report, millis, computed_at)
    values (${report.market}, ${report.asOf}::date, ${JSON.stringify(report)}::jsonb, ${millis}, ${now})
    on conflict do nothing`);
}

/**
 * Portfolio at risk as the console shows it: the newest snapshot the tick kept, or, before the
 * first close of business, computed now from the ledger.
 */
export async function latestPortfolio(
  db: Db,
  market: MarketId,
  today: string,
): Promise<PortfolioReport & { computedAt: string }> {
  const [row] = await reportRows(
    db,
    sql`select report, computed_at from report_portfolio_snapshots where market = ${market}
        order by as_of desc limit 1`,
  );
  if (row) {
    const report = (typeof row.report === 'string' ? JSON.parse(row.report) : row.report) as PortfolioReport;
    return { ...report, computedAt: new Date(row.computed_at as string).toISOString() };
  }
  const report = await portfolioReport(db, market, today);
  return { ...report, computedAt: new Date().toISOString() };
}
