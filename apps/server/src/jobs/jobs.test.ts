import { expect, it } from 'vitest';
import { openTestDatabase } from '../testing/test-database.ts';
import { startJobs } from './jobs.ts';

it('ticks every TICK_SECONDS when that is sooner than the once-a-minute schedule', async () => {
  const database = await openTestDatabase('pglite');
  const ticks: number[] = [];
  let twice: () => void = () => {};
  const ticked = new Promise<void>((resolve) => {
    twice = resolve;
  });
  const jobs = await startJobs(
    database,
    async () => {
      ticks.push(Date.now());
      if (ticks.length === 2) twice();
    },
    {
      everySeconds: 1,
      onError: (error) => {
        throw error;
      },
    },
  );
  try {
    await ticked;
    // The once-a-minute cron alone never runs two ticks less than a minute apart.
    expect((ticks[1] as number) - (ticks[0] as number)).toBeLessThan(60_000);
  } finally {
    await jobs.stop();
    await database.close();
  }
}, 30_000);
