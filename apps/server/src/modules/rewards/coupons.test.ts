import { ERRORS, findCouponDefinition } from '@puente/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { coupons, ledgerEntries } from '../../db/schema.ts';
import { describeEngines } from '../../testing/describe-engines.ts';
import {
  advanceMinutes,
  approvedOrder,
  type Borrower,
  decidedOrder,
  onboardedBorrower,
} from '../../testing/loan-fixtures.ts';
import { ENGINES } from '../../testing/test-database.ts';
import type { TestService } from '../../testing/test-service.ts';
import { changeAccount, clabeEnding, logInAgain, orderRow, sign } from '../disbursement/money-fixtures.ts';
import { postWebhook, startRepaymentService, stpTransfer } from '../repayment/repayment-fixtures.ts';
import { grantCoupon } from './coupon-grants.ts';

describeEngines(ENGINES)('coupons on %s', (engine) => {
  let s: TestService;
  beforeAll(async () => {
    s = await startRepaymentService(engine);
  });
  afterAll(() => s.close());

  const as = (b: Borrower) => ({ token: b.token });
  const list = async (b: Borrower, payload: Record<string, unknown> = {}, lang: 'en' | 'es' = 'en') =>
    (await s.call('GET', '/lottery-draw/coupons', payload, { ...as(b), lang })).data.coupons;

  /** A coupon the borrower holds from a draw, granted as the draw would. */
  async function drawCoupon(b: Borrower, definitionId: string, ref: string): Promise<string> {
    const definition = findCouponDefinition(definitionId);
    if (!definition) throw new Error(definitionId);
    const row = await grantCoupon(
      s.database.db,
      { userId: b.userId, market: 'MX', definition, source: 'draw', sourceRef: ref },
      s.clock.now(),
    );
    if (!row) throw new Error('not granted');
    return row.id;
  }

  it('grants the 100 coupon once, for the first bank account only', async () => {
    const { borrower: b } = await approvedOrder(s);
    expect((await s.call('GET', '/lottery-draw/coupon/quantity', {}, as(b))).data).toEqual({ usable: 1 });
    const [coupon] = await list(b, {}, 'es');
    expect(coupon).toMatchObject({
      name: '$100 de descuento en intereses',
      kind: 'interestOff',
      value: 100,
      minLoanAmount: 1000,
      state: 'usable',
      currency: 'MXN',
    });
    await changeAccount(s, b, clabeEnding('4321'));
    expect(await list(b)).toHaveLength(1);
    expect(await list(b, { state: 'used' })).toEqual([]);
  });

  it('takes the coupon off the key facts, the agreement and, once the money is sent, the ledger', async () => {
    // 3,000 pesos for 91 days bear more than 100 of interest, so the coupon is worth its face value.
    const { borrower: b, orderNo } = await approvedOrder(s, { loanAmount: 3000 });
    const before = (await s.call('GET', '/loan/confirm/product-info', { orderNo }, as(b))).data.quote;
    const [offered] = await list(b, { orderNo });
    expect(offered.usableOnOrder).toBe(true);

    const used = await s.call(
      'POST',
      '/lottery-draw/coupon/use',
      { orderNo, couponId: offered.couponId },
      as(b),
    );
    expect(used.code).toBe(0);
    // The IVA on interest falls on the interest the coupon leaves: 16 % of the 100 taken off comes
    // off too (12.96 in phase 1, 8.93 − 5.89 = 3.04 in phase 2; decision 029).
    expect(used.data.quote.totalRepay).toBeCloseTo(before.totalRepay - 100 - 16, 2);
    expect(used.data.quote.schedule.map((p: { interestTax: number }) => p.interestTax)).toEqual([
      0, 5.89, 4.32,
    ]);
    expect(used.data.quote.coupon).toMatchObject({ couponId: offered.couponId, discount: 100 });
    // The first phase bears 81 of interest (30 days at 0.09 %): the rest of the 100 comes off the second.
    expect(used.data.quote.schedule.map((p: { coupon: number }) => p.coupon)).toEqual([81, 19, 0]);
    expect(used.data.quote.schedule[0].amount).toBeCloseTo(before.schedule[0].amount - 81 - 12.96, 2);
    expect(used.data.quote.annualCost).toBeLessThan(before.annualCost);
    const keyFacts = (await s.call('GET', '/loan/confirm/product-info', { orderNo }, as(b))).data.quote;
    expect(keyFacts.totalRepay).toBe(used.data.quote.totalRepay);
    const agreement = await s.call('GET', '/loan/loan-order/loanAgreement', { orderNo }, as(b));
    expect(JSON.stringify(agreement.data)).toContain('Coupon: $100.00 off');

    // Chosen twice, or none and again: one coupon per order, the figures always from the quote.
    const none = await s.call('POST', '/lottery-draw/coupon/use', { orderNo, couponId: null }, as(b));
    expect(none.data.quote.totalRepay).toBe(before.totalRepay);
    await s.call('POST', '/lottery-draw/coupon/use', { orderNo, couponId: offered.couponId }, as(b));
    expect((await s.call('POST', '/lottery-draw/coupon/used', { orderNo }, as(b))).data.coupon.couponId).toBe(
      offered.couponId,
    );

    expect((await sign(s, b, orderNo)).code).toBe(0);
    const locked = await s.call('POST', '/lottery-draw/coupon/use', { orderNo, couponId: null }, as(b));
    expect(locked.code).toBe(ERRORS.couponOrderLocked.code);

    expect((await s.call('POST', '/loan/get-money', { orderNo }, as(b))).code).toBe(0);
    await advanceMinutes(s, 1);
    await advanceMinutes(s, 60);
    const order = await orderRow(s, orderNo);
    expect(order.status).toBe(2);
    const entries = await s.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.orderId, order.id));
    const credit = entries.filter((e) => e.kind === 'coupon');
    expect(credit.map((e) => [e.amount, e.phase, e.appliesTo])).toEqual([
      [-8_100, 1, 'interest'],
      [-1_900, 2, 'interest'],
    ]);
    expect(entries.filter((e) => e.kind === 'interestTax').map((e) => [e.amount, e.phase])).toEqual([
      [589, 2],
      [432, 3],
    ]);
    const debt = entries.filter((e) => e.kind !== 'payout').reduce((sum, e) => sum + e.amount, 0);
    expect(debt).toBe(order.quote.totalRepay);
    // Issue 16, findings 2 and 3. On the day the money is sent no interest has accrued, so the coupon
    // has nothing yet to take off: paying off costs the principal. A coupon is no payment.
    const sameDay = (await s.call('GET', '/repay/repay-order/detail', { orderNo }, as(b))).data;
    expect(sameDay.totalOwed).toBe(3000);
    expect(sameDay.repaid).toBe(0);
    expect(sameDay.breakdown.interest).toBe(0);
    expect(sameDay.breakdown.coupon).toBe(0);
    // The schedule asks for each phase less what the coupon took off it, and nothing is paid yet.
    expect(sameDay.schedule.map((p: { amount: number; paid: number }) => [p.amount, p.paid])).toEqual(
      order.quote.phases.map((p) => [(p.total - (p.coupon ?? 0)) / 100, 0]),
    );

    // Ten days on, 27.00 has accrued (3,000 × 0.09 % × 10): the coupon takes all of it off.
    await s.advanceDays(10);
    const tenDays = (await s.call('GET', '/repay/repay-order/detail', { orderNo }, as(b))).data;
    expect(tenDays.totalOwed).toBe(3000);
    // The breakdown says what the coupon has taken off so far: the 27.00 accrued, not its face value.
    expect(tenDays.breakdown.coupon).toBe(27);
    const clabe = (await s.call('GET', '/repay/getStpClabe', { orderNo }, as(b))).data.clabe;
    const transfer = await stpTransfer(s, clabe, 300_000, 'coupon-payoff');
    expect((await postWebhook(s, 'stp', transfer)).statusCode).toBe(200);
    const paidOff = (await s.call('GET', '/repay/repay-order/detail', { orderNo }, as(b))).data;
    expect(paidOff).toMatchObject({ paidOff: true, repaid: 3000, credit: 0 });
    // The coupon was worth the 27.00 that accrued, no more; the rest of it was given back.
    const after = await s.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, order.id));
    expect(-after.filter((e) => e.kind === 'coupon').reduce((sum, e) => sum + e.amount, 0)).toBe(2_700);
    // No interest was left to pay, so no IVA either: all of it was taken off.
    expect(after.filter((e) => e.kind === 'interestTax').reduce((sum, e) => sum + e.amount, 0)).toBe(0);
    expect(after.filter((e) => e.kind !== 'payout').reduce((sum, e) => sum + e.amount, 0)).toBe(0);
    // The statement: one line for the one payment, with its channel and reference.
    const [record] = (await s.call('GET', '/loan/loan-order/list-market', {}, as(b))).data.orders ?? [];
    const payments = (record?.statement ?? []).filter((l: { kind: string }) => l.kind === 'repayment');
    expect(payments).toEqual([
      expect.objectContaining({
        amount: -3000,
        description: 'Payment by SPEI transfer',
        reference: expect.any(String),
      }),
    ]);

    expect((await list(b, { state: 'used' }))[0]).toMatchObject({ couponId: offered.couponId, orderNo });
    expect((await s.call('GET', '/lottery-draw/coupon/quantity', {}, as(b))).data.usable).toBe(0);
  });

  it('refuses a coupon below its minimum, someone else’s, and malformed or missing fields', async () => {
    const { borrower: b, orderNo } = await approvedOrder(s);
    const big = await drawCoupon(b, 'mx-draw-fee-200', 'test-min');
    const below = await s.call('POST', '/lottery-draw/coupon/use', { orderNo, couponId: big }, as(b));
    expect(below).toMatchObject({
      code: ERRORS.couponBelowMinimum.code,
      msg: 'This coupon can be used on loans of $3,000.00 or more',
    });
    const offered = await list(b, { orderNo }, 'es');
    expect(offered.find((c: { couponId: string }) => c.couponId === big)).toMatchObject({
      usableOnOrder: false,
      reason: 'Este cupón se puede usar en préstamos de $3,000.00 o más',
    });

    const { borrower: other, orderNo: otherOrder } = await approvedOrder(s);
    const [theirs] = await list(other);
    const foreign = await s.call(
      'POST',
      '/lottery-draw/coupon/use',
      { orderNo, couponId: theirs.couponId },
      as(b),
    );
    expect(foreign.code).toBe(ERRORS.couponNotFound.code);
    const foreignOrder = await s.call(
      'POST',
      '/lottery-draw/coupon/use',
      { orderNo: otherOrder, couponId: theirs.couponId },
      as(b),
    );
    expect(foreignOrder.code).toBe(ERRORS.orderNotFound.code);
    expect((await s.call('POST', '/lottery-draw/coupon/used', { orderNo: otherOrder }, as(b))).code).toBe(
      ERRORS.orderNotFound.code,
    );
    expect((await s.call('POST', '/lottery-draw/coupon/use', { couponId: null }, as(b))).code).toBe(
      ERRORS.orderNoMissing.code,
    );
    const bad = await s.call(
      'POST',
      '/lottery-draw/coupon/use',
      { orderNo, couponId: 'x'.repeat(2000) },
      as(b),
    );
    expect(bad).toMatchObject({
      code: ERRORS.payloadInvalid.code,
      msg: 'The field couponId is missing or invalid.',
    });
    expect((await s.call('GET', '/lottery-draw/coupons', { state: 'lost' }, as(b))).code).toBe(
      ERRORS.payloadInvalid.code,
    );
    expect((await s.call('GET', '/lottery-draw/coupons', {})).code).toBe(ERRORS.notLoggedIn.code);
  });

  it('refuses an expired coupon, shows it under expired, and gives back a coupon left on a cancelled order', async () => {
    let b = await onboardedBorrower(s);
    const [coupon] = await list(b);
    // Applying submits onboarding, so 30 days later the borrower's data is still there; the offer lapses.
    await decidedOrder(s, b);
    await s.app.inject({ method: 'POST', url: '/dev/clock/advance', payload: { days: 30 } });
    b = await logInAgain(s, b);
    expect((await list(b, { state: 'expired' })).map((c: { couponId: string }) => c.couponId)).toEqual([
      coupon.couponId,
    ]);
    const orderNo = await decidedOrder(s, b);
    const expired = await s.call(
      'POST',
      '/lottery-draw/coupon/use',
      { orderNo, couponId: coupon.couponId },
      as(b),
    );
    expect(expired.code).toBe(ERRORS.couponExpired.code);

    const fresh = await drawCoupon(b, 'mx-draw-50', 'test-cancel');
    expect((await s.call('POST', '/lottery-draw/coupon/use', { orderNo, couponId: fresh }, as(b))).code).toBe(
      0,
    );
    const cancelled = await s.call(
      'POST',
      '/loan/cancel-loan',
      { orderNo, reasons: ['noLongerNeeded'] },
      as(b),
    );
    expect(cancelled.code, cancelled.msg).toBe(0);
    const held = (await list(b)).find((c: { couponId: string }) => c.couponId === fresh);
    expect(held).toMatchObject({ state: 'usable' });
    expect(held.orderNo).toBeUndefined();
    const [row] = await s.database.db
      .select()
      .from(coupons)
      .where(and(eq(coupons.id, fresh), eq(coupons.userId, b.userId)));
    expect(row?.usedAt).toBeNull();
  });
});
