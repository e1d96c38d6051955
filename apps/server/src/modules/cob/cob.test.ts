import { addDays, dateIn, findProduct, type LoanProduct, MARKETS } from '@puente/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessClock } from '../../clock/business-clock.ts';
import type { Database } from '../../db/database.ts';
import { cobRuns, ledgerEntries, loanOrders, orderEvents } from '../../db/schema.ts';
import { describeEngines } from '../../testing/describe-engines.ts';
import { type SeededLoan, seedLoan } from '../../testing/loan-seed.ts';
import { ENGINES, openTestDatabase } from '../../testing/test-database.ts';
import { datesToClose } from './cob-dates.ts';
import { closeDate, runCloseOfBusiness } from './cob-job.ts';
import { expectedPenalties } from './ledger-check.ts';

describe('the dates close of business owes', () => {
  it('is every date after the last closed up to yesterday, oldest first', () => {
    expect(datesToClose('2026-03-01', undefined, '2026-03-05')).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
    ]);
    expect(datesToClose('2026-03-04', undefined, '2026-03-05')).toEqual([]);
    expect(datesToClose('2026-02-27', undefined, '2026-03-02')).toEqual(['2026-02-28', '2026-03-01']);
    expect(datesToClose(undefined, undefined, '2026-03-05')).toEqual(['2026-03-04']);
    expect(datesToClose(undefined, '2026-03-02', '2026-03-05')).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
    ]);
    expect(datesToClose(undefined, '2026-03-09', '2026-03-05')).toEqual(['2026-03-04']);
    expect(datesToClose('2026-01-01', undefined, '2026-02-11')).toHaveLength(40);
  });
});

describeEngines(ENGINES)('close of business on %s', (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterAll(() => database.close());

  const penaltiesOf = async (orderId: string) =>
    new Map(
      (
        await database.db
          .select()
          .from(ledgerEntries)
          .where(eq(ledgerEntries.orderId, orderId))
          .orderBy(asc(ledgerEntries.businessDate))
      )
        .filter((e) => e.kind === 'penalty')
        .map((e) => [e.businessDate, e.amount]),
    );
  const statusOf = async (orderId: string) =>
    (
      await database.db
        .select({ status: loanOrders.status })
        .from(loanOrders)
        .where(eq(loanOrders.id, orderId))
    )[0]?.status;
  const overdueBy = (loan: SeededLoan, last: string) =>
    (() => {
      for (let d = loan.quote.phases[0]?.dueDate as string; d <= last; d = addDays(d, 1)) {
        const due = loan.quote.phases.filter((p) => p.dueDate <= d).reduce((sum, p) => sum + p.total, 0);
        const paid = loan.credits.filter((c) => c.businessDate <= d).reduce((sum, c) => sum - c.amount, 0);
        if (due > paid) return true;
      }
      return false;
    })();

  it('charges, date by date, exactly the penalties the domain computes, and marks the overdue', async () => {
    const T = '2026-03-01';
    const firstDue = (start: string) => addDays(start, 30);
    const rounding = await seedLoan(database.db, { amountMinor: 100_000, startDate: addDays(T, -25) });
    const seeds: SeededLoan[] = [
      // Overdue from the start, nothing paid.
      await seedLoan(database.db, { amountMinor: 100_000, startDate: addDays(T, -40) }),
      // Paid part of the first phase after it fell due.
      await seedLoan(database.db, {
        amountMinor: 5_000_000,
        startDate: addDays(T, -35),
        repayments: [{ businessDate: addDays(T, 2), amount: 1_000_000 }],
      }),
      // Paid the first phase in full before its date: overdue only when the second falls due.
      await seedLoan(database.db, {
        amountMinor: 300_000,
        startDate: addDays(T, -20),
        repayments: [{ businessDate: addDays(T, 5), amount: 200_000 }],
      }),
      // Every phase long overdue: the penalty reaches its cap (25 % of the amount) and stops there.
      await seedLoan(database.db, {
        productId: 'mx-180',
        amountMinor: 5_000_000,
        startDate: addDays(T, -200),
      }),
      // Already Overdued before these dates.
      await seedLoan(database.db, { amountMinor: 150_000, startDate: addDays(T, -50), status: 3 }),
      // Nothing due yet.
      await seedLoan(database.db, { amountMinor: 100_000, startDate: addDays(T, 10) }),
      rounding,
    ];
    // Half a cent exactly (100 and 300 overdue at 0.5 %): rounded up, like the domain.
    const roundingDue = firstDue(addDays(T, -25));
    const phase1 = rounding.quote.phases[0]?.total as number;
    await database.db.insert(ledgerEntries).values([
      {
        orderId: rounding.id,
        kind: 'repayment',
        amount: -(phase1 - 300),
        businessDate: roundingDue,
        at: new Date(),
        ref: 'r1',
      },
      {
        orderId: rounding.id,
        kind: 'repayment',
        amount: -200,
        businessDate: addDays(roundingDue, 3),
        at: new Date(),
        ref: 'r2',
      },
    ]);
    rounding.credits.push(
      { businessDate: roundingDue, amount: -(phase1 - 300) },
      { businessDate: addDays(roundingDue, 3), amount: -200 },
    );
    const untouched = [
      await seedLoan(database.db, { market: 'NG', amountMinor: 1_000_000, startDate: addDays(T, -60) }),
      await seedLoan(database.db, { amountMinor: 100_000, startDate: addDays(T, -60), status: 4 }),
    ];

    const clock = new BusinessClock(database.db);
    const last = addDays(T, 120);
    for (let date = T; date <= last; date = addDays(date, 1))
      await closeDate({ db: database.db, clock }, 'MX', date);

    for (const loan of seeds) {
      const product = findProduct(loan.productId) as LoanProduct;
      const expected = expectedPenalties(product, loan.amount, loan.quote.phases, loan.credits, {
        from: T,
        to: last,
      });
      expect(await penaltiesOf(loan.id), loan.quote.startDate).toEqual(expected);
      expect(await statusOf(loan.id)).toBe(overdueBy(loan, last) ? 3 : 2);
    }
    const capped = seeds[3] as SeededLoan;
    const cappedTotal = [...(await penaltiesOf(capped.id)).values()].reduce((a, b) => a + b, 0);
    expect(cappedTotal).toBe(1_250_000);
    const roundingPenalties = await penaltiesOf(rounding.id);
    expect(roundingPenalties.get(roundingDue)).toBe(2);
    expect(roundingPenalties.get(addDays(roundingDue, 3))).toBe(1);
    for (const loan of untouched) {
      expect(await penaltiesOf(loan.id)).toEqual(new Map());
      expect(await statusOf(loan.id)).toBe(loan.market === 'NG' ? 2 : 4);
    }
    // Closing a date again changes nothing.
    expect(await closeDate({ db: database.db, clock }, 'MX', last)).toBeUndefined();
    const events = await database.db.select().from(orderEvents).where(eq(orderEvents.reason, 'pastDue'));
    expect(events.map((e) => e.orderId).sort()).toEqual(
      seeds
        .filter((l) => overdueBy(l, last) && l !== seeds[4])
        .map((l) => l.id)
        .sort(),
    );
  });

  it('closes every missing date once and in order, even with three ticks at once after a 40-day jump', async () => {
    const clock = new BusinessClock(database.db);
    const today = dateIn(clock.now(), MARKETS.MX.timeZone);
    // Fresh markets: this database's MX dates above are in March; start NG clean.
    await database.db.delete(cobRuns);
    await database.db.insert(cobRuns).values([
      { market: 'MX', businessDate: addDays(today, -41), startedAt: clock.now() },
      {
        market: 'NG',
        businessDate: addDays(dateIn(clock.now(), MARKETS.NG.timeZone), -41),
        startedAt: clock.now(),
      },
    ]);
    const loans = await Promise.all(
      [0, 5, 12, 25].map((back, i) =>
        seedLoan(database.db, {
          market: i % 2 ? 'NG' : 'MX',
          amountMinor: i % 2 ? 2_000_000 : 200_000,
          startDate: addDays(today, -70 + back),
        }),
      ),
    );
    const runs = await Promise.all([1, 2, 3].map(() => runCloseOfBusiness({ db: database.db, clock })));
    const closed = runs.flat();
    for (const market of ['MX', 'NG'] as const) {
      const mine = closed.filter((c) => c.market === market).map((c) => c.businessDate);
      expect(new Set(mine).size).toBe(mine.length);
      expect(mine.sort()).toEqual(
        datesToClose(
          addDays(dateIn(clock.now(), MARKETS[market].timeZone), -41),
          undefined,
          dateIn(clock.now(), MARKETS[market].timeZone),
        ),
      );
    }
    const rows = await database.db.select().from(cobRuns);
    expect(rows).toHaveLength(2 + 80);
    expect(rows.filter((r) => r.finishedAt === null)).toHaveLength(2);
    // Every penalty and every mark written by these runs (older loans of this database included).
    const started = rows.reduce(
      (min, r) => (r.finishedAt && r.startedAt < min ? r.startedAt : min),
      new Date(8.64e15),
    );
    const penaltyRows = (await database.db.select().from(ledgerEntries)).filter(
      (e) => e.kind === 'penalty' && e.at >= started,
    );
    expect(rows.reduce((sum, r) => sum + r.penalties, 0)).toBe(penaltyRows.length);
    const marked = (await database.db.select().from(orderEvents)).filter(
      (e) => e.reason === 'pastDue' && e.at >= started,
    );
    expect(rows.reduce((sum, r) => sum + r.markedOverdue, 0)).toBe(marked.length);
    expect(new Set(marked.map((e) => e.orderId)).size).toBe(marked.length);
    for (const loan of loans) {
      const product = findProduct(loan.productId) as LoanProduct;
      const last = addDays(dateIn(clock.now(), MARKETS[loan.market].timeZone), -1);
      const from = addDays(last, -39);
      const expected = expectedPenalties(product, loan.amount, loan.quote.phases, loan.credits, {
        from,
        to: last,
      });
      expect(await penaltiesOf(loan.id)).toEqual(expected);
      const marks = await database.db.select().from(orderEvents).where(eq(orderEvents.orderId, loan.id));
      expect(marks.filter((e) => e.toStatus === 3)).toHaveLength(expected.size > 0 ? 1 : 0);
    }
  });
});
