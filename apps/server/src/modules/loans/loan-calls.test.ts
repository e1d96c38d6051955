import { ERRORS, formatDate } from '@puente/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loanOrders } from '../../db/schema.ts';
import { describeEngines } from '../../testing/describe-engines.ts';
import {
  applyFor,
  approvedOrder,
  decidedOrder,
  finishedLoan,
  identifiedBorrower,
  onboardedBorrower,
} from '../../testing/loan-fixtures.ts';
import { ENGINES } from '../../testing/test-database.ts';
import { startTestService, type TestService } from '../../testing/test-service.ts';

const NG_APP = { packageName: 'com.puente.naija' };
const apply = (s: TestService, token: string, payload: Record<string, unknown>) =>
  s.call('POST', '/loan/loan-order/apply-market', payload, { token });

describeEngines(ENGINES)('the loan calls on %s', (engine) => {
  let s: TestService;
  beforeAll(async () => {
    s = await startTestService(engine, { loanReviewDelayMs: 600_000 });
  });
  afterAll(() => s.close());

  it('shows a new borrower an empty home, their products and no orders', async () => {
    expect((await s.call('GET', '/loan/product/list', {})).code).toBe(ERRORS.notLoggedIn.code);
    const b = await s.newBorrower();
    const token = b.token;
    const products = await s.call('GET', '/loan/product/list', {}, { token });
    expect(products.data.products.map((p: { productId: string }) => p.productId)).toEqual([
      'mx-91',
      'mx-180',
    ]);
    expect(products.data.products[0]).toMatchObject({ interestRatePerDay: 0.09, currency: 'MXN' });

    const home = await s.call('GET', '/loan/loan-product/index', {}, { token, lang: 'es' });
    expect(home.data).toMatchObject({
      homeStatus: 'canLoan',
      banner: 'Puedes solicitar un préstamo',
      button: 'Solicitar',
      quota: 5000,
      currency: 'MXN',
      order: null,
    });
    expect(home.data.retryAt).toBeUndefined();
    expect(home.data.hotProducts.map((p: { name: string }) => p.name)).toEqual([
      'Puente 91 días',
      'Puente 180 días',
    ]);

    expect((await s.call('GET', '/loan/loan-order/latest', {}, { token })).data).toEqual({ order: null });
    for (const group of ['incomplete', 'finished']) {
      expect((await s.call('GET', '/loan/loan-order/list', { group }, { token })).data).toEqual({
        orders: [],
      });
    }
    expect((await s.call('GET', '/loan/loan-order/list-market', {}, { token })).data).toEqual({ orders: [] });
    expect((await s.call('GET', '/loan/loan-order/list', { group: 'all' }, { token })).status).toBe(400);
    expect((await s.call('GET', '/loan/product/step-amount', { productId: 'nope' }, { token })).code).toBe(
      ERRORS.productNotFound.code,
    );
  });

  it("lists the Nigerian app's products in naira without a login", async () => {
    const answer = await s.call('GET', '/loan/product/list-market', {}, NG_APP);
    expect(answer.data.products.map((p: { productId: string }) => p.productId)).toEqual(['ng-91', 'ng-180']);
    expect(answer.data.products[0]).toMatchObject({
      currency: 'NGN',
      annualCostName: 'APR',
      minAmount: 10000,
    });
  });

  it('refuses an application before onboarding is complete, as /user/submit does, naming the step', async () => {
    const fresh = await s.newBorrower();
    const first = await apply(s, fresh.token, { productId: 'mx-91', loanAmount: 1000 });
    const submit = await s.call('POST', '/user/submit', {}, { token: fresh.token });
    expect(first).toMatchObject({ status: 409, code: submit.code, msg: submit.msg });
    expect(first.code).not.toBe(0);

    const b = await identifiedBorrower(s);
    const answer = await apply(s, b.token, { productId: 'mx-91', loanAmount: 1000 });
    expect(answer).toMatchObject({ status: 409, code: ERRORS.stepNotReady.code });
    expect(answer.msg).not.toContain('{step}');
    expect(answer.msg.length).toBeGreaterThan(5);
    const es = await s.call(
      'POST',
      '/loan/loan-order/apply-market',
      { productId: 'mx-91', loanAmount: 1000 },
      { token: b.token, lang: 'es' },
    );
    expect(es.code).toBe(ERRORS.stepNotReady.code);
    expect(es.msg).not.toBe(answer.msg);
    for (const who of [fresh, b]) {
      expect(await s.database.db.select().from(loanOrders).where(eq(loanOrders.userId, who.userId))).toEqual(
        [],
      );
    }
  });

  it('refuses amounts out of range, off the step or over the quota, and unknown products, with no order', async () => {
    const b = await onboardedBorrower(s);
    const token = b.token;
    const low = await apply(s, token, { productId: 'mx-91', loanAmount: 500 });
    expect(low).toMatchObject({ status: 400, code: ERRORS.amountOutOfRange.code });
    const offStep = await apply(s, token, { productId: 'mx-91', loanAmount: 1250 });
    expect(offStep.code).toBe(ERRORS.amountOutOfRange.code);
    const high = await apply(s, token, { productId: 'mx-91', loanAmount: 50_000 });
    expect(high).toMatchObject({ code: ERRORS.amountOverQuota.code, msg: 'Your limit today is $5,000.00' });
    const overProduct = await apply(s, token, { productId: 'mx-91', loanAmount: 60_000 });
    expect(overProduct.code).toBe(ERRORS.amountOutOfRange.code);
    expect((await apply(s, token, { productId: 'ng-91', loanAmount: 10_000 })).code).toBe(
      ERRORS.productNotFound.code,
    );
    const noAmount = await apply(s, token, { productId: 'mx-91' });
    expect(noAmount).toMatchObject({ status: 400, code: ERRORS.payloadInvalid.code });
    expect(noAmount.msg).toContain('loanAmount');
    const fraction = await apply(s, token, { productId: 'mx-91', loanAmount: 1000.5 });
    expect(fraction.status).toBe(400);
    const again = await s.call('POST', '/loan/loan-order/apply-market-again', {}, { token });
    expect(again).toMatchObject({ status: 400, code: ERRORS.payloadInvalid.code });
    expect(again.msg).toContain('productId');
    expect(await s.database.db.select().from(loanOrders).where(eq(loanOrders.userId, b.userId))).toEqual([]);
  });

  it('stores the quote shown before applying and lists the open order in the incomplete tab', async () => {
    const b = await onboardedBorrower(s);
    const token = b.token;
    const before = await s.call(
      'GET',
      '/loan/confirm/product-info',
      { productId: 'mx-180', loanAmount: 4000 },
      { token },
    );
    const applied = await s.call(
      'POST',
      '/loan/loan-order/apply-market-again',
      { productId: 'mx-180', loanAmount: 4000 },
      { token },
    );
    expect(applied).toMatchObject({ code: 0, data: { status: 1 } });
    const { orderNo, decideAt } = applied.data;
    const delay = new Date(decideAt).getTime() - s.clock.now().getTime();
    expect(delay).toBeGreaterThan(590_000);
    expect(delay).toBeLessThanOrEqual(600_000);

    const facts = await s.call('GET', '/loan/confirm/product-info', { orderNo }, { token });
    expect(facts.data.quote).toEqual(before.data.quote);
    expect(facts.data.quote.schedule).toHaveLength(6);

    const incomplete = await s.call('GET', '/loan/loan-order/list', { group: 'incomplete' }, { token });
    expect(incomplete.data.orders).toHaveLength(1);
    expect(incomplete.data.orders[0]).toMatchObject({
      orderNo,
      status: 1,
      statusName: 'Applying',
      productName: 'Puente 180 days',
      loanAmount: 4000,
      currency: 'MXN',
      decideAt,
      balance: { repaid: 0, unrepaid: 0, overdueDays: 0, penalty: 0 },
      statement: [],
    });
    expect(incomplete.data.orders[0].schedule).toHaveLength(6);
    expect(incomplete.data.orders[0].schedule[0]).toMatchObject({ phase: 1, paid: 0, status: 'upcoming' });
    expect(
      (await s.call('GET', '/loan/loan-order/list', { group: 'finished' }, { token })).data.orders,
    ).toEqual([]);
    const all = await s.call('GET', '/loan/loan-order/list-market', {}, { token });
    expect(all.data.orders.map((o: { orderNo: string }) => o.orderNo)).toEqual([orderNo]);

    const stranger = await s.newBorrower();
    const theirs = await s.call('GET', '/loan/confirm/product-info', { orderNo }, { token: stranger.token });
    expect(theirs).toMatchObject({ status: 404, code: ERRORS.orderNotFound.code });
    const missing = await s.call(
      'GET',
      '/loan/confirm/product-info',
      { orderNo: 'PL2026010100000000' },
      { token },
    );
    expect(missing.code).toBe(ERRORS.orderNotFound.code);
  });

  it('tells a rejected borrower the retry date in the market time zone, in their language', async () => {
    const b = await onboardedBorrower(s, { '1': 'yes' });
    const orderNo = await decidedOrder(s, b);
    const latest = (await s.call('GET', '/loan/loan-order/latest', {}, { token: b.token })).data.order;
    expect(latest).toMatchObject({ orderNo, status: 9, statusName: 'Reject', retryAt: expect.any(String) });
    expect(latest.decideAt).toBeUndefined();
    const retryAt = new Date(latest.retryAt);
    expect(retryAt.getTime() - s.clock.now().getTime()).toBeGreaterThan(29.9 * 86_400_000);
    const refused = await apply(s, b.token, { productId: 'mx-91', loanAmount: 1000 });
    expect(refused.msg).toBe(`Cannot apply, retry on ${formatDate(retryAt, 'MX', 'en')}`);
    const es = await s.call(
      'POST',
      '/loan/loan-order/apply-market',
      { productId: 'mx-91', loanAmount: 1000 },
      { token: b.token, lang: 'es' },
    );
    expect(es.msg).toContain(formatDate(retryAt, 'MX', 'es'));
    const finished = await s.call('GET', '/loan/loan-order/list', { group: 'finished' }, { token: b.token });
    expect(finished.data.orders.map((o: { status: number }) => o.status)).toEqual([9]);
    const [row] = await s.database.db.select().from(loanOrders).where(eq(loanOrders.orderNo, orderNo));
    expect(row?.decision?.approved).toBe(false);
    expect(row?.decision?.reasons.some((r) => !r.passed)).toBe(true);

    // A rejection cannot be cancelled: nothing is pending.
    const can = await s.call('GET', '/loan/has-cancel-loan', { orderNo }, { token: b.token });
    expect(can.data.canCancel).toBe(false);
    expect((await s.call('POST', '/loan/cancel-draw-money', { orderNo }, { token: b.token })).code).toBe(
      ERRORS.cancelRefused.code,
    );
  });

  it('declines an approved offer without the form, and offers the reasons in Spanish', async () => {
    const { borrower, orderNo } = await approvedOrder(s);
    const token = borrower.token;
    const can = await s.call('GET', '/loan/has-cancel-loan', { orderNo }, { token, lang: 'es' });
    expect(can.data.canCancel).toBe(true);
    expect(can.data.reasons.length).toBeGreaterThanOrEqual(3);
    expect(can.data.reasons.every((r: { value: string; label: string }) => r.value && r.label)).toBe(true);
    const en = await s.call('GET', '/loan/has-cancel-loan', { orderNo }, { token });
    expect(en.data.reasons.map((r: { label: string }) => r.label)).not.toEqual(
      can.data.reasons.map((r: { label: string }) => r.label),
    );
    expect((await s.call('POST', '/loan/cancel-draw-money', {}, { token })).code).toBe(
      ERRORS.orderNoMissing.code,
    );
    const declined = await s.call('POST', '/loan/cancel-draw-money', { orderNo }, { token, lang: 'es' });
    expect(declined).toMatchObject({ code: 0, data: {} });
    expect(declined.msg).not.toBe('Cancellation success');
    const [row] = await s.database.db.select().from(loanOrders).where(eq(loanOrders.orderNo, orderNo));
    expect(row).toMatchObject({ status: 8, cancelReason: 'drawMoneyCancelled' });
    const home = await s.call('GET', '/loan/loan-product/index', {}, { token });
    expect(home.data).toMatchObject({ homeStatus: 'canLoan', order: null });
    // A cancelled offer leaves the borrower free to apply again at once.
    expect((await apply(s, token, { productId: 'mx-91', loanAmount: 1500 })).code).toBe(0);
  });

  it('raises the quota and the price for a borrower who repaid on time, and applies again in one tap', async () => {
    const b = await onboardedBorrower(s);
    const token = b.token;
    await finishedLoan(s, b, { amountMinor: 500_000 });
    const credit = await s.call('GET', '/loan/get-credit-info', {}, { token });
    expect(credit.data).toEqual({
      quota: 7500,
      onTimeLoans: 1,
      nextQuota: 10000,
      ceiling: 50000,
      currency: 'MXN',
    });
    const products = await s.call('GET', '/loan/product/list', {}, { token });
    expect(products.data.products[0].interestRatePerDay).toBe(0.06);
    const market = await s.call('GET', '/loan/product/list-market', {});
    expect(market.data.products[0].interestRatePerDay).toBe(0.09);
    const steps = await s.call('GET', '/loan/product/step-amount', { productId: 'mx-91' }, { token });
    expect(steps.data.amounts.at(-1)).toBe(7500);

    const again = await s.call('POST', '/loan/loan-order/apply-market-again', {}, { token });
    expect(again).toMatchObject({ code: 0, data: { status: 1 } });
    const order = (await s.call('GET', '/loan/loan-order/latest', {}, { token })).data.order;
    expect(order).toMatchObject({ productId: 'mx-91', loanAmount: 5000 });
    expect(order.quote.interestRatePerDay).toBe(0.06);
    const [row] = await s.database.db
      .select()
      .from(loanOrders)
      .where(eq(loanOrders.orderNo, again.data.orderNo));
    expect(row?.repeat).toBe(true);
  });

  it('caps the one-tap amount by the quota, and does not count a loan that was late', async () => {
    const b = await onboardedBorrower(s);
    await finishedLoan(s, b, { amountMinor: 5_000_000, late: true });
    const credit = await s.call('GET', '/loan/get-credit-info', {}, { token: b.token });
    expect(credit.data).toMatchObject({ quota: 5000, onTimeLoans: 0 });
    const again = await s.call('POST', '/loan/loan-order/apply-market-again', {}, { token: b.token });
    expect(again.code).toBe(0);
    const order = (await s.call('GET', '/loan/loan-order/latest', {}, { token: b.token })).data.order;
    expect(order).toMatchObject({ loanAmount: 5000 });
    expect(order.quote.interestRatePerDay).toBe(0.09);
    const finished = await s.call('GET', '/loan/loan-order/list', { group: 'finished' }, { token: b.token });
    expect(finished.data.orders.map((o: { status: number }) => o.status)).toEqual([4]);
  });

  it('lets two borrowers hold an open order each', async () => {
    const [a, b] = [await onboardedBorrower(s), await onboardedBorrower(s)];
    const [x, y] = await Promise.all([applyFor(s, a), applyFor(s, b)]);
    expect(x).not.toBe(y);
  });
});
