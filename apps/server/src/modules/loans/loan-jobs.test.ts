import { DomainError, findProduct, MARKET_LENDING, priceLoan } from '@puente/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loanOrders, orderEvents, users } from '../../db/schema.ts';
import { loadConfig } from '../../settings/load-config.ts';
import { describeEngines } from '../../testing/describe-engines.ts';
import {
  advanceMinutes,
  approvedOrder,
  decidedOrder,
  onboardedBorrower,
} from '../../testing/loan-fixtures.ts';
import { PRODUCTION_ENV } from '../../testing/production-env.ts';
import { ENGINES } from '../../testing/test-database.ts';
import { startTestService, type TestService } from '../../testing/test-service.ts';
import * as ledger from '../orders/ledger-repository.ts';
import * as orders from '../orders/order-repository.ts';

const product = findProduct('mx-91');
if (!product) throw new Error('mx-91 is a demo product');
const quote = priceLoan(product, MARKET_LENDING.MX, {
  amountMinor: 100_000,
  startDate: '2026-01-01',
  repeat: false,
});

describe('the review delay setting', () => {
  it('is a minute in the sandbox, ten minutes in production, and refuses a typo', () => {
    expect(loadConfig({}).loanReviewDelayMs).toBe(60_000);
    expect(loadConfig(PRODUCTION_ENV).loanReviewDelayMs).toBe(600_000);
    expect(loadConfig({ LOAN_REVIEW_DELAY_SECONDS: '5' }).loanReviewDelayMs).toBe(5_000);
    expect(() => loadConfig({ LOAN_REVIEW_DELAY_SECONDS: '10m' })).toThrow(/LOAN_REVIEW_DELAY_SECONDS/);
  });
});

describeEngines(ENGINES)('loan repositories and tick steps on %s', (engine) => {
  let s: TestService;
  beforeAll(async () => {
    s = await startTestService(engine, { loanReviewDelayMs: 600_000 });
  });
  afterAll(() => s.close());

  /** Users and status-1 orders written straight into the database, due for review now. */
  async function dueApplications(count: number, market = 'MX'): Promise<string[]> {
    const now = s.clock.now();
    const tag = Math.random().toString(36).slice(2, 8);
    const people = await s.database.db
      .insert(users)
      .values(
        Array.from({ length: count }, (_, i) => ({
          market: 'MX',
          mobile: `seed-${tag}-${i}`,
          e164: `+seed-${tag}-${i}`,
          createdAt: now,
        })),
      )
      .returning({ id: users.id });
    const rows = await s.database.db
      .insert(loanOrders)
      .values(
        people.map((p, i) => ({
          orderNo: `PLJOB${tag}${i}`,
          userId: p.id,
          market,
          productId: 'mx-91',
          status: 1,
          amount: quote.amount,
          quote,
          appliedAt: now,
          decideAt: new Date(now.getTime() - 1000),
          updatedAt: now,
        })),
      )
      .returning({ id: loanOrders.id });
    return rows.map((r) => r.id);
  }

  it('moves an order only along the transition table, and only once when two moves race', async () => {
    const { orderNo, borrower } = await approvedOrder(s);
    const db = s.database.db;
    const order = await orders.findOwnOrder(db, borrower.userId, orderNo);
    await expect(orders.findOwnOrder(db, (await s.newBorrower()).userId, orderNo)).rejects.toMatchObject({
      errorName: 'orderNotFound',
    });
    const now = s.clock.now();
    await expect(
      db.transaction((tx) => orders.transition(tx, order, 2, 'payoutSucceeded', now)),
    ).rejects.toThrow(DomainError);
    const moves = await Promise.allSettled([
      db.transaction((tx) => orders.transition(tx, order, 18, 'signed', now, { signedAt: now })),
      db.transaction((tx) => orders.transition(tx, order, 8, 'cancelled', now, { closedAt: now })),
    ]);
    expect(moves.filter((m) => m.status === 'fulfilled')).toHaveLength(1);
    const refused = moves.find((m) => m.status === 'rejected');
    expect((refused as PromiseRejectedResult).reason).toMatchObject({ errorName: 'orderNotReady' });
    const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    const final = (await orders.findOrderById(db, order.id))?.status;
    expect([8, 18]).toContain(final);
    expect(events.map((e) => [e.fromStatus, e.toStatus])).toEqual([
      [null, 1],
      [1, 14],
      [14, final],
    ]);
  });

  it('posts ledger entries once per reference and derives the balances from them', async () => {
    const { orderNo, borrower } = await approvedOrder(s);
    const db = s.database.db;
    const order = await orders.findOwnOrder(db, borrower.userId, orderNo);
    const at = s.clock.now();
    const base = { orderId: order.id, businessDate: '2026-01-01', at };
    const entries: ledger.LedgerPosting[] = [
      { ...base, kind: 'principal', amount: 100_000, ref: 'disbursed' },
      { ...base, kind: 'interest', amount: 8_190, ref: 'disbursed' },
      { ...base, kind: 'penalty', amount: 500, ref: '2026-04-02' },
      { ...base, kind: 'repayment', amount: -30_000, ref: 'pay-1' },
      { ...base, kind: 'repayment', amount: -500, appliesTo: 'penalty', ref: 'pay-2' },
      { ...base, kind: 'overpayment', amount: -20, ref: 'pay-3' },
    ];
    expect(await db.transaction((tx) => ledger.post(tx, entries))).toBe(6);
    expect(await db.transaction((tx) => ledger.post(tx, entries))).toBe(0);
    const other = (await approvedOrder(s)).orderNo;
    const otherId = (await db.select().from(loanOrders).where(eq(loanOrders.orderNo, other)))[0]?.id ?? '';
    const all = await ledger.balances(db, [order.id, otherId]);
    expect(all.get(order.id)).toEqual({
      charged: 108_690,
      paid: 30_500,
      discount: 0,
      // The payment to the penalty settles no phase of the schedule.
      schedulePaid: 30_000,
      unrepaid: 78_190,
      penalty: 500,
      payout: 0,
      credit: 20,
    });
    expect(all.get(otherId)).toEqual(ledger.NO_BALANCE);
    expect((await ledger.statement(db, order.id)).map((l) => l.kind)).toEqual([
      'principal',
      'interest',
      'penalty',
      'repayment',
      'repayment',
      'overpayment',
    ]);
    const view = await s.call('GET', '/loan/loan-order/latest', {}, { token: borrower.token });
    expect(view.data.order.balance).toEqual({ repaid: 305, unrepaid: 781.9, overdueDays: 0, penalty: 5 });
    expect(view.data.order.statement.map((l: { amount: number }) => l.amount)).toEqual([
      1000, 81.9, 5, -300, -5, -0.2,
    ]);
    expect(view.data.order.statement[3].description).toBe('Payment received');
    expect(view.data.order.statement[5].description).toBe('Paid beyond the debt, held for you');
  });

  it('expires a signed offer not acted on too, with its event', async () => {
    const { orderNo, borrower } = await approvedOrder(s);
    const db = s.database.db;
    const order = await orders.findOwnOrder(db, borrower.userId, orderNo);
    const now = s.clock.now();
    await db.transaction((tx) => orders.transition(tx, order, 18, 'signed', now, { signedAt: now }));
    await advanceMinutes(s, 24 * 60);
    const [row] = await db.select().from(loanOrders).where(eq(loanOrders.id, order.id));
    expect(row).toMatchObject({ status: 8, cancelReason: 'offerExpired' });
    const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.map((e) => [e.fromStatus, e.toStatus])).toContainEqual([18, 8]);
  });

  it('decides every due application in one tick, past one batch, and one it cannot decide stops none', async () => {
    const many = await dueApplications(230);
    const [broken] = await dueApplications(1, 'XX');
    const b = await onboardedBorrower(s);
    const orderNo = await decidedOrder(s, b);
    const rows = await s.database.db
      .select({ status: loanOrders.status })
      .from(loanOrders)
      .where(inArray(loanOrders.id, many));
    expect(rows.filter((r) => r.status === 1)).toEqual([]);
    expect(rows.every((r) => r.status === 9 || r.status === 14)).toBe(true);
    const [stuck] = await s.database.db
      .select()
      .from(loanOrders)
      .where(eq(loanOrders.id, broken ?? ''));
    expect(stuck?.status).toBe(1);
    const [good] = await s.database.db.select().from(loanOrders).where(eq(loanOrders.orderNo, orderNo));
    expect(good?.status).toBe(14);
    // Leave no undecidable order behind for the other tests' ticks.
    await s.database.db.delete(orderEvents).where(eq(orderEvents.orderId, broken ?? ''));
    await s.database.db.delete(loanOrders).where(eq(loanOrders.id, broken ?? ''));
  });
});
