import { randomUUID } from 'node:crypto';
import { addDays, dateIn, MARKETS, ORDER_STATUS, parseClabe } from '@puente/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loanPhases, reportDailyFigures, reportPortfolioSnapshots } from '../../../db/schema.ts';
import { describeEngines } from '../../../testing/describe-engines.ts';
import { decidedOrder, moveToLocal, onboardedBorrower } from '../../../testing/loan-fixtures.ts';
import { signInStaff, staffCall } from '../../../testing/staff-fixtures.ts';
import { ENGINES } from '../../../testing/test-database.ts';
import type { TestService } from '../../../testing/test-service.ts';
import { orderRow } from '../../disbursement/money-fixtures.ts';
import {
  entriesOf,
  postWebhook,
  repayingBorrower,
  startRepaymentService,
  stpClabeOf,
  stpTransfer,
} from '../../repayment/repayment-fixtures.ts';
import { dailyFiguresSql } from './daily-report.ts';
import { portfolioReport } from './portfolio-report.ts';
import { csvField } from './report-csv.ts';

/** A CLABE under STP with the sandbox prefix that nobody holds: a deposit to it goes back. */
function clabeNobodyHolds(): string {
  for (let check = 0; check < 10; check++) {
    const clabe = `64618099999999998${check}`;
    if (parseClabe(clabe).ok) return clabe;
  }
  throw new Error('no valid CLABE');
}

const bucketOf = (dpd: number) =>
  dpd <= 0
    ? 'current'
    : dpd <= 7
      ? '1-7'
      : dpd <= 30
        ? '8-30'
        : dpd <= 60
          ? '31-60'
          : dpd <= 90
            ? '61-90'
            : '90+';

describe('CSV fields', () => {
  it('quotes commas, quotes and line breaks, and defuses formulas', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('=cmd()')).toBe("'=cmd()");
    expect(csvField(-1200)).toBe('-1200');
    expect(csvField(null)).toBe('');
  });
});

describeEngines(ENGINES)('console reports on %s', (engine) => {
  let s: TestService;
  const loans: Record<
    'late' | 'paid' | 'fresh',
    { id: string; orderNo: string; amount: number; startDate: string }
  > = {} as never;
  let startDay = '';
  let today = '';
  let collected = 0;

  /** What the ledger says a loan still owes in principal. */
  const principalLeft = async (orderId: string) =>
    (await entriesOf(s, orderId))
      .filter((e) => e.kind === 'principal' || e.appliesTo === 'principal')
      .reduce((sum, e) => sum + e.amount, 0);

  beforeAll(async () => {
    s = await startRepaymentService(engine);
    // From 10:00 in Mexico City the two loans of the start day start on the same business date,
    // whatever the hour the test runs at (at 22:30 there, the second one began the next day).
    await moveToLocal(s, 'MX', '10:00');
    // A refused application, and three loans: one that stops paying, one paid off the day it starts,
    // and (after a hundred days) a fresh one.
    await decidedOrder(s, await onboardedBorrower(s, { 1: 'yes' }));
    const late = await repayingBorrower(s);
    const paid = await repayingBorrower(s);
    const paidRow = await orderRow(s, paid.orderNo);
    const clabe = await stpClabeOf(s, paid.b.token, paid.orderNo);
    expect(
      (await postWebhook(s, 'stp', await stpTransfer(s, clabe, paidRow.amount, randomUUID()))).statusCode,
    ).toBe(200);
    await postWebhook(s, 'stp', await stpTransfer(s, clabeNobodyHolds(), 12_300, randomUUID()));
    collected = -(await entriesOf(s, paidRow.id, 'repayment')).reduce((sum, e) => sum + e.amount, 0);
    await s.advanceDays(100);
    const fresh = await repayingBorrower(s);
    for (const [key, orderNo] of [
      ['late', late.orderNo],
      ['paid', paid.orderNo],
      ['fresh', fresh.orderNo],
    ] as const) {
      const row = await orderRow(s, orderNo);
      loans[key] = { id: row.id, orderNo, amount: row.amount, startDate: row.startDate as string };
    }
    startDay = loans.late.startDate;
    // A day later: its close of business kept the daily figures and the portfolio of every loan.
    await s.advanceDays(1);
    today = dateIn(s.clock.now(), MARKETS.MX.timeZone);
  }, 240_000);
  afterAll(() => s.close());

  it('refuses members without reports.view', async () => {
    const agent = await signInStaff(s, 'agent');
    expect(await staffCall(s, agent, 'GET', '/reports/portfolio?market=MX')).toMatchObject({
      status: 403,
      code: 10011002,
    });
    expect((await staffCall(s, undefined, 'GET', '/reports/daily.csv?market=MX')).status).toBe(401);
  });

  it('gives PAR and buckets that agree with the ledger', async () => {
    expect((await orderRow(s, loans.late.orderNo)).status).toBe(ORDER_STATUS.Overdued);
    expect((await orderRow(s, loans.paid.orderNo)).status).toBe(ORDER_STATUS.Finish);
    const finance = await signInStaff(s, 'finance');
    const answer = await staffCall(s, finance, 'GET', '/reports/portfolio?market=MX');
    expect(answer).toMatchObject({ status: 200, code: 0 });
    const report = answer.data;
    // What the tick kept is what the ledger says now (nothing moved since).
    const snapshots = await s.database.db
      .select()
      .from(reportPortfolioSnapshots)
      .where(eq(reportPortfolioSnapshots.asOf, today));
    expect(snapshots.map((k) => k.market).sort()).toEqual(['MX', 'NG']);
    const { computedAt, ...kept } = report;
    expect(computedAt).toBe(snapshots.find((k) => k.market === 'MX')?.computedAt.toISOString());
    expect(kept).toEqual(await portfolioReport(s.database.db, 'MX', today));
    const lateLeft = await principalLeft(loans.late.id);
    const freshLeft = await principalLeft(loans.fresh.id);
    expect(lateLeft).toBe(loans.late.amount);
    expect(report).toMatchObject({
      market: 'MX',
      currency: 'MXN',
      asOf: today,
      loans: 2,
      outstanding: lateLeft + freshLeft,
    });

    const [first] = await s.database.db
      .select()
      .from(loanPhases)
      .where(eq(loanPhases.orderId, loans.late.id))
      .orderBy(loanPhases.phase)
      .limit(1);
    const dpd = Math.round((Date.parse(today) - Date.parse(first?.dueDate as string)) / 86_400_000);
    expect(dpd).toBeGreaterThan(30);
    expect(dpd).toBeLessThanOrEqual(90);
    const total = lateLeft + freshLeft;
    const share = Math.floor((lateLeft * 10_000 * 2 + total) / (2 * total));
    for (const b of report.buckets) {
      if (b.bucket === bucketOf(dpd))
        expect(b).toEqual({ bucket: b.bucket, loans: 1, outstanding: lateLeft, basisPoints: share });
      else if (b.bucket === 'current') expect(b).toMatchObject({ loans: 1, outstanding: freshLeft });
      else expect(b).toMatchObject({ loans: 0, outstanding: 0 });
    }
    expect(report.par).toEqual([
      { days: 1, loans: 1, outstanding: lateLeft, basisPoints: share },
      { days: 7, loans: 1, outstanding: lateLeft, basisPoints: share },
      { days: 30, loans: 1, outstanding: lateLeft, basisPoints: share },
      { days: 90, loans: 0, outstanding: 0, basisPoints: 0 },
    ]);
  });

  it('counts disbursed and collected per business date, as JSON and as CSV', async () => {
    const finance = await signInStaff(s, 'finance');
    const path = `/reports/daily?market=MX&from=${addDays(startDay, -1)}&to=${today}`;
    const { data } = await staffCall(s, finance, 'GET', path);
    const span = Math.round((Date.parse(today) - Date.parse(startDay)) / 86_400_000) + 2;
    expect(data.days).toHaveLength(span);
    expect(data.days[0].date).toBe(addDays(startDay, -1));
    const onStart = data.days.find((d: { date: string }) => d.date === startDay);
    expect(onStart).toMatchObject({
      disbursedCount: 2,
      disbursedPrincipal: loans.late.amount + loans.paid.amount,
    });
    expect(onStart.collectedCount).toBe(1);
    expect(onStart.collectedAmount).toBe(collected);
    expect(data.totals).toMatchObject({
      disbursedCount: 3,
      disbursedPrincipal: loans.late.amount + loans.paid.amount + loans.fresh.amount,
      collectedCount: 1,
      collectedAmount: collected,
    });
    // The cash sent agrees with the ledger's payout entries.
    const cash = (await Promise.all(Object.values(loans).map(async (l) => entriesOf(s, l.id, 'payout'))))
      .flat()
      .reduce((sum, e) => sum + e.amount, 0);
    expect(data.totals.disbursedCash).toBe(cash);

    const csv = await s.app.inject({
      method: 'GET',
      url: `/staff-api${path.replace('daily', 'daily.csv')}`,
      headers: finance.headers,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="puente-daily-MX-${addDays(startDay, -1)}-${today}.csv"`,
    );
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'date,disbursed_count,disbursed_principal_minor,disbursed_cash_minor,returned_cash_minor,collected_count,collected_minor,held_as_credit_minor',
    );
    expect(lines).toHaveLength(span + 1);
    expect(lines.find((l) => l.startsWith(startDay))).toBe(
      [
        startDay,
        2,
        onStart.disbursedPrincipal,
        onStart.disbursedCash,
        0,
        1,
        collected,
        onStart.heldAsCredit,
      ].join(','),
    );

    // Closed dates come from the figures the tick kept, today from the ledger: both as the ledger says.
    const kept = await s.database.db
      .select()
      .from(reportDailyFigures)
      .where(eq(reportDailyFigures.businessDate, startDay));
    expect(kept.map((k) => k.market).sort()).toEqual(['MX', 'NG']);
    const live = await s.database.db.execute(dailyFiguresSql('MX', addDays(startDay, -1), today));
    expect((live as unknown as { rows: unknown[] }).rows).toHaveLength(span);
    const channels = await staffCall(s, finance, 'GET', path.replace('daily', 'collected-by-channel'));
    expect(channels.data.rows).toEqual([{ date: startDay, channel: 'stp', count: 1, amount: collected }]);
  });

  it('refuses a backwards or too long range with a clear answer', async () => {
    const finance = await signInStaff(s, 'finance');
    expect(
      await staffCall(s, finance, 'GET', `/reports/daily?market=MX&from=${today}&to=${startDay}`),
    ).toMatchObject({
      status: 400,
      code: 10011600,
    });
    expect(
      await staffCall(s, finance, 'GET', `/reports/daily?market=MX&from=2020-01-01&to=${today}`, undefined, {
        lang: 'es',
      }),
    ).toMatchObject({ status: 400, code: 10011601, msg: expect.stringContaining('366 días') });
    expect(await staffCall(s, finance, 'GET', '/reports/daily?market=XX')).toMatchObject({
      status: 400,
      code: 10011008,
    });
  });

  it('draws vintage curves and first-payment defaults by disbursement month', async () => {
    const finance = await signInStaff(s, 'finance');
    const month = startDay.slice(0, 7);
    const vintages = (
      await staffCall(s, finance, 'GET', `/reports/vintages?market=MX&from=${month}&to=${month}`)
    ).data;
    const [cohort] = vintages.cohorts;
    expect(cohort).toMatchObject({ month, loans: 2, amount: loans.late.amount + loans.paid.amount });
    const at = (k: number) => cohort.points.find((p: { monthOnBook: number }) => p.monthOnBook === k);
    // Thirty days late on its first phase 60 days after the start: not by month 1, surely by month 3.
    expect(at(1)).toMatchObject({ loans: 2, bad: 0, basisPoints: 0 });
    expect(at(3)).toMatchObject({ loans: 2, bad: 1, badAmount: loans.late.amount, basisPoints: 5000 });
    expect(at(4)).toBeUndefined();

    const rates = (
      await staffCall(s, finance, 'GET', `/reports/rates?market=MX&from=${month}&to=${today.slice(0, 7)}`)
    ).data;
    const sum = (key: string) =>
      rates.months.reduce((n: number, m: Record<string, number>) => n + (m[key] ?? 0), 0);
    expect(sum('approved')).toBe(3);
    expect(sum('rejected')).toBe(1);
    expect(sum('applications')).toBe(4);
    const startMonth = rates.months.find((m: { month: string }) => m.month === month);
    expect(startMonth).toMatchObject({
      firstDue: 2,
      firstPaymentDefaults: 1,
      firstPaymentDefaultBasisPoints: 5000,
    });
  });

  it('shows unmatched money and open queues', async () => {
    const admin = await signInStaff(s, 'administrator');
    const report = (await staffCall(s, admin, 'GET', '/reports/unmatched?market=MX')).data;
    expect(report.money.find((m: { item: string }) => m.item === 'returnedDeposits')).toMatchObject({
      count: 1,
      amount: 12_300,
    });
    expect(report.queues.find((q: { queue: string }) => q.queue === 'proofsOfPayment')).toMatchObject({
      count: 0,
    });
    // The console's queue registry, as the member's role sees it (empty until areas register queues).
    expect(report.registeredQueues).toEqual(
      await s.services.staff.queues.overview(s.database.db, 'administrator', s.clock.now()),
    );
    const ng = (await staffCall(s, admin, 'GET', '/reports/unmatched?market=NG')).data;
    expect(ng.money.every((m: { count: number }) => m.count === 0)).toBe(true);
    const csv = await s.app.inject({
      method: 'GET',
      url: '/staff-api/reports/unmatched.csv?market=MX',
      headers: admin.headers,
    });
    expect(csv.body.split('\r\n')[0]).toBe('kind,item,count,amount_minor,overdue,oldest');
    expect(csv.body).toContain('money,returnedDeposits,1,12300,,');
  });
});
