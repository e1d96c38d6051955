// The reminders bench's measuring half (scripts/bench/reminders.mjs starts it with tsx, so the
// figure is of the service's own statement): migrates the scratch database it is given, seeds it with
// the reports bench's portfolio (scripts/bench/reports-seed.mjs) spread over the last 91 days and
// with no refusals, so every loan is open, lets PostgreSQL gather statistics, then times the tick's
// `sendReminders` step once: both markets' reminders and overdue notices for today. Prints one JSON line.
//   node --import tsx reminders-bench.ts <database url> <loans>
import { dateIn, MARKETS } from '@puente/domain';
import { sql } from 'drizzle-orm';
import { BusinessClock } from '../../../clock/business-clock.ts';
import { openPostgres } from '../../../db/open-postgres.ts';
import { rowsOf } from '../../../db/rows-of.ts';
import { sendReminders } from './reminder-job.ts';

const [url, loansArg] = process.argv.slice(2);
if (!url) throw new Error('usage: reminders-bench.ts <database url> <loans>');
const loans = Number(loansArg ?? 1_000_000);
const seedFile = new URL('../../../../../../scripts/bench/reports-seed.mjs', import.meta.url).href;
const { dropIndexesSql, reportsSeedSql, restoreIndexesSql } = await import(seedFile);

async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; answer: T }> {
  const started = process.hrtime.bigint();
  const answer = await fn();
  return { ms: Number(process.hrtime.bigint() - started) / 1e6, answer };
}

const database = await openPostgres(url, 2);
try {
  await database.migrate();
  const today = dateIn(new Date(), MARKETS.MX.timeZone);
  const seed = await timed(async () => {
    await database.executeSql(dropIndexesSql);
    const seeded = await database.executeSql(
      reportsSeedSql(loans, today, { spreadDays: 91, refused: false }),
    );
    await database.executeSql(restoreIndexesSql);
    await database.executeSql('vacuum (analyze) users, loan_orders, loan_phases, ledger_entries');
    const results = seeded as unknown as { rows: Record<string, number>[] }[];
    return results.at(-1)?.rows[0] ?? {};
  });
  const clock = new BusinessClock(database.db);
  await clock.sync(0);
  const run = await timed(() => sendReminders({ db: database.db, clock, whatsappOffered: false }));
  // A second run finds the date done: what every later tick of the day costs.
  const again = await timed(() => sendReminders({ db: database.db, clock, whatsappOffered: false }));
  const [counts] = rowsOf(
    await database.db.execute(sql`
      select (select count(*) from messages)::int as messages,
        (select count(*) from message_deliveries)::int as deliveries`),
  );
  console.log(
    JSON.stringify({
      seeded: seed.answer,
      seedSeconds: seed.ms / 1000,
      today,
      reminders: {
        seconds: run.ms / 1000,
        markets: run.answer,
        messages: Number(counts?.messages ?? 0),
        deliveries: Number(counts?.deliveries ?? 0),
        againMs: again.ms,
      },
    }),
  );
} finally {
  await database.close();
}
