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
  options: { everySeconds: number; onError: (error: Error) => void },
): Promise<Jobs> {
  const { onError } = options;
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => database.executeSql(text, values) },
    schema: 'pgboss',
  });
  boss.on('error', onError);
  await boss.start();
  await boss.createQueue(TICK_QUEUE, { name: TICK_QUEUE, policy: 'singleton' });
  await boss.schedule(TICK_QUEUE, TICK_CRON);
  const everySeconds = Math.min(options.everySeconds, 60);
  await boss.work(TICK_QUEUE, { pollingIntervalSeconds: Math.min(2, everySeconds) }, async () => tick());
  // More often than cron can say: one tick per slot of `everySeconds` across all instances (the
  // singleton key), so a payout waits seconds for its tick instead of up to a minute.
  const sooner =
    everySeconds < 60
      ? setInterval(() => {
          boss
            .send(TICK_QUEUE, {}, { singletonKey: TICK_QUEUE, singletonSeconds: everySeconds })
            .catch((error: Error) => onError(error));
        }, everySeconds * 1000)
      : undefined;
  return {
    async stop() {
      if (sooner) clearInterval(sooner);
      await boss.stop({ graceful: true, wait: true, timeout: 5_000 });
    },
  };
}
