import { ERRORS, formatMoney } from '@puente/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ledgerEntries } from '../../db/schema.ts';
import { describeEngines } from '../../testing/describe-engines.ts';
import { advanceMinutes, approvedOrder, type Borrower } from '../../testing/loan-fixtures.ts';
import { ENGINES } from '../../testing/test-database.ts';
import { startTestService, type TestService } from '../../testing/test-service.ts';
import { addressOf, expectOk, orderRow } from '../disbursement/money-fixtures.ts';

/** Enough rounds that, without the lock, PostgreSQL lets the removal slip under a signature. */
const ROUNDS = 6;

describeEngines(ENGINES)('signing while the coupon changes, on %s', (engine) => {
  let s: TestService;
  beforeAll(async () => {
    s = await startTestService(engine, { sandboxPayoutFailureRate: 0 });
  });
  afterAll(() => s.close());

  /** An approved 3,000-peso offer carrying the borrower's 100 coupon, and a signing code in hand. */
  async function offerWithCoupon(): Promise<{ b: Borrower; orderNo: string; code: string }> {
    const { borrower: b, orderNo } = await approvedOrder(s, { loanAmount: 3000 });
    const [coupon] = (await s.call('GET', '/lottery-draw/coupons', { orderNo }, { token: b.token })).data
      .coupons;
    expectOk(
      await s.call(
        'POST',
        '/lottery-draw/coupon/use',
        { orderNo, couponId: coupon.couponId },
        { token: b.token },
      ),
      'coupon',
    );
    await s.clock.advance(61_000);
    const code = await s.requestCode(b.mobile, { token: b.token, ip: addressOf(b) });
    return { b, orderNo, code };
  }

  it('signs the agreement the ledger then books, when the coupon is removed at the same moment', async () => {
    const signed: { b: Borrower; orderNo: string }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const { b, orderNo, code } = await offerWithCoupon();
      const [signing, removing] = await Promise.all([
        s.call('POST', '/loan/validateVerifyCode', { orderNo, code, agree: true }, { token: b.token }),
        s.call('POST', '/lottery-draw/coupon/use', { orderNo, couponId: null }, { token: b.token }),
      ]);
      expect(signing.code, signing.msg).toBe(0);
      // The removal came either before the signature (and the agreement has no coupon) or after it (refused).
      expect([0, ERRORS.couponOrderLocked.code]).toContain(removing.code);
      expectOk(await s.call('POST', '/loan/get-money', { orderNo }, { token: b.token }), 'get-money');
      signed.push({ b, orderNo });
    }
    await advanceMinutes(s, 1);
    await advanceMinutes(s, 60);

    for (const { b, orderNo } of signed) {
      const order = await orderRow(s, orderNo);
      expect(order.status).toBe(2);
      const entries = await s.database.db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.orderId, order.id));
      const owed = entries.filter((e) => e.kind !== 'payout').reduce((sum, e) => sum + e.amount, 0);
      const couponCredit = -entries.filter((e) => e.kind === 'coupon').reduce((sum, e) => sum + e.amount, 0);
      const { text } = (
        await s.call('GET', '/loan/loan-order/loanAgreement', { orderNo }, { token: b.token })
      ).data;
      expect(text).toContain(`Total to repay: ${formatMoney(owed, 'MX', 'en')}.`);
      if (couponCredit > 0) expect(text).toContain(`Coupon: ${formatMoney(couponCredit, 'MX', 'en')} off`);
      else expect(text).not.toContain('Coupon:');
    }
  });
});
