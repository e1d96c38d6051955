import { randomUUID } from 'node:crypto';
import { ERRORS, toMajor } from '@puente/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, incomingPayments, paymentVouchers, payOrders } from '../../../db/schema.ts';
import type { SmsProvider } from '../../../providers/sms/sms-provider.ts';
import { describeEngines } from '../../../testing/describe-engines.ts';
import { goodPhoto } from '../../../testing/images.ts';
import { type Borrower, onboardedBorrower } from '../../../testing/loan-fixtures.ts';
import { ENGINES } from '../../../testing/test-database.ts';
import { startTestService, type TestService } from '../../../testing/test-service.ts';
import { expectOk, orderRow } from '../../disbursement/money-fixtures.ts';
import { creditedMinor, repayingBorrower, startRepaymentService } from '../repayment-fixtures.ts';

describeEngines(ENGINES)('proof of payment on %s', (engine) => {
  let s: TestService;
  beforeAll(async () => {
    s = await startRepaymentService(engine);
  });
  afterAll(() => s.close());

  const uploadReceipt = async (b: Borrower, seed = 21) =>
    expectOk(
      await s.upload('/repay/upload/user/voucher', { data: goodPhoto(seed) }, {}, { token: b.token }),
      'upload',
    ).data.imageId as string;
  const save = (b: Borrower, proof: Record<string, unknown>, lang: 'en' | 'es' = 'en') =>
    s.call('POST', '/repay/save/user/voucher', proof, { token: b.token, lang });
  const list = (b: Borrower, orderNo?: string) =>
    s.call('POST', '/repay/get/voucher/list', orderNo ? { orderNo } : {}, { token: b.token });
  const approve = (voucherId: string) =>
    s.app.inject({ method: 'POST', url: `/dev/vouchers/${voucherId}/approve` });
  const reject = (voucherId: string, reason: string) =>
    s.app.inject({ method: 'POST', url: `/dev/vouchers/${voucherId}/reject`, payload: { reason } });
  const payOrderStatus = async (voucherId: string) =>
    (await s.database.db.select().from(payOrders).where(eq(payOrders.id, voucherId)))[0]?.status;

  it('keeps a receipt, saves the proof as pending with feedback due in 48 hours, and lists it newest first', async () => {
    const { b, orderNo } = await repayingBorrower(s);
    const imageId = await uploadReceipt(b);
    expect(imageId).toMatch(/^[0-9a-f-]{36}$/);

    const first = await save(b, { orderNo, imageId, reference: '  SPEI   4471 0923 ', amount: 300 });
    expect(first.code).toBe(0);
    expect(first.data).toMatchObject({
      orderNo,
      reference: 'SPEI 4471 0923',
      amount: 300,
      currency: 'MXN',
      status: 'pending',
    });
    expect(first.data.voucherId).toMatch(/^VO\d{22}$/);
    expect(Date.parse(first.data.feedbackDueAt) - Date.parse(first.data.submittedAt)).toBe(48 * 3_600_000);
    expect(first.data.decidedAt).toBeUndefined();

    const again = await save(b, { orderNo, imageId, reference: 'SPEI 4471 0923', amount: 200 }, 'es');
    expect(again.code).toBe(ERRORS.voucherReferenceUsed.code);
    expect(again.msg).toBe('Ya enviaste un comprobante de pago con esta referencia para este préstamo');

    await s.clock.advance(60_000);
    const second = expectOk(
      await save(b, { orderNo, imageId: await uploadReceipt(b, 22), reference: 'REF-0002', amount: 150 }),
      'second proof',
    );
    const listed = expectOk(await list(b), 'list').data.vouchers;
    expect(listed.map((v: { voucherId: string }) => v.voucherId)).toEqual([
      second.data.voucherId,
      first.data.voucherId,
    ]);
    expect((await list(b, orderNo)).data.vouchers).toHaveLength(2);
    const audit = await s.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, b.userId), eq(auditLog.action, 'voucher.submitted')));
    expect(audit).toHaveLength(2);
  });

  it('refuses bad proofs with a code and a message naming what is wrong', async () => {
    const { b, orderNo } = await repayingBorrower(s);
    const order = await orderRow(s, orderNo);
    const imageId = await uploadReceipt(b);
    const proof = { orderNo, imageId, reference: 'REF-1234', amount: 300 };

    const short = await save(b, { ...proof, reference: ' ab ' });
    expect(short).toMatchObject({ code: ERRORS.voucherReferenceInvalid.code, data: { field: 'reference' } });
    expect(short.msg).toBe('The transfer reference must have 4 to 40 characters');
    expect((await save(b, { ...proof, reference: 'x'.repeat(41) })).code).toBe(
      ERRORS.voucherReferenceInvalid.code,
    );
    expect((await save(b, { ...proof, amount: 150.5 })).code).toBe(ERRORS.repayAmountNotWhole.code);
    const above = await save(b, { ...proof, amount: Math.ceil(toMajor(order.quote.totalRepay)) + 100 });
    expect(above.code).toBe(ERRORS.repayAmountAboveOwed.code);
    expect(above.msg).toMatch(/^The amount is more than you owe \(\$[\d,]+\.\d\d\)$/);
    expect((await save(b, { ...proof, amount: 50 })).code).toBe(ERRORS.repayAmountBelowMinimum.code);
    const missingImage = await save(b, { ...proof, imageId: randomUUID() });
    expect(missingImage).toMatchObject({ code: ERRORS.voucherImageMissing.code, data: { field: 'imageId' } });
    expect(await save(b, { ...proof, imageId: 'not-an-id' })).toMatchObject({
      code: ERRORS.payloadInvalid.code,
      data: { field: 'imageId' },
    });
    expect(await save(b, { imageId, reference: 'REF-1234', amount: 300 })).toMatchObject({
      code: ERRORS.orderNoMissing.code,
    });

    const notImage = await s.upload(
      '/repay/upload/user/voucher',
      { data: Buffer.from('%PDF-1.7 a receipt'.repeat(100)) },
      {},
      { token: b.token },
    );
    expect(notImage.code).toBe(ERRORS.imageNotSupported.code);
    expect(notImage.msg).toBe('The receipt photo must be a JPEG, PNG or WebP image.');
    const none = await s.upload('/repay/upload/user/voucher', undefined, {}, { token: b.token, lang: 'es' });
    expect(none).toMatchObject({ code: ERRORS.imageMissing.code, msg: 'Adjunta la foto del comprobante.' });

    const noLoan = await onboardedBorrower(s);
    const refused = await s.upload(
      '/repay/upload/user/voucher',
      { data: goodPhoto(5) },
      {},
      { token: noLoan.token },
    );
    expect(refused.code).toBe(ERRORS.notRepaying.code);
    const [saved] = await s.database.db
      .select()
      .from(paymentVouchers)
      .where(eq(paymentVouchers.orderId, order.id));
    expect(saved).toBeUndefined();
  });

  it('credits an approved proof once, however often and however concurrently it is approved', async () => {
    const { b, orderNo } = await repayingBorrower(s);
    const order = await orderRow(s, orderNo);
    const proof = expectOk(
      await save(b, { orderNo, imageId: await uploadReceipt(b), reference: 'BBVA 99821', amount: 400 }),
      'proof',
    ).data;

    const answers = await Promise.all(Array.from({ length: 8 }, () => approve(proof.voucherId)));
    expect(answers.map((a) => a.json().code)).toEqual(Array(8).fill(0));
    expect((await approve(proof.voucherId)).json().data.status).toBe('approved');
    expect(await creditedMinor(s, order.id)).toBe(40_000);

    const [row] = await s.database.db
      .select()
      .from(paymentVouchers)
      .where(eq(paymentVouchers.id, proof.voucherId));
    expect(row?.status).toBe('approved');
    expect(row?.decidedAt).toBeInstanceOf(Date);
    const [payment] = await s.database.db
      .select()
      .from(incomingPayments)
      .where(
        and(eq(incomingPayments.provider, 'voucher'), eq(incomingPayments.providerRef, proof.voucherId)),
      );
    expect(payment).toMatchObject({ status: 'credited', amount: 40_000, orderId: order.id });
    expect(row?.incomingPaymentId).toBe(payment?.id);
    expect(await payOrderStatus(proof.voucherId)).toBe('paid');

    const detail = await s.call('GET', '/repay/repay-order/detail', { orderNo }, { token: b.token });
    expect(detail.data.repaid).toBe(400);
    const [listed] = (await list(b, orderNo)).data.vouchers;
    expect(listed).toMatchObject({ status: 'approved', decidedAt: row?.decidedAt?.toISOString() });

    const late = await reject(proof.voucherId, 'Not found in the statement');
    expect(late.json()).toMatchObject({
      code: ERRORS.voucherAlreadyDecided.code,
      msg: 'This proof of payment was already approved',
    });
    expect(await creditedMinor(s, order.id)).toBe(40_000);
    const audit = await s.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, b.userId), eq(auditLog.action, 'voucher.approved')));
    expect(audit).toHaveLength(1);
  });

  it('shows a rejection with its reason, credits nothing and cannot then be approved', async () => {
    const { b, orderNo } = await repayingBorrower(s);
    const order = await orderRow(s, orderNo);
    const proof = expectOk(
      await save(b, { orderNo, imageId: await uploadReceipt(b), reference: 'BANORTE 7781', amount: 250 }),
      'proof',
    ).data;

    const rejected = await reject(proof.voucherId, '  The receipt does not show the reference  ');
    expect(rejected.json()).toMatchObject({ code: 0, data: { status: 'rejected' } });
    const [listed] = (await list(b)).data.vouchers;
    expect(listed).toMatchObject({
      voucherId: proof.voucherId,
      status: 'rejected',
      rejectReason: 'The receipt does not show the reference',
    });
    expect(listed.decidedAt).toEqual(expect.any(String));
    expect((await reject(proof.voucherId, 'again')).json().code).toBe(0);

    const late = await approve(proof.voucherId);
    expect(late.json()).toMatchObject({
      code: ERRORS.voucherAlreadyDecided.code,
      msg: 'This proof of payment was already rejected',
    });
    expect(await creditedMinor(s, order.id)).toBe(0);
    expect(await payOrderStatus(proof.voucherId)).toBe('expired');
    expect((await reject(proof.voucherId, ' ')).json()).toMatchObject({
      code: ERRORS.payloadInvalid.code,
      data: { field: 'reason' },
    });
    expect((await approve('VO2026010100000000000000')).json().code).toBe(ERRORS.voucherNotFound.code);
    const audit = await s.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, b.userId), eq(auditLog.action, 'voucher.rejected')));
    expect(audit).toHaveLength(1);
  });

  it("refuses another borrower's order, receipt and proofs", async () => {
    const mine = await repayingBorrower(s);
    const other = await repayingBorrower(s);
    const imageId = await uploadReceipt(mine.b);
    const proof = { orderNo: mine.orderNo, imageId, reference: 'OTHER-1', amount: 200 };

    expect((await save(other.b, proof)).code).toBe(ERRORS.orderNotFound.code);
    expect((await save(other.b, { ...proof, orderNo: other.orderNo })).code).toBe(
      ERRORS.voucherImageMissing.code,
    );
    expectOk(await save(mine.b, proof), 'my proof');
    expect((await list(other.b)).data.vouchers).toEqual([]);
    expect((await list(other.b, mine.orderNo)).code).toBe(ERRORS.orderNotFound.code);
    expect((await list(mine.b)).data.vouchers).toHaveLength(1);
  });
});

describe('proof of payment in production mode', () => {
  let s: TestService;
  beforeAll(async () => {
    // Production refuses to start without a real SMS provider: this one sends nothing.
    const sms: SmsProvider = { send: async () => {} };
    s = await startTestService(
      'pglite',
      { sandbox: false, secretKey: 'test-secret-for-production-mode' },
      { sms },
    );
  });
  afterAll(() => s.close());

  it('has no sandbox review routes', async () => {
    for (const action of ['approve', 'reject']) {
      const response = await s.app.inject({
        method: 'POST',
        url: `/dev/vouchers/VO2026010100000000000000/${action}`,
        payload: { reason: 'x' },
      });
      expect(response.statusCode).toBe(404);
    }
  });
});
