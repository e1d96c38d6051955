import { randomUUID } from 'node:crypto';
import { addDays } from '@puente/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { messageDeliveries, messages, payouts } from '../../db/schema.ts';
import { describeEngines } from '../../testing/describe-engines.ts';
import { goodPhoto } from '../../testing/images.ts';
import { advanceMinutes } from '../../testing/loan-fixtures.ts';
import { ENGINES } from '../../testing/test-database.ts';
import type { TestService } from '../../testing/test-service.ts';
import { expectOk, orderRow } from '../disbursement/money-fixtures.ts';
import { settlePayout } from '../disbursement/payout-job.ts';
import { EXTENSION_LOAN, phaseRows } from '../repayment/extensions/extension-fixtures.ts';
import {
  postWebhook,
  repayingBorrower,
  startRepaymentService,
  stpClabeOf,
  stpTransfer,
} from '../repayment/repayment-fixtures.ts';

describeEngines(ENGINES)('notices of a loan’s events (decision 060) on %s', (engine) => {
  let s: TestService;
  beforeAll(async () => {
    s = await startRepaymentService(engine);
  });
  afterAll(() => s.close());

  const messagesOf = (userId: string) =>
    s.database.db.select().from(messages).where(eq(messages.userId, userId)).orderBy(asc(messages.id));
  const kindsOf = async (userId: string) => (await messagesOf(userId)).map((m) => m.kind);
  const ofKind = async (userId: string, kind: string) =>
    (await messagesOf(userId)).filter((m) => m.kind === kind);

  it('tells a payout sent and arrived once each, however often the tick and the settlement run', async () => {
    const { b, orderNo } = await repayingBorrower(s);
    const order = await orderRow(s, orderNo);
    await advanceMinutes(s, 1);
    await advanceMinutes(s, 60);
    const [payout] = await s.database.db.select().from(payouts).where(eq(payouts.orderId, order.id));
    if (!payout) throw new Error('no payout');
    // The settlement delivered again (a webhook after the tick) moves nothing and tells nothing.
    expect(await settlePayout({ db: s.database.db, clock: s.clock }, { ...payout, status: 'sent' })).toBe(
      false,
    );

    expect(await kindsOf(b.userId)).toEqual(['disbursement.sent', 'disbursement.arrived']);
    const [arrived] = await ofKind(b.userId, 'disbursement.arrived');
    expect(arrived?.params).toEqual({
      orderNo,
      amount: payout.amount,
      accountLast4: expect.stringMatching(/^\d{4}$/),
    });
    expect(arrived?.orderId).toBe(order.id);
    const deliveries = await s.database.db
      .select()
      .from(messageDeliveries)
      .where(eq(messageDeliveries.messageId, arrived?.id ?? 0));
    expect(deliveries).toMatchObject([
      // A notice goes at once, whatever the hour: the same tick's deliverMessages sent it.
      { channel: 'sms', toE164: expect.stringMatching(/^\+52\d{10}$/), status: 'sent' },
    ]);
  });

  it('gives one receipt per payment credited, however often its notification arrives, and tells a paid-off loan', async () => {
    const { b, orderNo } = await repayingBorrower(s);
    const clabe = await stpClabeOf(s, b.token, orderNo);
    const part = await stpTransfer(s, clabe, 30_000, randomUUID());
    for (let n = 0; n < 3; n += 1) expect((await postWebhook(s, 'stp', part)).statusCode).toBe(200);

    const [receipt, ...more] = await ofKind(b.userId, 'payment.receipt');
    expect(more).toHaveLength(0);
    expect(receipt?.params).toMatchObject({ orderNo, amount: 30_000, channel: 'stp' });
    expect(receipt?.params.reference).toEqual(expect.any(String));
    // What is left: the rest of the principal, and interest to the day if any has accrued.
    expect(receipt?.params.left).toBeGreaterThanOrEqual(70_000);

    const rest = await stpTransfer(s, clabe, 200_000, randomUUID());
    expect((await postWebhook(s, 'stp', rest)).statusCode).toBe(200);
    expect((await postWebhook(s, 'stp', rest)).statusCode).toBe(200);
    const receipts = await ofKind(b.userId, 'payment.receipt');
    expect(receipts.map((r) => r.params.amount)).toEqual([30_000, 200_000]);
    expect(receipts[1]?.params.left).toBe(0);
    const paidOff = await ofKind(b.userId, 'loan.paidOff');
    expect(paidOff).toHaveLength(1);
    expect(paidOff[0]?.params).toEqual({ orderNo, newLimit: expect.any(Number), raised: true });
    expect(paidOff[0]?.params.newLimit as number).toBeGreaterThan(100_000);
  });

  it('tells a proof of payment approved once, however concurrently approved, and a rejection with its reason', async () => {
    const { b, orderNo } = await repayingBorrower(s);
    const proof = async (reference: string, amount: number, seed: number) => {
      const imageId = expectOk(
        await s.upload('/repay/upload/user/voucher', { data: goodPhoto(seed) }, {}, { token: b.token }),
        'upload',
      ).data.imageId as string;
      return expectOk(
        await s.call(
          'POST',
          '/repay/save/user/voucher',
          { orderNo, imageId, reference, amount },
          { token: b.token },
        ),
        'proof',
      ).data.voucherId as string;
    };
    const approved = await proof('BBVA 11', 400, 31);
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => s.app.inject({ method: 'POST', url: `/dev/vouchers/${approved}/approve` })),
    );
    expect(answers.map((a) => a.json().code)).toEqual([0, 0, 0, 0]);
    expect((await ofKind(b.userId, 'voucher.approved')).map((m) => m.params)).toEqual([
      { orderNo, amount: 40_000 },
    ]);
    expect((await ofKind(b.userId, 'payment.receipt')).map((m) => m.params.channel)).toEqual(['voucher']);

    const rejected = await proof('BBVA 12', 300, 32);
    for (let n = 0; n < 2; n += 1)
      await s.app.inject({
        method: 'POST',
        url: `/dev/vouchers/${rejected}/reject`,
        payload: { reason: 'The amount is not readable' },
      });
    expect((await ofKind(b.userId, 'voucher.rejected')).map((m) => m.params)).toEqual([
      { orderNo, amount: 30_000, reason: 'The amount is not readable' },
    ]);
  });

  it('tells an extension applied once, with the new due date', async () => {
    const { b, orderNo } = await repayingBorrower(s, EXTENSION_LOAN);
    const order = await orderRow(s, orderNo);
    const before = await phaseRows(s, order.id);
    expectOk(
      await s.call('POST', '/repay/confirmExtensionOrder', { orderNo, agree: true }, { token: b.token }),
      'confirm',
    );
    const clabe = await stpClabeOf(s, b.token, orderNo);
    const fee = await stpTransfer(s, clabe, 2_115, randomUUID());
    expect((await postWebhook(s, 'stp', fee)).statusCode).toBe(200);
    expect((await postWebhook(s, 'stp', fee)).statusCode).toBe(200);
    const applied = await ofKind(b.userId, 'extension.applied');
    expect(applied.map((m) => m.params)).toEqual([
      { orderNo, dueDate: addDays(before[0]?.dueDate ?? '', 7) },
    ]);
  });
});
