// The reports bench's measuring half (scripts/bench/reports.mjs starts it with tsx, so the figures
// are of the service's own statements): migrates the scratch database it is given, seeds it
// (scripts/bench/reports-seed.mjs), lets PostgreSQL gather statistics, marks every date up to
// yesterday closed, runs the tick's `reportSnapshots` step once (timed: the work moved to the end
// of the day, decision 057), then times the portfolio report and the daily report as the routes
// answer them. Prints one JSON line.
//   node --import tsx reports-bench.ts <database url> <loans> <runs>
import { addDays, dateIn, MARKETS } from '@puente/domain';
import { sql } from 'drizzle-orm';
import { openPostgres } from '../../../db/open-postgres.ts';
import { rowsOf } from '../../../db/rows-of.ts';
import { dailyReport } from './daily-report.ts';
import { keepReportSnapshots, latestPortfolio } from './report-snapshots.ts';

const [url, loansArg, runsArg] = process.argv.slice(2);
if (!url) throw new Error('usage: reports-bench.ts <database url> <loans> <runs>');
const loans = Number(loansArg ?? 1_000_000);
const runs = Number(runsArg ?? 5);
const seedFile = new URL('../../../../../../scripts/bench/reports-seed.mjs', import.meta.url).href;
const { dropIndexesSql, reportsSeedSql, restoreIndexesSql } = await import(seedFile);

async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; answer: T }> {
  const started = process.hrtime.bigint();
  const answer = await fn();
  return { ms: Number(process.hrtime.bigint() - started) / 1e6, answer };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

const database = await openPostgres(url, 2);
try {
  await database.migrate();
  const today = dateIn(new Date(), MARKETS.MX.timeZone);
  const seed = await timed(async () => {
    await database.executeSql(dropIndexesSql);
    const seeded = await database.executeSql(reportsSeedSql(loans, today));
    await database.executeSql(restoreIndexesSql);
    // What autovacuum would have done by then: statistics, and the visibility map index-only scans need.
    await database.executeSql('vacuum (analyze) users, loan_orders, loan_phases, ledger_entries');
    const results = seeded as unknown as { rows: Record<string, number>[] }[];
    return results.at(-1)?.rows[0] ?? {};
  });
  const yesterday = addDays(today, -1);
  await database.executeSql(
    `insert into cob_runs (market, business_date, started_at, finished_at)
     values ('MX', $1::date, now(), now()), ('NG', $1::date, now(), now())`,
    [yesterday],
  );
  const tick = await timed(() => keepReportSnapshots(database.db, new Date()));
  const kept = rowsOf(
    await database.db.execute(
      sql`select market, millis from report_portfolio_snapshots where as_of = ${today}::date order by market`,
    ),
  );
  const from = addDays(today, -30);
  const portfolio: number[] = [];
  const daily: number[] = [];
  // One run of each first, so the figures are of warm caches as a console in use would see.
  const par = await latestPortfolio(database.db, 'MX', today);
  const days = await dailyReport(database.db, 'MX', from, today);
  for (let i = 0; i < runs; i++) {
    portfolio.push((await timed(() => latestPortfolio(database.db, 'MX', today))).ms);
    daily.push((await timed(() => dailyReport(database.db, 'MX', from, today))).ms);
  }
  console.log(
    JSON.stringify({
      seeded: seed.answer,
      seedSeconds: seed.ms / 1000,
      today,
      tick: { seconds: tick.ms / 1000, kept: tick.answer, portfolioComputeMs: kept },
      portfolio: { medianMs: median(portfolio), runsMs: portfolio, loans: par.loans, par: par.par },
      daily: {
        medianMs: median(daily),
        runsMs: daily,
        from,
        to: today,
        disbursed: days.totals.disbursedCount,
        collected: days.totals.collectedCount,
      },
    }),
  );
} finally {
  await database.close();
}
