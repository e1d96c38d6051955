import PgBoss from 'pg-boss';
import type { Database } from '../db/database.ts';

export const TICK_QUEUE = 'tick';
/** pg-boss schedules by cron, so once a minute is the finest regular tick; /dev/clock/advance ticks at once. */
const TICK_CRON = '* * * * *';

export interface Jobs {
  stop(): Promise<void>;
}

/** pg-boss on the service's own database (PGlite or PostgreSQL), with the recurring tick job. */
export async function startJobs(
  database: Database,
  tick: () => Promise<void>,
  onError: (error: Error) => void,
): Promise<Jobs> {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => database.executeSql(text, values) },
    schema: 'pgboss',
  });
  boss.on('error', onError);
  await boss.start();
  await boss.createQueue(TICK_QUEUE, { name: TICK_QUEUE, policy: 'singleton' });
  await boss.schedule(TICK_QUEUE, TICK_CRON);
  await boss.work(TICK_QUEUE, { pollingIntervalSeconds: 2 }, async () => tick());
  return {
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 5_000 });
    },
  };
}
