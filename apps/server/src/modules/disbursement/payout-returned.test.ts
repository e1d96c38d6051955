import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  auditLog,
  coupons,
  ledgerEntries,
  loanPhases,
  orderEvents,
  payouts,
  standinNotifications,
} from '../../db/schema.ts';
import { claveRastreoOf } from '../../providers/stp/stp-payouts.ts';
import { describeEngines } from '../../testing/describe-engines.ts';
import {
  advanceMinutes,
  type Borrower,
  decidedOrder,
  onboardedBorrower,
} from '../../testing/loan-fixtures.ts';
import { ENGINES } from '../../testing/test-database.ts';
import type { TestService } from '../../testing/test-service.ts';
import { startRepaymentService, stpClabeOf } from '../repayment/repayment-fixtures.ts';
import {
  changeAccount,
  clabeEnding,
  disbursedOrder,
  expectOk,
  orderRow,
  orderStatus,
  sign,
} from './money-fixtures.ts';
import { applyOrdenChange } from './orden-state-change.ts';

/**
 * DEVOLUCION after LIQUIDACION (decision 046). The STP stand-in settles an order to a CLABE ending in
 * 9999 and its bank returns it an hour later (sandbox/standins/stp/stp-payout-routes.ts).
 */
describeEngines(ENGINES)('a settled payout the receiving bank returns, on %s', (engine) => {
  let s: TestService;
  beforeAll(async () => {
    s = await startRepaymentService(engine);
  });
  afterAll(() => s.close());

  const as = (b: Borrower) => ({ token: b.token });
  const payoutsOf = (orderId: string) =>
    s.database.db.select().from(payouts).where(eq(payouts.orderId, orderId)).orderBy(asc(payouts.attempt));
  const eventsOf = async (orderId: string) =>
    (await s.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId))).map(
      (e) => `${e.fromStatus}→${e.toStatus} ${e.reason}`,
    );
  const ledgerOf = (orderId: string) =>
    s.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.orderId, orderId))
      .orderBy(asc(ledgerEntries.id));
  /** Each kind's sum: what the ledger says is owed, paid or sent, by kind. */
  const sumsOf = async (orderId: string) => {
    const sums: Record<string, number> = {};
    for (const e of await ledgerOf(orderId)) sums[e.kind] = (sums[e.kind] ?? 0) + e.amount;
    return sums;
  };
  const returnedAudits = (userId: string) =>
    s.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'loan.payoutReturned'), eq(auditLog.userId, userId)));
  /** STP delivers a notification again (it got no answer in time): the stand-in sends it at the next tick. */
  const deliverAgain = async (claveRastreo: string, estado: 'LIQUIDACION' | 'DEVOLUCION') => {
    const notices = await s.database.db
      .select()
      .from(standinNotifications)
      .where(
        and(eq(standinNotifications.provider, 'stp'), like(standinNotifications.body, `%"${claveRastreo}"%`)),
      );
    const notice = notices.find((n) => n.body.includes(estado));
    if (!notice) throw new Error(`no ${estado} for ${claveRastreo}`);
    await s.database.db
      .update(standinNotifications)
      .set({ deliveredAt: null })
      .where(eq(standinNotifications.id, notice.id));
    await advanceMinutes(s, 1);
  };

  /** Signed with the borrower's welcome coupon, asked for, sent and settled to a CLABE the bank will return. */
  async function settledThenReturning(b: Borrower): Promise<string> {
    await changeAccount(s, b, clabeEnding('9999'));
    const orderNo = await decidedOrder(s, b);
    const [coupon] = (await s.call('GET', '/lottery-draw/coupons', { orderNo }, as(b))).data.coupons;
    expectOk(
      await s.call('POST', '/lottery-draw/coupon/use', { orderNo, couponId: coupon.couponId }, as(b)),
      'use coupon',
    );
    expectOk(await sign(s, b, orderNo), 'sign');
    expectOk(await s.call('POST', '/loan/get-money', { orderNo }, as(b)), 'get-money');
    await advanceMinutes(s, 1);
    await advanceMinutes(s, 1);
    expect(await orderStatus(s, orderNo)).toBe(2);
    return orderNo;
  }

  it('undoes the start once when nothing was repaid: the borrower owes nothing, gives another account and is paid', async () => {
    const b = await onboardedBorrower(s);
    const orderNo = await settledThenReturning(b);
    const order = await orderRow(s, orderNo);
    const started = await sumsOf(order.id);
    expect(started.coupon).toBeLessThan(0);
    // A penalty charged before the bank's answer came (as close of business writes one) goes too.
    await s.database.db.insert(ledgerEntries).values({
      orderId: order.id,
      kind: 'penalty',
      amount: 150,
      businessDate: order.startDate ?? '',
      at: s.clock.now(),
      ref: 'test-penalty',
    });

    await advanceMinutes(s, 61);
    expect(await orderStatus(s, orderNo)).toBe(10);
    expect(await eventsOf(order.id)).toContain('2→10 payoutReturned');
    expect(await payoutsOf(order.id)).toMatchObject([{ status: 'failed', failure: 'payoutReturned' }]);
    // Nothing deleted, everything undone: each kind sums to zero, the payout included.
    const sums = await sumsOf(order.id);
    for (const kind of ['payout', 'principal', 'interest', 'interestTax', 'coupon', 'penalty'])
      expect(sums[kind] ?? 0, kind).toBe(0);
    expect((await ledgerOf(order.id)).length).toBeGreaterThan(Object.keys(started).length);
    expect(await s.database.db.select().from(loanPhases).where(eq(loanPhases.orderId, order.id))).toEqual([]);
    const [coupon] = await s.database.db.select().from(coupons).where(eq(coupons.orderId, order.id));
    expect(coupon?.usedAt).toBeNull();
    expect(await returnedAudits(b.userId)).toMatchObject([
      { detail: { orderNo, attempt: 1, causaDevolucion: '2', reversed: true, needsOperator: false } },
    ]);
    const money = await s.call('GET', '/loan/get-money-time', { orderNo }, { ...as(b), lang: 'es' });
    expect(money.data).toMatchObject({
      status: 10,
      failureReason:
        'Tu banco devolvió el dinero, así que tu préstamo no comenzó y no debes nada. Usa otra cuenta bancaria y solicítalo de nuevo',
    });
    expect(money.data.disbursedAt).toBeUndefined();
    // The statement says it in two lines: the money the bank sent back, and every charge cancelled.
    const records = (await s.call('GET', '/loan/loan-order/list-market', {}, as(b))).data.orders ?? [];
    const record = records.find((r: { orderNo: string }) => r.orderNo === orderNo);
    const undone = (record?.statement ?? []).filter((l: { kind: string }) =>
      ['payoutReturned', 'loanUndone'].includes(l.kind),
    );
    expect(undone).toHaveLength(2);
    expect(undone).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'payoutReturned', amount: -(started.payout ?? 0) / 100 }),
        expect.objectContaining({
          kind: 'loanUndone',
          description: 'Loan not started: everything charged is cancelled',
        }),
      ]),
    );
    expect(
      record?.statement.reduce(
        (sum: number, l: { kind: string; amount: number }) =>
          sum + (l.kind === 'payout' || l.kind === 'payoutReturned' ? 0 : l.amount),
        0,
      ),
    ).toBeCloseTo(0, 2);

    // STP says it again, or its old LIQUIDACION comes again: nothing more changes.
    const before = { events: await eventsOf(order.id), ledger: await ledgerOf(order.id) };
    await deliverAgain(claveRastreoOf(`${orderNo}-1`), 'DEVOLUCION');
    await deliverAgain(claveRastreoOf(`${orderNo}-1`), 'LIQUIDACION');
    expect(await payoutsOf(order.id)).toMatchObject([{ status: 'failed', failure: 'payoutReturned' }]);
    expect(await eventsOf(order.id)).toEqual(before.events);
    expect(await ledgerOf(order.id)).toEqual(before.ledger);
    expect(await returnedAudits(b.userId)).toHaveLength(1);

    // The account the bank returned the money from is not tried again; another one is.
    const same = await s.call('POST', '/loan/get-money-plus', { orderNo }, as(b));
    expect(same.code).not.toBe(0);
    await changeAccount(s, b, clabeEnding('1234'));
    expectOk(await s.call('POST', '/loan/get-money-plus', { orderNo }, as(b)), 'get-money-plus');
    await advanceMinutes(s, 1);
    await advanceMinutes(s, 1);
    expect(await orderStatus(s, orderNo)).toBe(2);
    expect((await payoutsOf(order.id)).map((p) => p.status)).toEqual(['failed', 'succeeded']);
    // The new start charges exactly what the first one did, coupon included, once.
    const again = await sumsOf(order.id);
    for (const kind of ['payout', 'principal', 'interest', 'interestTax', 'coupon'])
      expect(again[kind], kind).toBe(started[kind]);
    expect(again.penalty).toBe(0);
    // Named apart from the undone start's entries, which stay.
    expect((await ledgerOf(order.id)).filter((e) => e.kind === 'payout').map((e) => e.ref)).toEqual([
      'disbursement',
      'returned@1:-:-',
      'disbursement@2',
    ]);
    const [used] = await s.database.db.select().from(coupons).where(eq(coupons.orderId, order.id));
    expect(used?.usedAt).not.toBeNull();
    const phases = await s.database.db.select().from(loanPhases).where(eq(loanPhases.orderId, order.id));
    expect(phases.length).toBe(order.quote.phases.length);
  });

  it('undoes the start once when two DEVOLUCION notifications arrive at once', async () => {
    const b = await onboardedBorrower(s);
    const orderNo = await disbursedOrder(s, b);
    const order = await orderRow(s, orderNo);
    const change = {
      id: '7001',
      folioOrigen: claveRastreoOf(`${orderNo}-1`),
      estado: 'DEVOLUCION' as const,
      causaDevolucion: '2',
    };
    const deps = { db: s.database.db, clock: s.clock };
    const outcomes = await Promise.all([applyOrdenChange(deps, change), applyOrdenChange(deps, change)]);
    expect(outcomes.sort()).toEqual(['applied', 'unchanged']);
    expect(await orderStatus(s, orderNo)).toBe(10);
    expect(await eventsOf(order.id)).toContain('2→10 payoutReturned');
    expect(await returnedAudits(b.userId)).toHaveLength(1);
    const reversals = (await ledgerOf(order.id)).filter((e) => e.ref.startsWith('returned@1:'));
    const sums = await sumsOf(order.id);
    expect(reversals.length).toBeGreaterThan(0);
    for (const kind of Object.keys(sums)) expect(sums[kind], kind).toBe(0);
  });

  it('holds for an operator a loan already partly repaid, and charges it no penalty meanwhile', async () => {
    const b = await onboardedBorrower(s);
    const orderNo = await settledThenReturning(b);
    const order = await orderRow(s, orderNo);
    const clabe = await stpClabeOf(s, b.token, orderNo);
    // 100 pesos by SPEI to the borrower's CLABE, through the STP stand-in.
    const sent = await s.app.inject({
      method: 'POST',
      url: '/dev/stp/transfer',
      payload: { clabe, amount: 100 },
    });
    expect(sent.json().code).toBe(0);
    await advanceMinutes(s, 2);
    expect((await sumsOf(order.id)).repayment).toBe(-10_000);

    await advanceMinutes(s, 59);
    expect(await orderStatus(s, orderNo)).toBe(2);
    expect(await payoutsOf(order.id)).toMatchObject([{ status: 'returned', failure: 'returned:2' }]);
    expect(await returnedAudits(b.userId)).toMatchObject([
      { detail: { orderNo, attempt: 1, causaDevolucion: '2', reversed: false, needsOperator: true } },
    ]);
    const retry = await s.call('POST', '/loan/get-money-plus', { orderNo }, as(b));
    expect(retry.code).not.toBe(0);
    await deliverAgain(claveRastreoOf(`${orderNo}-1`), 'DEVOLUCION');
    expect(await returnedAudits(b.userId)).toHaveLength(1);

    // Past the first phase's due date, unpaid: neither overdue nor charged while an operator looks.
    const firstDue = order.quote.phases[0]?.dueDate ?? '';
    const days = Math.ceil((Date.parse(firstDue) - Date.parse(order.startDate ?? '')) / 86_400_000) + 3;
    await s.advanceDays(days);
    expect(await orderStatus(s, orderNo)).toBe(2);
    expect((await sumsOf(order.id)).penalty ?? 0).toBe(0);
    // What stops it is the held payout: once it is no longer `returned`, the next close charges.
    await s.database.db.update(payouts).set({ status: 'succeeded' }).where(eq(payouts.orderId, order.id));
    await s.advanceDays(1);
    expect(await orderStatus(s, orderNo)).toBe(3);
    expect((await sumsOf(order.id)).penalty).toBeGreaterThan(0);
  });
});
