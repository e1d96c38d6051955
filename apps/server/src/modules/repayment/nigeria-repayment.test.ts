import { ERRORS, formatMoney, nubanCheckDigit, toMajor } from '@puente/domain';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { incomingPayments, payOrders, standinNotifications } from '../../db/schema.ts';
import { flutterwaveChargeCompleted } from '../../sandbox/collection/sandbox-flutterwave.ts';
import { paystackChargeSuccess } from '../../sandbox/collection/sandbox-paystack.ts';
import { describeEngines } from '../../testing/describe-engines.ts';
import { advanceMinutes, type Borrower, onboardedBorrower } from '../../testing/loan-fixtures.ts';
import { NAIJA, onboardedNgBorrower, repayingNgBorrower } from '../../testing/nigeria-fixtures.ts';
import { ENGINES } from '../../testing/test-database.ts';
import type { TestService } from '../../testing/test-service.ts';
import { disbursedOrder, orderRow } from '../disbursement/money-fixtures.ts';
import {
  creditedMinor,
  postWebhook,
  startRepaymentService,
  TEST_COLLECTION_ENV,
} from './repayment-fixtures.ts';

const TEST_CARD = { cardNumber: '4084 0840 8408 4081', expiry: '12/30', cvc: '408' };

describeEngines(ENGINES)('Nigerian repayment on %s', (engine) => {
  let s: TestService;
  beforeAll(async () => {
    s = await startRepaymentService(engine);
  });
  afterAll(() => s.close());

  const ask = (
    b: Borrower,
    method: 'GET' | 'POST',
    path: string,
    payload: object,
    lang: 'en' | 'es' = 'en',
  ) => s.call(method, path, payload as Record<string, unknown>, { ...NAIJA, token: b.token, lang });
  const verifyOpt = (b: Borrower, payOrderId: string) =>
    ask(b, 'GET', '/repay/flutterwave/verify-opt', { payOrderId });
  /** The tester's browser on the sandbox checkout: the form as a browser posts it. */
  const submitCheckout = (checkoutUrl: string, form: Record<string, string>) =>
    s.app.inject({
      method: 'POST',
      url: checkoutUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });
  const payAtCheckout = async (checkoutUrl: string) => {
    const paid = await submitCheckout(checkoutUrl, { action: 'pay', lang: 'en', ...TEST_CARD });
    expect(paid.statusCode).toBe(303);
    return paid.headers.location as string;
  };

  it('takes part through Paystack, part through Flutterwave, the rest into a Monnify account, and finishes the loan', async () => {
    const { b, orderNo } = await repayingNgBorrower(s);
    const order = await orderRow(s, orderNo);
    const detail = (await ask(b, 'GET', '/repay/repay-order/detail', { orderNo })).data;
    expect(detail.channels.map((c: { channelId: string }) => c.channelId)).toEqual([
      'cashier',
      'reservedAccount',
      'voucher',
    ]);

    // Paystack: the return is only a hint; verify-opt asks the gateway and credits at once.
    const paystack = await ask(b, 'GET', '/repay/paystack/authorization', { orderNo, amount: 2000 });
    expect(paystack.code).toBe(0);
    expect(paystack.data).toMatchObject({ gateway: 'paystack', amount: 2000, currency: 'NGN' });
    const { payOrderId, checkoutUrl } = paystack.data;
    expect(checkoutUrl).toBe(`/dev/checkout/paystack/${paystack.data.reference}`);
    const page = await s.app.inject({ url: `${checkoutUrl}?lang=es` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="es">');
    expect(page.body).toContain('<label for="cardNumber">Número de tarjeta</label>');
    expect(page.body).toContain(formatMoney(200_000, 'NG', 'es'));
    expect(page.body).toContain('Entorno de pruebas');
    expect((await verifyOpt(b, payOrderId)).data).toEqual({
      payOrderId,
      status: 'pending',
      amount: 2000,
      currency: 'NGN',
      purpose: 'repayment',
    });
    expect(await payAtCheckout(checkoutUrl)).toBe(`/#/repay/cashier?payOrderId=${payOrderId}`);
    expect((await verifyOpt(b, payOrderId)).data.status).toBe('paid');
    expect(await creditedMinor(s, order.id)).toBe(200_000);

    // The webhook arrives later, is genuine, and credits nothing twice.
    await advanceMinutes(s, 2);
    // Paid at the Paystack stand-in, whose charge.success reached the webhook route and was taken.
    const [delivered] = await s.database.db
      .select()
      .from(standinNotifications)
      .where(
        and(
          eq(standinNotifications.provider, 'paystack'),
          like(standinNotifications.body, `%"${paystack.data.reference}"%`),
        ),
      );
    expect(JSON.parse(delivered?.body ?? '{}')).toMatchObject({
      event: 'charge.success',
      data: { reference: paystack.data.reference, amount: 200_000, channel: 'card' },
    });
    expect(delivered?.lastStatus).toBe(200);
    const paystackPayments = await s.database.db
      .select()
      .from(incomingPayments)
      .where(eq(incomingPayments.providerRef, paystack.data.reference));
    expect(paystackPayments).toHaveLength(1);
    expect(await creditedMinor(s, order.id)).toBe(200_000);
    const again = await submitCheckout(checkoutUrl, { action: 'pay', lang: 'en', ...TEST_CARD });
    expect(again.statusCode).toBe(409);

    // Flutterwave: the borrower never comes back; the webhook is confirmed with Flutterwave's verify.
    const flutterwave = await ask(b, 'GET', '/repay/flutterwave/repay-link', { orderNo, amount: 3000 });
    expect(flutterwave.data).toMatchObject({ gateway: 'flutterwave', amount: 3000 });
    await payAtCheckout(flutterwave.data.checkoutUrl);
    await advanceMinutes(s, 2);
    expect(await creditedMinor(s, order.id)).toBe(500_000);
    expect((await verifyOpt(b, flutterwave.data.payOrderId)).data.status).toBe('paid');
    expect(await creditedMinor(s, order.id)).toBe(500_000);

    // Monnify: the borrower's own account, the same every time; a transfer of the rest finishes the loan.
    const reserved = await ask(b, 'GET', '/repay/monnify_reserved_account', { orderNo });
    expect(reserved.data).toMatchObject({ provider: 'monnify', bankName: 'Moniepoint MFB', currency: 'NGN' });
    const { accountNumber } = reserved.data;
    expect(accountNumber).toMatch(/^\d{10}$/);
    expect(nubanCheckDigit('50515', accountNumber.slice(0, 9))).toBe(Number(accountNumber[9]));
    // All on the day the money was sent: no interest has accrued, the principal settles the loan.
    expect(reserved.data.totalOwed).toBe(toMajor(order.amount - 500_000));
    expect((await ask(b, 'GET', '/repay/monnify_reserved_account', { orderNo })).data.accountNumber).toBe(
      accountNumber,
    );
    const sent = await s.app.inject({
      method: 'POST',
      url: '/dev/nuban/transfer',
      payload: { accountNumber, amount: reserved.data.totalOwed },
    });
    expect(sent.json().code).toBe(0);
    await advanceMinutes(s, 2);
    expect((await orderRow(s, orderNo)).status).toBe(4);
    expect(await creditedMinor(s, order.id)).toBe(order.amount);
  });

  it('credits a transfer into a Flutterwave virtual account and into a Paystack dedicated account', async () => {
    const { b, orderNo } = await repayingNgBorrower(s);
    const order = await orderRow(s, orderNo);
    const flutterwave = (await ask(b, 'GET', '/repay/flutterwave_reserved_account', { orderNo })).data;
    const paystack = (await ask(b, 'POST', '/repay/dedicated_account/create', { orderNo })).data;
    expect(flutterwave).toMatchObject({ provider: 'flutterwave', bankName: 'WEMA BANK' });
    expect(paystack).toMatchObject({ provider: 'paystack', bankName: 'Wema Bank' });
    expect(paystack.accountName).toBe('PUENTE/ADAEZE OKAFOR');
    expect(flutterwave.accountNumber).not.toBe(paystack.accountNumber);
    for (const [accountNumber, amount] of [
      [flutterwave.accountNumber, 1500],
      [paystack.accountNumber, 1200],
    ]) {
      const sent = await s.app.inject({
        method: 'POST',
        url: '/dev/nuban/transfer',
        payload: { accountNumber, amount },
      });
      expect(sent.json().code).toBe(0);
    }
    await advanceMinutes(s, 2);
    expect(await creditedMinor(s, order.id)).toBe(270_000);
    const unknown = await s.app.inject({
      method: 'POST',
      url: '/dev/nuban/transfer',
      payload: { accountNumber: '0000000019', amount: 1000 },
    });
    expect(unknown.json().code).toBe(ERRORS.accountNotFound.code);
  });

  it('answers GET /repay/dedicated_account/create, the spec’s method, as it answers POST: one account, kept', async () => {
    const { b, orderNo } = await repayingNgBorrower(s);
    const order = await orderRow(s, orderNo);
    const other = await onboardedNgBorrower(s);
    expect((await ask(other, 'GET', '/repay/dedicated_account/create', { orderNo })).code).toBe(
      ERRORS.orderNotFound.code,
    );
    const created = await ask(b, 'GET', '/repay/dedicated_account/create', { orderNo });
    expect(created).toMatchObject({ code: 0, data: { provider: 'paystack', bankName: 'Wema Bank' } });
    const posted = await ask(b, 'POST', '/repay/dedicated_account/create', { orderNo });
    expect(posted.data).toEqual(created.data);
    const sent = await s.app.inject({
      method: 'POST',
      url: '/dev/nuban/transfer',
      payload: { accountNumber: created.data.accountNumber, amount: 1200 },
    });
    expect(sent.json().code).toBe(0);
    await advanceMinutes(s, 2);
    expect(await creditedMinor(s, order.id)).toBe(120_000);
  });

  it('credits nothing for a declined card, nor for a Paystack webhook with a wrong signature', async () => {
    const { b, orderNo } = await repayingNgBorrower(s);
    const order = await orderRow(s, orderNo);
    const checkout = (await ask(b, 'GET', '/repay/paystack/authorization', { orderNo, amount: 1500 })).data;
    const declined = await submitCheckout(checkout.checkoutUrl, {
      action: 'pay',
      lang: 'en',
      ...TEST_CARD,
      cardNumber: '4084080000000002',
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toContain('role="alert"');
    expect(declined.body).toContain('Your card was declined.');
    expect(declined.body).not.toMatch(/id="cvc"[^>]*value=/);
    const badCvc = await submitCheckout(checkout.checkoutUrl, { action: 'pay', ...TEST_CARD, cvc: '4' });
    expect(badCvc.statusCode).toBe(400);
    expect(badCvc.body).toContain('aria-invalid="true"');
    await advanceMinutes(s, 2);
    expect((await verifyOpt(b, checkout.payOrderId)).data.status).toBe('pending');
    expect(await creditedMinor(s, order.id)).toBe(0);

    const forged = paystackChargeSuccess({
      amountMinor: 150_000,
      secretKey: 'sk_test_guessed',
      at: s.clock.now(),
      seed: 'forged',
      reference: checkout.reference,
    });
    expect((await postWebhook(s, 'paystack', forged)).statusCode).toBe(401);
    expect(await creditedMinor(s, order.id)).toBe(0);

    for (const url of ['/dev/checkout/paystack/PUENTE-PS-NOPE', '/dev/checkout/stripe/x']) {
      const missing = await s.app.inject({ url });
      expect(missing.statusCode).toBe(404);
      expect(missing.body).toContain('There is no such payment.');
    }
    const cancelled = await submitCheckout(checkout.checkoutUrl, { action: 'cancel' });
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(`/#/repay/cashier?payOrderId=${checkout.payOrderId}`);
    await advanceMinutes(s, 61);
    expect((await verifyOpt(b, checkout.payOrderId)).code).toBe(ERRORS.payOrderTimedOut.code);
    const [expired] = await s.database.db
      .select()
      .from(payOrders)
      .where(eq(payOrders.id, checkout.payOrderId));
    expect(expired?.status).toBe('expired');
  });

  it("pays a waiting extension's fee through the checkout, and applies the extension", async () => {
    const { b, orderNo } = await repayingNgBorrower(s);
    const order = await orderRow(s, orderNo);
    const extension = await ask(b, 'POST', '/repay/confirmExtensionOrder', { orderNo, agree: true });
    expect(extension.code).toBe(0);
    const { extensionId, total } = extension.data;
    const checkout = await ask(b, 'GET', '/repay/paystack/authorization', { orderNo, extensionId });
    expect(checkout.data).toMatchObject({ amount: total, currency: 'NGN' });
    const [payOrder] = await s.database.db
      .select()
      .from(payOrders)
      .where(eq(payOrders.id, checkout.data.payOrderId));
    expect(payOrder?.purpose).toBe('extension');
    await payAtCheckout(checkout.data.checkoutUrl);
    expect((await verifyOpt(b, checkout.data.payOrderId)).data).toMatchObject({
      status: 'paid',
      purpose: 'extension',
    });
    const status = await ask(b, 'GET', '/repay/updateExtensionOrderStatus', { orderNo, extensionId });
    expect(status.data.status).toBe('applied');
    expect((await orderRow(s, orderNo)).status).toBe(2);
    expect(await creditedMinor(s, order.id)).toBeGreaterThan(0);
    const twice = await ask(b, 'GET', '/repay/paystack/authorization', { orderNo, extensionId });
    expect(twice.code).toBe(ERRORS.extensionNotWaiting.code);
  });

  it('credits a Flutterwave webhook only as Flutterwave itself confirms it', async () => {
    const { b, orderNo } = await repayingNgBorrower(s);
    const order = await orderRow(s, orderNo);
    const checkout = (await ask(b, 'GET', '/repay/flutterwave/repay-link', { orderNo, amount: 1000 })).data;
    // The shared hash is right, but Flutterwave has no such transaction: nothing is credited, and
    // the notification is refused as one we cannot take (decision 037), kept for an operator.
    const unknown = flutterwaveChargeCompleted({
      amountMinor: 100_000,
      secretHash: TEST_COLLECTION_ENV.FLUTTERWAVE_SECRET_HASH,
      txRef: checkout.reference,
      at: s.clock.now(),
      seed: 'never-paid',
      paymentType: 'card',
    });
    expect((await postWebhook(s, 'flutterwave', unknown)).statusCode).toBe(400);
    expect(await creditedMinor(s, order.id)).toBe(0);
    // Paid for real, then announced with an inflated body: the verified amount is what is credited.
    await payAtCheckout(checkout.checkoutUrl);
    // The stand-in's own charge.completed for it, its amount inflated before Flutterwave sends it.
    const [owed] = await s.database.db
      .select()
      .from(standinNotifications)
      .where(
        and(
          eq(standinNotifications.provider, 'flutterwave'),
          like(standinNotifications.body, `%"${checkout.reference}"%`),
        ),
      );
    const genuine = JSON.parse(owed?.body ?? '{}') as { data: Record<string, unknown> };
    const inflated = {
      rawBody: JSON.stringify({ ...genuine, data: { ...genuine.data, amount: 9000, charged_amount: 9000 } }),
      headers: { 'verif-hash': TEST_COLLECTION_ENV.FLUTTERWAVE_SECRET_HASH },
    };
    expect((await postWebhook(s, 'flutterwave', inflated)).statusCode).toBe(200);
    expect(await creditedMinor(s, order.id)).toBe(100_000);
    await advanceMinutes(s, 2);
    expect(await creditedMinor(s, order.id)).toBe(100_000);
  });

  it("refuses another borrower's pay order, amounts off the step, and Mexico's orders", async () => {
    const { b, orderNo } = await repayingNgBorrower(s);
    const other = await onboardedNgBorrower(s);
    const mine = (await ask(b, 'GET', '/repay/flutterwave/repay-link', { orderNo, amount: 1000 })).data;
    expect((await verifyOpt(other, mine.payOrderId)).code).toBe(ERRORS.payOrderMissing.code);
    expect((await ask(other, 'GET', '/repay/paystack/authorization', { orderNo, amount: 1000 })).code).toBe(
      ERRORS.orderNotFound.code,
    );
    expect((await verifyOpt(b, 'PO202611210000000000')).code).toBe(ERRORS.payOrderMissing.code);
    const empty = await verifyOpt(b, '');
    expect(empty).toMatchObject({
      code: ERRORS.payOrderMissing.code,
      msg: 'pay order cannot be empty, try again',
    });

    const offStep = await ask(b, 'GET', '/repay/paystack/authorization', { orderNo, amount: 1050 });
    expect(offStep).toMatchObject({
      code: ERRORS.repayAmountNotStep.code,
      msg: 'The amount must be a multiple of ₦100.00',
    });
    const below = await ask(b, 'GET', '/repay/flutterwave/repay-link', { orderNo, amount: 500 }, 'es');
    expect(below).toMatchObject({
      code: ERRORS.repayAmountBelowMinimum.code,
      msg: `El pago mínimo es de ${formatMoney(100_000, 'NG', 'es')}`,
    });
    const noAmount = await ask(b, 'GET', '/repay/paystack/authorization', { orderNo });
    expect(noAmount.code).toBe(ERRORS.payloadInvalid.code);
    const badExtension = await ask(b, 'GET', '/repay/paystack/authorization', {
      orderNo,
      extensionId: '7f0c1d5e-0000-4000-8000-000000000000',
    });
    expect(badExtension.code).toBe(ERRORS.extensionNotFound.code);

    const mexican = await onboardedBorrower(s);
    const mxOrder = await disbursedOrder(s, mexican);
    for (const path of ['/repay/paystack/authorization', '/repay/monnify_reserved_account']) {
      const answer = await s.call('GET', path, { orderNo: mxOrder, amount: 200 }, { token: mexican.token });
      expect(answer.code).toBe(ERRORS.noPaymentMethod.code);
    }
  });
});
