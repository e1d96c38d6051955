import { ERRORS, PRIZE_TABLES } from '@puente/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { prizeDraws } from '../../db/schema.ts';
import { describeEngines } from '../../testing/describe-engines.ts';
import { approvedOrder, type Borrower, onboardedBorrower } from '../../testing/loan-fixtures.ts';
import { ENGINES } from '../../testing/test-database.ts';
import { startTestService, type TestService } from '../../testing/test-service.ts';
import { disbursedOrder, orderRow } from '../disbursement/money-fixtures.ts';

describeEngines(ENGINES)('the prize draw on %s', (engine) => {
  let s: TestService;
  beforeAll(async () => {
    s = await startTestService(engine, { sandboxPayoutFailureRate: 0 });
  });
  afterAll(() => s.close());

  const as = (b: Borrower, lang: 'en' | 'es' = 'en') => ({ token: b.token, lang });

  it('offers nothing before the money is sent and refuses to draw for that loan', async () => {
    const { borrower: b, orderNo } = await approvedOrder(s);
    const offer = await s.call('GET', '/lottery-draw/is-show', {}, as(b));
    expect(offer.data.show).toBe(false);
    expect(offer.data.prizes.map((p: { prizeId: string }) => p.prizeId)).toEqual(
      PRIZE_TABLES.MX.map((p) => p.id),
    );
    expect(
      offer.data.prizes.reduce((sum: number, p: { chancePercent: number }) => sum + p.chancePercent, 0),
    ).toBe(100);
    const early = await s.call('POST', '/lottery-draw/create', { orderNo }, as(b, 'es'));
    expect(early).toMatchObject({ code: ERRORS.drawNotAvailable.code, msg: 'Este préstamo no tiene sorteo' });
  });

  it('draws once per disbursed loan, on the server, granting the prize as a coupon', async () => {
    const b = await onboardedBorrower(s);
    const orderNo = await disbursedOrder(s, b);
    const offer = await s.call('GET', '/lottery-draw/is-show', {}, as(b));
    expect(offer.data).toMatchObject({ show: true, orderNo });

    // However many taps arrive at once, one draw and one coupon.
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => s.call('POST', '/lottery-draw/create', { orderNo }, as(b))),
    );
    const won = answers.filter((a) => a.code === 0);
    expect(won).toHaveLength(1);
    expect(answers.filter((a) => a.code === ERRORS.drawAlreadyDone.code)).toHaveLength(4);
    const prize = won[0]?.data;
    expect(PRIZE_TABLES.MX.map((p) => p.id)).toContain(prize.prizeId);
    expect(prize.coupon).toMatchObject({ state: 'usable', currency: 'MXN' });

    const coupons = (await s.call('GET', '/lottery-draw/coupons', { state: 'usable' }, as(b))).data.coupons;
    expect(coupons.map((c: { couponId: string }) => c.couponId)).toContain(prize.coupon.couponId);
    const order = await orderRow(s, orderNo);
    const rows = await s.database.db.select().from(prizeDraws).where(eq(prizeDraws.orderId, order.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.couponId).toBe(prize.coupon.couponId);

    expect((await s.call('GET', '/lottery-draw/is-show', {}, as(b))).data.show).toBe(false);
    const again = await s.call('POST', '/lottery-draw/create', { orderNo }, as(b));
    expect(again).toMatchObject({
      code: ERRORS.drawAlreadyDone.code,
      msg: 'You have already drawn your prize for this loan',
    });
  });

  it('refuses someone else’s loan, a missing order number, and a caller without a session', async () => {
    const b = await onboardedBorrower(s);
    const orderNo = await disbursedOrder(s, b);
    const { borrower: other } = await approvedOrder(s);
    expect((await s.call('POST', '/lottery-draw/create', { orderNo }, as(other))).code).toBe(
      ERRORS.orderNotFound.code,
    );
    expect((await s.call('POST', '/lottery-draw/create', {}, as(other))).code).toBe(
      ERRORS.orderNoMissing.code,
    );
    expect((await s.call('POST', '/lottery-draw/create', { orderNo })).code).toBe(ERRORS.notLoggedIn.code);
    expect((await s.call('GET', '/lottery-draw/is-show', {}, as(b))).data.show).toBe(true);
  });
});
