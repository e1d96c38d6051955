import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../../db/database.ts';
import { rowsOf } from '../../../db/rows-of.ts';
import { describeEngines } from '../../../testing/describe-engines.ts';
import { openTestDatabase } from '../../../testing/test-database.ts';
import { startTestService, type TestService } from '../../../testing/test-service.ts';
import { countMessages, loanDueOn, outboxHolds, outboxOf, tickAfter } from './delivery-fixtures.ts';

// Two services on one PostgreSQL database, their ticks at the same time (PGlite is one process's
// database: two services cannot share it).
describeEngines(['postgres'])('two instances on one %s database', (engine) => {
  let database: Database;
  let a: TestService;
  let b: TestService;
  const wall = Date.parse('2026-03-11T16:00:00Z'); // 10:00 in Mexico City
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    a = await startTestService(engine, {}, { database, wall: () => wall });
    b = await startTestService(engine, {}, { database, wall: () => wall });
  });
  // A test service's close closes its database too: the first service stops serving, the second closes both.
  afterAll(async () => {
    await a?.app.close();
    await b?.close();
  });

  it('write each reminder once and send each SMS once', async () => {
    const loans = [];
    for (let i = 0; i < 12; i++) loans.push(await loanDueOn(a, 'MX', '2026-03-14'));
    for (let i = 0; i < 3; i++) loans.push(await loanDueOn(a, 'NG', '2026-03-10'));
    await Promise.all([tickAfter(a, 1), tickAfter(b, 1)]);
    await Promise.all([tickAfter(a, 1), tickAfter(b, 1)]);

    expect(await countMessages(a)).toBe(loans.length);
    const [counts] = rowsOf(
      await database.db.execute(sql`
        select count(*)::int as deliveries, count(*) filter (where status = 'sent')::int as sent,
          count(distinct provider_ref)::int as refs, max(attempts)::int as attempts
        from message_deliveries`),
    );
    expect(counts).toEqual({ deliveries: loans.length, sent: loans.length, refs: loans.length, attempts: 1 });
    for (const loan of loans) {
      await outboxHolds(a, loan.mobile, 1);
      expect(await outboxOf(b, loan.mobile)).toHaveLength(1);
    }
  });
});
