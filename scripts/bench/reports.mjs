// The console's reports over N loans on PostgreSQL (issue 20): a scratch database on the server
// DATABASE_URL (or DATABASE_URL_TEST) points at, migrated and seeded (reports-seed.mjs), then the
// portfolio report (PAR and buckets) and the daily report (the last 31 days) timed with the
// service's own statements (apps/server/src/modules/console/reports/reports-bench.ts), the median
// of BENCH_REPORTS_RUNS runs (default 5) after one warm-up run each.
import { join } from 'node:path';
import { scratchDatabase } from './postgres.mjs';
import { runTsScript } from './proc.mjs';

export const REPORTS_TARGET_MS = 1000;

const root = join(import.meta.dirname, '..', '..');
const runner = join(root, 'apps', 'server', 'src', 'modules', 'console', 'reports', 'reports-bench.ts');

function runBench(url, loans, runs) {
  return runTsScript('reports', runner, [url, loans, runs], root);
}

/** Seeds `loans` loans on a scratch database and times the two reports; answers the figures. */
export async function reportsBench({ adminUrl, loans, runs = 5 }) {
  const db = await scratchDatabase(adminUrl, `reports${loans}`);
  try {
    const figures = await runBench(db.url, loans, runs);
    console.log(
      `bench: seeded ${figures.seeded.loans} loans (${figures.seeded.open} open, ${figures.seeded.overdue} overdue, ` +
        `${figures.seeded.entries} ledger entries) in ${figures.seedSeconds.toFixed(0)} s`,
    );
    return {
      ...figures,
      targetMs: REPORTS_TARGET_MS,
      verdict:
        figures.portfolio.medianMs < REPORTS_TARGET_MS && figures.daily.medianMs < REPORTS_TARGET_MS
          ? 'met'
          : 'NOT met',
    };
  } finally {
    await db.drop();
  }
}
