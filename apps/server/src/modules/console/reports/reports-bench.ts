// The reports bench's measuring half (scripts/bench/reports.mjs starts it with tsx, so the figures
// are of the service's own statements): migrates the scratch database it is given, seeds it
// (scripts/bench/reports-seed.mjs), lets PostgreSQL gather statistics, then times the portfolio
// report and the daily report. Prints one JSON line.
//   node --import tsx reports-bench.ts <database url> <loans> <runs>
import { addDays, dateIn, MARKETS } from '@puente/domain';
import { openPostgres } from '../../../db/open-postgres.ts';
import { dailyReport } from './daily-report.ts';
import { portfolioReport } from './portfolio-report.ts';

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
  const from = addDays(today, -30);
  const portfolio: number[] = [];
  const daily: number[] = [];
  // One run of each first, so the figures are of warm caches as a console in use would see.
  const par = await portfolioReport(database.db, 'MX', today);
  const days = await dailyReport(database.db, 'MX', from, today);
  for (let i = 0; i < runs; i++) {
    portfolio.push((await timed(() => portfolioReport(database.db, 'MX', today))).ms);
    daily.push((await timed(() => dailyReport(database.db, 'MX', from, today))).ms);
  }
  console.log(
    JSON.stringify({
      seeded: seed.answer,
      seedSeconds: seed.ms / 1000,
      today,
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
