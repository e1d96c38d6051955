// The tick's reminders and overdue notices over N open loans on PostgreSQL (issue 21): a scratch
// database on the server DATABASE_URL (or DATABASE_URL_TEST) points at, migrated and seeded with the
// reports bench's portfolio, every loan open (reports-seed.mjs), then one `sendReminders` run timed
// with the service's own statement (apps/server/src/modules/messages/delivery/reminders-bench.ts).
import { join } from 'node:path';
import { scratchDatabase } from './postgres.mjs';
import { runTsScript } from './proc.mjs';

export const REMINDERS_TARGET_MS = 60_000;

const root = join(import.meta.dirname, '..', '..');
const runner = join(root, 'apps', 'server', 'src', 'modules', 'messages', 'delivery', 'reminders-bench.ts');

function runBench(url, loans) {
  return runTsScript('reminders', runner, [url, loans], root);
}

/** Seeds `loans` open loans on a scratch database and times one reminder run; answers the figures. */
export async function remindersBench({ adminUrl, loans }) {
  const db = await scratchDatabase(adminUrl, `reminders${loans}`);
  try {
    const figures = await runBench(db.url, loans);
    console.log(
      `bench: seeded ${figures.seeded.loans} loans (${figures.seeded.open} open, ${figures.seeded.overdue} overdue, ` +
        `${figures.seeded.entries} ledger entries) in ${figures.seedSeconds.toFixed(0)} s`,
    );
    return {
      ...figures,
      targetMs: REMINDERS_TARGET_MS,
      verdict: figures.reminders.seconds * 1000 < REMINDERS_TARGET_MS ? 'met' : 'NOT met',
    };
  } finally {
    await db.drop();
  }
}
