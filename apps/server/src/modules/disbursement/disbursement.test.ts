import {
  addDays,
  dateIn,
  daysBetween,
  ERRORS,
  findProduct,
  type LoanProduct,
  MARKETS,
  penaltyForDay,
  toMajor,
} from '@puente/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildService } from '../../app.ts';
import {
  bankAccounts,
  ledgerEntries,
  loanPhases,
  orderEvents,
  payouts,
  standinRecords,
} from '../../db/schema.ts';
import { createPayoutProvider } from '../../providers/payout/create-payout-provider.ts';
import { PayoutProviders } from '../../providers/payout/payout-providers.ts';
import { claveRastreoOf } from '../../providers/stp/stp-payouts.ts';
import { loadConfig } from '../../settings/load-config.ts';
import { describeEngines } from '../../testing/describe-engines.ts';
import { advanceMinutes, decidedOrder, onboardedBorrower } from '../../testing/loan-fixtures.ts';
import { ngCaller, ngMoneyRequested, onboardedNgBorrower } from '../../testing/nigeria-fixtures.ts';
import { ENGINES } from '../../testing/test-database.ts';
import { startTestService, type TestService } from '../../testing/test-service.ts';
import { balances } from '../orders/ledger-repository.ts';
import { EXPECTED_WITHIN_MS } from './disbursement-service.ts';
import {
  changeAccount,
  clabeEnding,
  disbursedOrder,
  expectOk,
  logInAgain,
  moneyRequested,
  orderRow,
  orderStatus,
  sign,
} from './money-fixtures.ts';
import {
  GIVE_UP_UNAVAILABLE_MS,
  type PayoutJobDeps,
  settleSentPayouts,
  submitQueuedPayouts,
} from './payout-job.ts';

const today = (s: TestService) => dateIn(s.clock.now(), MARKETS.MX.timeZone);

describeEngines(ENGINES)('getting the money on %s', (engine) => {
  let s: TestService;
  beforeAll(async () => {
    s = await startTestService(engine, { sandboxPayoutFailureRate: 0 });
  });
  afterAll(() => s.close());

  const entriesOf = (orderId: string) =>
    s.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.orderId, orderId))
      .orderBy(asc(ledgerEntries.id));
  const eventsOf = async (orderId: string) =>
    (
      await s.database.db
        .select()
        .from(orderEvents)
        .where(eq(orderEvents.orderId, orderId))
        .orderBy(asc(orderEvents.id))
    ).map((e) => `${e.fromStatus}→${e.toStatus} ${e.reason}`);
  const payoutsOf = (orderId: string) =>
    s.database.db.select().from(payouts).where(eq(payouts.orderId, orderId)).orderBy(asc(payouts.attempt));

  it('lives a whole loan: signed, sent, settled on the ledger, then overdue with a penalty each day', async () => {
    const b = await onboardedBorrower(s);
    const orderNo = await decidedOrder(s, b);
    const offered = await orderRow(s, orderNo);
    expectOk(await sign(s, b, orderNo), 'sign');

    const asked = await s.call('POST', '/loan/get-money', { orderNo }, { token: b.token });
    expect(asked).toMatchObject({ code: 0, data: { orderNo, status: 19 } });
    const [queued] = await payoutsOf(offered.id);
    expect(queued).toMatchObject({
      attempt: 1,
      status: 'queued',
      amount: offered.quote.disbursed,
      provider: 'stp',
    });
    expect(asked.data.expectedBy).toBe(
      new Date((queued?.requestedAt.getTime() ?? 0) + EXPECTED_WITHIN_MS).toISOString(),
    );
    const waiting = (await s.call('GET', '/loan/get-money-time', { orderNo }, { token: b.token })).data;
    expect(waiting).toEqual({
      status: 19,
      requestedAt: queued?.requestedAt.toISOString(),
      expectedBy: asked.data.expectedBy,
    });

    await advanceMinutes(s, 1);
    expect(await orderStatus(s, orderNo)).toBe(7);
    const [sent] = await payoutsOf(offered.id);
    expect(sent).toMatchObject({ status: 'sent' });
    // Mexico pays out over STP: the order's claveRastreo is the payout's reference at STP.
    expect(sent?.providerRef).toBe(claveRastreoOf(`${orderNo}-1`));

    // STP settles within a minute and says so (LIQUIDACION); the next tick hears it.
    await advanceMinutes(s, 1);
    const order = await orderRow(s, orderNo);
    expect(order.status).toBe(2);

    // Re-dated from the day the money arrived; not one amount moved.
    const startDate = today(s);
    expect(order).toMatchObject({ startDate, dueDate: addDays(startDate, 91) });
    expect(order.disbursedAt).not.toBeNull();
    const { quote } = order;
    for (const field of [
      'amount',
      'fee',
      'tax',
      'interest',
      'interestTax',
      'disbursed',
      'totalRepay',
      'annualCostBp',
    ] as const)
      expect(quote[field]).toBe(offered.quote[field]);
    const money = (p: (typeof quote.phases)[number]) => [
      p.principal,
      p.interest,
      p.interestTax,
      p.fee,
      p.tax,
      p.total,
    ];
    expect(quote.phases.map(money)).toEqual(offered.quote.phases.map(money));
    expect(quote.phases.map((p) => p.dueDate)).toEqual([30, 61, 91].map((d) => addDays(startDate, d)));
    const phases = await s.database.db
      .select()
      .from(loanPhases)
      .where(eq(loanPhases.orderId, order.id))
      .orderBy(loanPhases.phase);
    expect(phases.map((p) => [p.phase, p.dueDate, p.total])).toEqual(
      quote.phases.map((p) => [p.phase, p.dueDate, p.total]),
    );

    // The ledger reconciles: the debt is the total to repay, the cash sent is the disbursed amount.
    const entries = await entriesOf(order.id);
    const debt = entries.filter((e) =>
      ['principal', 'fee', 'tax', 'interest', 'interestTax'].includes(e.kind),
    );
    expect(debt.reduce((sum, e) => sum + e.amount, 0)).toBe(quote.totalRepay);
    expect(entries.filter((e) => e.kind === 'payout')).toMatchObject([
      { amount: quote.disbursed, ref: 'disbursement', businessDate: startDate },
    ]);
    // Mexico: the IVA on each phase's interest is booked with it (decision 029).
    expect(debt.map((e) => `${e.kind}:${e.ref}`).sort()).toEqual([
      'interest:phase-1',
      'interest:phase-2',
      'interest:phase-3',
      'interestTax:phase-1',
      'interestTax:phase-2',
      'interestTax:phase-3',
      'principal:phase-1',
      'principal:phase-2',
      'principal:phase-3',
    ]);
    const balance = (await balances(s.database.db, [order.id])).get(order.id);
    expect(balance).toEqual({
      charged: quote.totalRepay,
      paid: 0,
      discount: 0,
      schedulePaid: 0,
      unrepaid: quote.totalRepay,
      penalty: 0,
      payout: quote.disbursed,
      credit: 0,
    });
    const latest = (await s.call('GET', '/loan/loan-order/latest', {}, { token: b.token })).data.order;
    expect(latest).toMatchObject({
      status: 2,
      disbursedAt: order.disbursedAt?.toISOString(),
      balance: { unrepaid: toMajor(quote.totalRepay) },
    });
    const arrived = (await s.call('GET', '/loan/get-money-time', { orderNo }, { token: b.token })).data;
    expect(arrived).toEqual({
      status: 2,
      requestedAt: queued?.requestedAt.toISOString(),
      disbursedAt: order.disbursedAt?.toISOString(),
    });
    expect(await eventsOf(order.id)).toEqual([
      'null→1 applied',
      '1→14 approved',
      '14→18 signed',
      '18→19 moneyRequested',
      '19→7 payoutAccepted',
      '7→2 payoutSucceeded',
    ]);

    // Past the first due date: overdue at the close of that date, and a penalty for every date closed.
    const firstDue = quote.phases[0]?.dueDate as string;
    await s.advanceDays(daysBetween(today(s), firstDue));
    expect(await orderStatus(s, orderNo)).toBe(2);
    await s.advanceDays(1);
    expect(await orderStatus(s, orderNo)).toBe(3);
    await s.advanceDays(3);
    const product = findProduct(order.productId) as LoanProduct;
    const owed = quote.phases[0]?.total as number;
    const penalties = (await entriesOf(order.id)).filter((e) => e.kind === 'penalty');
    let soFar = 0;
    const expected = [0, 1, 2, 3].map((day) => {
      const amount = penaltyForDay(product, owed, soFar, quote.amount);
      soFar += amount;
      return { businessDate: addDays(firstDue, day), ref: addDays(firstDue, day), amount };
    });
    expect(penalties.map((p) => ({ businessDate: p.businessDate, ref: p.ref, amount: p.amount }))).toEqual(
      expected,
    );
    expect(expected[0]?.amount).toBe(Math.round((owed * 5_000) / 1_000_000));
    expect(await eventsOf(order.id)).toContain('2→3 pastDue');
    const again = await logInAgain(s, b);
    const overdue = (await s.call('GET', '/loan/loan-order/latest', {}, { token: again.token })).data.order;
    expect(overdue.balance).toEqual({
      repaid: 0,
      unrepaid: toMajor(quote.totalRepay + soFar),
      overdueDays: 4,
      penalty: toMajor(soFar),
    });
  });

  it('fails a payout to an account that does not exist, then pays once the account is edited', async () => {
    const b = await onboardedBorrower(s);
    await changeAccount(s, b, clabeEnding('0000'));
    const orderNo = await moneyRequested(s, b);
    await advanceMinutes(s, 1);
    expect(await orderStatus(s, orderNo)).toBe(10);
    const failedAt = await s.call('GET', '/loan/get-money-time', { orderNo }, { token: b.token, lang: 'es' });
    expect(failedAt.data).toMatchObject({
      status: 10,
      failureReason: 'El banco indica que esta cuenta no existe. Revisa tu cuenta bancaria',
    });
    const home = (await s.call('GET', '/loan/loan-product/index', {}, { token: b.token })).data;
    expect(home.homeStatus).toBe('failed');

    // The same account again is refused; a new one is paid.
    const same = await s.call('POST', '/loan/get-money-plus', { orderNo }, { token: b.token });
    expect(same).toMatchObject({ code: ERRORS.orderNotReady.code });
    await changeAccount(s, b, clabeEnding('4321'));
    const retried = await s.call('POST', '/loan/get-money-plus', { orderNo }, { token: b.token });
    expect(retried).toMatchObject({ code: 0, data: { orderNo, status: 19 } });
    const twice = await s.call('POST', '/loan/get-money-plus', { orderNo }, { token: b.token });
    expect(twice).toMatchObject({ code: ERRORS.orderNotReady.code });
    await advanceMinutes(s, 1);
    await advanceMinutes(s, 60);
    const order = await orderRow(s, orderNo);
    expect(order.status).toBe(2);
    const attempts = await payoutsOf(order.id);
    expect(attempts.map((p) => [p.attempt, p.status, p.failure])).toEqual([
      [1, 'failed', 'accountNotFound'],
      [2, 'succeeded', null],
    ]);
    // STP was sent the second attempt only (the first was refused), to the new account.
    const sentToStp = await s.database.db
      .select()
      .from(standinRecords)
      .where(and(eq(standinRecords.provider, 'stp'), eq(standinRecords.kind, 'sent')));
    const second = sentToStp.find((r) => r.key === claveRastreoOf(`${orderNo}-2`));
    expect(second?.data).toMatchObject({ cuentaBeneficiario: expect.stringMatching(/4321$/) });
    expect(sentToStp.some((r) => r.key === claveRastreoOf(`${orderNo}-1`))).toBe(false);
    expect((await entriesOf(order.id)).filter((e) => e.kind === 'payout')).toHaveLength(1);
    expect(await eventsOf(order.id)).toEqual(
      expect.arrayContaining([
        '19→10 payoutFailed',
        '10→19 moneyRequested',
        '19→7 payoutAccepted',
        '7→2 payoutSucceeded',
      ]),
    );
  });

  it('fails a transfer the bank declines when it settles (7 → 10)', async () => {
    const b = await onboardedBorrower(s);
    // The STP stand-in's receiving bank refuses an account ending in 7777 (DEVOLUCION).
    await changeAccount(s, b, clabeEnding('7777'));
    const orderNo = await moneyRequested(s, b);
    await advanceMinutes(s, 1);
    expect(await orderStatus(s, orderNo)).toBe(7);
    await advanceMinutes(s, 1);
    expect(await orderStatus(s, orderNo)).toBe(10);
    const answer = (await s.call('GET', '/loan/get-money-time', { orderNo }, { token: b.token })).data;
    expect(answer.failureReason).toBe(
      'The receiving bank declined the transfer. Please check your bank account or use another one',
    );
    const order = await orderRow(s, orderNo);
    expect(await entriesOf(order.id)).toEqual([]);
    expect(await s.database.db.select().from(loanPhases).where(eq(loanPhases.orderId, order.id))).toEqual([]);
  });

  // Nigeria's sandbox bank is unreachable for an account ending in 9999; STP's own faults (a timeout,
  // an order it never got) are tested with its client (stp-payouts.test.ts).
  const unreachableNgAccount = async (b: Awaited<ReturnType<typeof onboardedNgBorrower>>) => {
    const [account] = await s.database.db
      .select()
      .from(bankAccounts)
      .where(eq(bankAccounts.userId, b.userId));
    // The bank became unreachable after the account was named, which the name enquiry would refuse.
    await s.database.db
      .update(bankAccounts)
      .set({ accountNumber: `${account?.accountNumber.slice(0, 6)}9999` })
      .where(eq(bankAccounts.userId, b.userId));
  };

  it('keeps a payout queued while the bank is unreachable, and gives up after 8 hours', async () => {
    const b = await onboardedNgBorrower(s);
    await unreachableNgAccount(b);
    const orderNo = await ngMoneyRequested(s, b);
    await advanceMinutes(s, 1);
    await advanceMinutes(s, 60);
    expect(await orderStatus(s, orderNo)).toBe(19);
    const order = await orderRow(s, orderNo);
    expect((await payoutsOf(order.id))[0]).toMatchObject({ status: 'queued', sentAt: null });
    await advanceMinutes(s, GIVE_UP_UNAVAILABLE_MS / 60_000);
    expect(await orderStatus(s, orderNo)).toBe(10);
    expect((await payoutsOf(order.id))[0]).toMatchObject({ status: 'failed', failure: 'bankUnavailable' });
    // Nothing was wrong with the account: the same one may be tried again.
    const again = await s.call('POST', '/loan/get-money-plus', { orderNo }, ngCaller(b));
    expect(again).toMatchObject({ code: 0, data: { status: 19 } });
  });

  it('answers GET /loan/get-money and /loan/get-money-plus, the spec’s method, as it answers POST', async () => {
    const b = await onboardedBorrower(s);
    // STP cancels an order to an account ending in 5555 (CANCELACION): not the account's fault.
    await changeAccount(s, b, clabeEnding('5555'));
    const orderNo = await decidedOrder(s, b);
    expectOk(await sign(s, b, orderNo), 'sign');
    const early = await s.call('GET', '/loan/get-money-plus', { orderNo }, { token: b.token });
    expect(early).toMatchObject({ code: ERRORS.orderNotReady.code });

    const asked = await s.call('GET', '/loan/get-money', { orderNo }, { token: b.token });
    expect(asked).toMatchObject({ code: 0, data: { orderNo, status: 19 } });
    const order = await orderRow(s, orderNo);
    expect(await payoutsOf(order.id)).toMatchObject([{ attempt: 1, status: 'queued' }]);
    const twice = await s.call('GET', '/loan/get-money', { orderNo }, { token: b.token });
    expect(twice).toMatchObject({ code: ERRORS.orderNotReady.code });

    // STP cancels it (CANCELACION: nothing to do with the account), so the same account may be tried again.
    await advanceMinutes(s, 1);
    await advanceMinutes(s, 1);
    expect(await orderStatus(s, orderNo)).toBe(10);
    const again = await s.call('GET', '/loan/get-money-plus', { orderNo }, { token: b.token });
    expect(again).toMatchObject({ code: 0, data: { orderNo, status: 19 } });
    expect((await payoutsOf(order.id)).map((p) => [p.attempt, p.status, p.failure])).toEqual([
      [1, 'failed', 'providerCancelled'],
      [2, 'queued', null],
    ]);
  });

  it('sends and settles a payout once when two ticks race', async () => {
    const b = await onboardedNgBorrower(s);
    const orderNo = await ngMoneyRequested(s, b);
    const order = await orderRow(s, orderNo);
    const nigeria = () => createPayoutProvider({ paystack: s.services.paystack });
    const deps = (): PayoutJobDeps => ({
      db: s.database.db,
      clock: s.clock,
      // Only Nigeria's Paystack stand-in is asked here: it settles by being asked, where STP tells.
      providers: new PayoutProviders({ MX: nigeria(), NG: nigeria() }),
      // Earlier tests leave payouts the bank cannot take (logged as waiting); anything else is a fault.
      log: (error, message) => {
        if (!message.includes('waits')) throw error;
      },
    });
    const sends = await Promise.all([
      submitQueuedPayouts(deps()),
      submitQueuedPayouts(deps()),
      submitQueuedPayouts(deps()),
    ]);
    expect(sends.reduce((a, n) => a + n, 0)).toBeGreaterThanOrEqual(1);
    expect(await orderStatus(s, orderNo)).toBe(7);
    await s.clock.advance(61 * 60_000);
    await Promise.all([settleSentPayouts(deps()), settleSentPayouts(deps()), settleSentPayouts(deps())]);
    expect(await orderStatus(s, orderNo)).toBe(2);
    const events = await eventsOf(order.id);
    expect(events.filter((e) => e === '19→7 payoutAccepted')).toHaveLength(1);
    expect(events.filter((e) => e === '7→2 payoutSucceeded')).toHaveLength(1);
    // One transfer at Paystack (its stand-in's records), however many ticks sent it.
    const transfers = await s.database.db
      .select()
      .from(standinRecords)
      .where(and(eq(standinRecords.provider, 'paystack'), eq(standinRecords.kind, 'transfer')));
    expect(transfers.filter((t) => t.key === `${orderNo}-1`)).toHaveLength(1);
    const entries = await entriesOf(order.id);
    // The payout once, and the debt's entries adding up to what is owed.
    expect(entries.filter((e) => e.kind === 'payout')).toHaveLength(1);
    expect(entries.reduce((sum, e) => sum + (e.kind === 'payout' ? 0 : e.amount), 0)).toBe(
      order.quote.totalRepay,
    );
  });

  it('refuses the money before signing, twice, after the offer expired, and for another borrower', async () => {
    const b = await onboardedBorrower(s);
    const orderNo = await decidedOrder(s, b);
    const unsigned = await s.call('POST', '/loan/get-money', { orderNo }, { token: b.token });
    expect(unsigned).toMatchObject({ status: 409, code: ERRORS.orderNotReady.code });
    expectOk(await sign(s, b, orderNo), 'sign');
    const other = await onboardedBorrower(s);
    const stranger = await s.call('POST', '/loan/get-money', { orderNo }, { token: other.token });
    expect(stranger).toMatchObject({ code: ERRORS.orderNotFound.code });
    const strangerTime = await s.call('GET', '/loan/get-money-time', { orderNo }, { token: other.token });
    expect(strangerTime).toMatchObject({ code: ERRORS.orderNotFound.code });
    const plus = await s.call('POST', '/loan/get-money-plus', { orderNo }, { token: b.token });
    expect(plus).toMatchObject({ code: ERRORS.orderNotReady.code });
    const missing = await s.call('POST', '/loan/get-money', {}, { token: b.token });
    expect(missing).toMatchObject({ code: ERRORS.orderNoMissing.code });

    const [first, second] = await Promise.all([
      s.call('POST', '/loan/get-money', { orderNo }, { token: b.token }),
      s.call('POST', '/loan/get-money', { orderNo }, { token: b.token }),
    ]);
    expect([first?.code, second?.code].sort()).toEqual([0, ERRORS.orderNotReady.code].sort());
    expect(await payoutsOf((await orderRow(s, orderNo)).id)).toHaveLength(1);

    const late = await onboardedBorrower(s);
    const lateOrder = await decidedOrder(s, late);
    expectOk(await sign(s, late, lateOrder), 'sign');
    const { offerExpiresAt } = await orderRow(s, lateOrder);
    await s.clock.advance((offerExpiresAt?.getTime() ?? 0) - s.clock.now().getTime() + 1_000);
    const expired = await s.call('POST', '/loan/get-money', { orderNo: lateOrder }, { token: late.token });
    expect(expired).toMatchObject({ code: ERRORS.offerExpired.code });
    expect(await orderStatus(s, lateOrder)).toBe(18);
  });

  it('settles after a restart a payout sent before it: the sandbox bank keeps its transfers', async () => {
    const b = await onboardedBorrower(s);
    const orderNo = await moneyRequested(s, b);
    await advanceMinutes(s, 1);
    expect(await orderStatus(s, orderNo)).toBe(7);
    // Another process on the same database: nothing of the first one's memory.
    const config = {
      ...loadConfig({}),
      logLevel: 'silent',
      jobs: false,
      webDist: '/nonexistent',
      sandboxPayoutFailureRate: 0,
    };
    const restarted = await buildService(config, { database: s.database });
    try {
      const moved = await restarted.app.inject({
        method: 'POST',
        url: '/dev/clock/advance',
        payload: { minutes: 60 },
      });
      expect(moved.json().code).toBe(0);
    } finally {
      await restarted.close();
    }
    expect(await orderStatus(s, orderNo)).toBe(2);
    expect(await disbursedOrder(s, await onboardedBorrower(s))).toMatch(/^PL/);
  });
});
