import { ERRORS, REVIEW_RULES } from '@puente/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { collectedData, loanOrders, orderEvents } from '../../db/schema.ts';
import { describeEngines } from '../../testing/describe-engines.ts';
import { advanceMinutes, applyFor, decidedOrder, onboardedBorrower } from '../../testing/loan-fixtures.ts';
import { ENGINES } from '../../testing/test-database.ts';
import { startTestService, type TestService } from '../../testing/test-service.ts';
import { LoanService } from './loan-service.ts';

describeEngines(ENGINES)('applying and the review on %s', (engine) => {
  let s: TestService;
  beforeAll(async () => {
    s = await startTestService(engine, { loanReviewDelayMs: 600_000 });
  });
  afterAll(() => s.close());

  it('lists the products with their price and the steps a new borrower may pick', async () => {
    const open = await s.call('GET', '/loan/product/list-market', {});
    expect(open.code).toBe(0);
    expect(open.data.products.map((p: { productId: string }) => p.productId)).toEqual(['mx-91', 'mx-180']);
    expect(open.data.products[0]).toMatchObject({
      minAmount: 1000,
      maxAmount: 50000,
      tenorDays: 91,
      interestRatePerDay: 0.09,
      annualCostName: 'CAT',
      currency: 'MXN',
    });
    const b = await s.newBorrower();
    const steps = await s.call(
      'GET',
      '/loan/product/step-amount',
      { productId: 'mx-91' },
      { token: b.token },
    );
    expect(steps.data).toEqual({
      amounts: [1000, 1500, 2000, 2500, 3000, 3500, 4000, 4500, 5000],
      quota: 5000,
      currency: 'MXN',
    });
    const credit = await s.call('GET', '/loan/get-credit-info', {}, { token: b.token });
    expect(credit.data).toEqual({
      quota: 5000,
      onTimeLoans: 0,
      nextQuota: 7500,
      ceiling: 50000,
      currency: 'MXN',
    });
  });

  it('gives the key facts of a loan being considered, and refuses amounts out of range or over the quota', async () => {
    const b = await s.newBorrower();
    const facts = await s.call(
      'GET',
      '/loan/confirm/product-info',
      { productId: 'mx-91', loanAmount: 1000 },
      { token: b.token },
    );
    expect(facts.data.quote).toMatchObject({
      loanAmount: 1000,
      disbursalAmount: 947.22,
      // 1,000 + interest 54.60 + its IVA 8.74 (4.32 + 2.98 + 1.44); the CAT leaves IVA out.
      interestTax: 8.74,
      totalRepay: 1063.34,
      annualCost: 84.13,
    });
    expect(facts.data.quote.schedule).toHaveLength(3);
    const low = await s.call(
      'GET',
      '/loan/confirm/product-info',
      { productId: 'mx-91', loanAmount: 999 },
      { token: b.token, lang: 'es' },
    );
    expect(low).toMatchObject({ status: 400, code: ERRORS.amountOutOfRange.code });
    expect(low.msg).toContain('$1,000.00');
    const high = await s.call(
      'GET',
      '/loan/confirm/product-info',
      { productId: 'mx-91', loanAmount: 6000 },
      { token: b.token },
    );
    expect(high).toMatchObject({ code: ERRORS.amountOverQuota.code, msg: 'Your limit today is $5,000.00' });
    const other = await s.call(
      'GET',
      '/loan/confirm/product-info',
      { productId: 'ng-91', loanAmount: 10000 },
      { token: b.token },
    );
    expect(other.code).toBe(ERRORS.productNotFound.code);
  });

  it('gives a new order number when the random one is already taken, instead of failing', async () => {
    const first = await onboardedBorrower(s);
    const taken = await applyFor(s, first);
    const second = await onboardedBorrower(s);
    const numbers = [taken, taken, 'PL2026112200000001'];
    const loans = new LoanService({
      db: s.database.db,
      clock: s.clock,
      reviewDelayMs: 600_000,
      submitOnboarding: async () => undefined,
      newOrderNo: () => numbers.shift() ?? 'PL-out-of-numbers',
    });
    const user = {
      userId: second.userId,
      sessionId: 'test',
      mobile: second.mobile,
      e164: '',
      market: 'MX',
      createdAt: new Date(),
    };
    const applied = await loans.apply({ ip: '10.0.0.9', lang: 'en' }, user, {
      productId: 'mx-91',
      loanAmount: 1000,
    });
    expect(applied.orderNo).toBe('PL2026112200000001');
    expect(numbers).toEqual([]);
  });

  it('refuses to apply before onboarding is complete', async () => {
    const b = await s.newBorrower();
    const answer = await s.call(
      'POST',
      '/loan/loan-order/apply-market',
      { productId: 'mx-91', loanAmount: 1000 },
      { token: b.token },
    );
    expect(answer.status).toBe(409);
    expect(answer.code).not.toBe(0);
  });

  it('approves a careful borrower after the review delay, with the reasons kept, and deletes collected data', async () => {
    const b = await onboardedBorrower(s);
    const applied = await s.call(
      'POST',
      '/loan/loan-order/apply-market',
      { productId: 'mx-91', loanAmount: 2000 },
      { token: b.token },
    );
    expect(applied).toMatchObject({ code: 0, msg: 'Loan order is being submitted', data: { status: 1 } });
    const { orderNo } = applied.data;
    let home = await s.call('GET', '/loan/loan-product/index', {}, { token: b.token });
    expect(home.data).toMatchObject({
      homeStatus: 'assessing',
      button: 'Detail',
      order: { orderNo, status: 1 },
    });

    await advanceMinutes(s, 9);
    expect((await s.call('GET', '/loan/loan-order/latest', {}, { token: b.token })).data.order.status).toBe(
      1,
    );
    await advanceMinutes(s, 2);
    const latest = (await s.call('GET', '/loan/loan-order/latest', {}, { token: b.token })).data.order;
    expect(latest).toMatchObject({
      orderNo,
      status: 14,
      statusName: 'Confirm',
      offerExpiresAt: expect.any(String),
    });
    home = await s.call('GET', '/loan/loan-product/index', {}, { token: b.token });
    expect(home.data).toMatchObject({ homeStatus: 'success', button: 'Get money' });

    const [row] = await s.database.db.select().from(loanOrders).where(eq(loanOrders.orderNo, orderNo));
    expect(row?.decision).toMatchObject({
      approved: true,
      held: false,
      rulesVersion: REVIEW_RULES.MX.version,
    });
    expect(row?.decision?.reasons.length).toBeGreaterThan(5);
    expect(row?.decision?.signals.map((signal) => [signal.rule, signal.fired])).toEqual([
      ['sharedDevice', false],
      ['sharedAddress', false],
      ['accountName', false],
      ['identityReused', false],
    ]);
    expect(row?.heldAt).toBeNull();
    expect(
      await s.database.db.select().from(collectedData).where(eq(collectedData.userId, b.userId)),
    ).toEqual([]);
  });

  it('rejects a borrower who defaulted recently, shows the retry date, and lets them apply after 30 days', async () => {
    const b = await onboardedBorrower(s, { '1': 'yes' });
    await decidedOrder(s, b);
    const home = await s.call('GET', '/loan/loan-product/index', {}, { token: b.token });
    expect(home.data).toMatchObject({
      homeStatus: 'rejected',
      banner: 'Cannot apply, retry in 30 days',
      retryAt: expect.any(String),
    });
    const recommendation = await s.call('GET', '/app/isRejectRecommendation', {}, { token: b.token });
    expect(recommendation.data.show).toBe(true);
    expect(recommendation.data.offers.length).toBeGreaterThan(0);
    const again = await s.call(
      'POST',
      '/loan/loan-order/apply-market',
      { productId: 'mx-91', loanAmount: 1000 },
      { token: b.token },
    );
    expect(again).toMatchObject({ status: 409, code: ERRORS.rejectedRecently.code });
    expect(again.msg).toMatch(/^Cannot apply, retry on /);

    await s.advanceDays(30);
    // Thirty days also end the session (decision 004): the borrower logs in again.
    const code = await s.requestCode(b.mobile);
    const login = await s.call('POST', '/security/login', { mobile: b.mobile, code });
    const later = await s.call(
      'POST',
      '/loan/loan-order/apply-market',
      { productId: 'mx-91', loanAmount: 1000 },
      { token: login.data.token },
    );
    expect(later.code).toBe(0);
  });

  it('keeps one open order: a second application is refused, and 100 at once give one order', async () => {
    const b = await onboardedBorrower(s);
    await applyFor(s, b);
    const second = await s.call(
      'POST',
      '/loan/loan-order/apply-market',
      { productId: 'mx-91', loanAmount: 1000 },
      { token: b.token },
    );
    expect(second).toMatchObject({ status: 409, code: ERRORS.orderOpen.code });

    const c = await onboardedBorrower(s);
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        s.call(
          'POST',
          '/loan/loan-order/apply-market',
          { productId: 'mx-91', loanAmount: 1000 },
          { token: c.token },
        ),
      ),
    );
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.code === ERRORS.orderOpen.code)).toHaveLength(99);
    expect(answers.every((a) => a.status < 500)).toBe(true);
    expect(await s.database.db.select().from(loanOrders).where(eq(loanOrders.userId, c.userId))).toHaveLength(
      1,
    );
  });

  it('cancels an approved offer with exactly one reason, and never another borrower’s order', async () => {
    const b = await onboardedBorrower(s);
    const orderNo = await decidedOrder(s, b);
    const token = b.token;
    expect((await s.call('POST', '/loan/cancel-loan', { orderNo, reasons: [] }, { token })).code).toBe(
      ERRORS.cancelReasonMissing.code,
    );
    expect(
      (await s.call('POST', '/loan/cancel-loan', { orderNo, reasons: ['other', 'amountTooLow'] }, { token }))
        .code,
    ).toBe(ERRORS.cancelReasonTooMany.code);
    expect((await s.call('POST', '/loan/cancel-loan', { orderNo, reasons: ['bogus'] }, { token })).code).toBe(
      ERRORS.cancelReasonMissing.code,
    );
    expect(
      (await s.call('POST', '/loan/cancel-loan', { orderNo, reasons: [] }, { token, lang: 'es' })).msg,
    ).not.toBe((await s.call('POST', '/loan/cancel-loan', { orderNo, reasons: [] }, { token })).msg);
    expect((await s.call('POST', '/loan/cancel-loan', { reasons: ['other'] }, { token })).msg).toBe(
      'order number cannot be empty',
    );
    const stranger = await s.newBorrower();
    expect((await s.call('GET', '/loan/has-cancel-loan', { orderNo }, { token: stranger.token })).code).toBe(
      ERRORS.orderNotFound.code,
    );
    expect(
      (await s.call('POST', '/loan/cancel-loan', { orderNo, reasons: ['other'] }, { token: stranger.token }))
        .code,
    ).toBe(ERRORS.orderNotFound.code);
    expect((await s.call('GET', '/loan/has-cancel-loan', { orderNo }, { token })).data.canCancel).toBe(true);
    const cancelled = await s.call(
      'POST',
      '/loan/cancel-loan',
      { orderNo, reasons: ['costTooHigh'] },
      { token },
    );
    expect(cancelled).toMatchObject({ code: 0, msg: 'Cancellation success' });
    const again = await s.call('POST', '/loan/cancel-loan', { orderNo, reasons: ['costTooHigh'] }, { token });
    expect(again).toMatchObject({ code: ERRORS.cancelRefused.code, msg: 'Cancellation fail' });
    const finished = await s.call('GET', '/loan/loan-order/list', { group: 'finished' }, { token });
    expect(finished.data.orders.map((o: { status: number }) => o.status)).toEqual([8]);
  });

  it('refuses to cancel while under review', async () => {
    const b = await onboardedBorrower(s);
    const orderNo = await applyFor(s, b);
    const refused = await s.call('POST', '/loan/cancel-draw-money', { orderNo }, { token: b.token });
    expect(refused.code).toBe(ERRORS.cancelRefused.code);
  });

  it('cancels an offer nobody acted on after 24 hours', async () => {
    const b = await onboardedBorrower(s);
    const orderNo = await decidedOrder(s, b);
    await advanceMinutes(s, 23 * 60);
    expect((await s.call('GET', '/loan/loan-order/latest', {}, { token: b.token })).data.order.status).toBe(
      14,
    );
    await advanceMinutes(s, 61);
    const order = (await s.call('GET', '/loan/loan-order/latest', {}, { token: b.token })).data.order;
    expect(order).toMatchObject({ orderNo, status: 8 });
    const [row] = await s.database.db.select().from(loanOrders).where(eq(loanOrders.orderNo, orderNo));
    const events = await s.database.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, row?.id ?? ''));
    expect(events.map((e) => [e.fromStatus, e.toStatus, e.reason])).toEqual([
      [null, 1, 'applied'],
      [1, 14, 'approved'],
      [14, 8, 'offerExpired'],
    ]);
  });
});
