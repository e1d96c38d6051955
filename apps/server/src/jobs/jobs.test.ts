import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { verificationCodes } from '../db/schema.ts';
import { describeEngines } from '../testing/describe-engines.ts';
import { ENGINES } from '../testing/test-database.ts';
import { newMxMobile, startTestService, type TestService } from '../testing/test-service.ts';

describeEngines(ENGINES)('pg-boss on %s', (engine) => {
  let s: TestService;
  beforeAll(async () => {
    s = await startTestService(engine, { jobs: true });
  });
  afterAll(() => s.close());

  it('schedules one recurring tick job', async () => {
    const { rows } = await s.database.executeSql(
      "select name, cron from pgboss.schedule where name = 'tick'",
    );
    expect(rows).toEqual([{ name: 'tick', cron: '* * * * *' }]);
  });

  it('ticks when the business clock moves, and the tick clears dead codes', async () => {
    await s.requestCode(newMxMobile());
    expect((await s.database.db.select().from(verificationCodes)).length).toBe(1);
    const moved = await s.app.inject({ method: 'POST', url: '/dev/clock/advance', payload: { hours: 3 } });
    expect(moved.json().code).toBe(0);
    await vi.waitFor(async () => expect(await s.database.db.select().from(verificationCodes)).toEqual([]), {
      timeout: 20_000,
      interval: 200,
    });
  });
});
