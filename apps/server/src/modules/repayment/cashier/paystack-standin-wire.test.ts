import { createHmac } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incomingPayments, standinNotifications } from '../../../db/schema.ts';
import { advanceMinutes, type Borrower } from '../../../testing/loan-fixtures.ts';
import { NAIJA, repayingNgBorrower } from '../../../testing/nigeria-fixtures.ts';
import type { TestService } from '../../../testing/test-service.ts';
import { orderRow } from '../../disbursement/money-fixtures.ts';
import {
  creditedMinor,
  postWebhook,
  startRepaymentService,
  TEST_COLLECTION_ENV,
} from '../repayment-fixtures.ts';

const TEST_CARD = { cardNumber: '4084 0840 8408 4081', expiry: '12/30', cvc: '408' };

/**
 * A sandbox service's Paystack is the real client talking to the Paystack stand-in mounted at
 * /dev/paystack: the checkout page pays there, a dedicated account is opened there, and what the
 * stand-in sends (charge.success, signed with the sandbox's key) is what credits.
 */
describe('Paystack over the wire in a sandbox service', () => {
  let s: TestService;
  beforeAll(async () => {
    s = await startRepaymentService('pglite');
  });
  afterAll(() => s.close());

  const ask = (b: Borrower, method: 'GET' | 'POST', path: string, payload: Record<string, unknown>) =>
    s.call(method, path, payload, { ...NAIJA, token: b.token, lang: 'en' });
  const submit = (url: string, form: Record<string, string>) =>
    s.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });
  /** The stand-in's own notification carrying `needle`, and the same body signed again for a replay. */
  const owedCarrying = async (needle: string) => {
    const [row] = await s.database.db
      .select()
      .from(standinNotifications)
      .where(
        and(eq(standinNotifications.provider, 'paystack'), like(standinNotifications.body, `%${needle}%`)),
      );
    const body = row?.body ?? '';
    const signature = createHmac('sha512', TEST_COLLECTION_ENV.PAYSTACK_SECRET_KEY)
      .update(body)
      .digest('hex');
    return { row, replay: { rawBody: body, headers: { 'x-paystack-signature': signature } } };
  };

  it('credits a checkout paid on the hosted page once, by the webhook alone; a return without payment credits nothing', async () => {
    const { b, orderNo } = await repayingNgBorrower(s);
    const order = await orderRow(s, orderNo);
    const checkout = (await ask(b, 'GET', '/repay/paystack/authorization', { orderNo, amount: 1800 })).data;
    expect(checkout.checkoutUrl).toBe(`/dev/checkout/paystack/${checkout.reference}`);

    // The borrower comes back without paying: verify at the stand-in says not paid; nothing credited.
    const back = await submit(checkout.checkoutUrl, { action: 'cancel' });
    expect(back.statusCode).toBe(303);
    const unpaid = await ask(b, 'GET', '/repay/flutterwave/verify-opt', { payOrderId: checkout.payOrderId });
    expect(unpaid.data.status).toBe('pending');
    expect(await creditedMinor(s, order.id)).toBe(0);
    expect((await owedCarrying(checkout.reference)).row).toBeUndefined();

    // Paid on the page, never asked about again by the browser: the stand-in's charge.success credits.
    const paid = await submit(checkout.checkoutUrl, { action: 'pay', lang: 'en', ...TEST_CARD });
    expect(paid.statusCode).toBe(303);
    await advanceMinutes(s, 1);
    expect(await creditedMinor(s, order.id)).toBe(180_000);
    const { row, replay } = await owedCarrying(`"${checkout.reference}"`);
    expect(row?.lastStatus).toBe(200);
    // Paystack delivering it again, and the borrower's verify afterwards, change nothing.
    expect((await postWebhook(s, 'paystack', replay)).statusCode).toBe(200);
    const verified = await ask(b, 'GET', '/repay/flutterwave/verify-opt', {
      payOrderId: checkout.payOrderId,
    });
    expect(verified.data.status).toBe('paid');
    expect(await creditedMinor(s, order.id)).toBe(180_000);
    expect(
      await s.database.db
        .select()
        .from(incomingPayments)
        .where(eq(incomingPayments.providerRef, checkout.reference)),
    ).toHaveLength(1);
    // The page is single-use: paid, it can no longer be paid.
    expect((await s.app.inject({ url: checkout.checkoutUrl })).statusCode).toBe(409);
  });

  it('opens a dedicated account at the stand-in and credits a transfer into it once', async () => {
    const { b, orderNo } = await repayingNgBorrower(s);
    const order = await orderRow(s, orderNo);
    const account = (await ask(b, 'POST', '/repay/dedicated_account/create', { orderNo })).data;
    expect(account).toMatchObject({ provider: 'paystack', bankName: 'Wema Bank' });
    // Opened at the stand-in (its customer and account records), not made up in the service.
    const opened = await s.app.inject({
      method: 'GET',
      url: `/dev/paystack/customer/${encodeURIComponent(`pagos+puente-ps-${b.userId}@puente.example`)}`,
      headers: { authorization: `Bearer ${TEST_COLLECTION_ENV.PAYSTACK_SECRET_KEY}` },
    });
    expect(opened.json().data.dedicated_account.account_number).toBe(account.accountNumber);

    const sent = await s.app.inject({
      method: 'POST',
      url: '/dev/nuban/transfer',
      payload: { accountNumber: account.accountNumber, amount: 900, payerName: 'Emeka Obi' },
    });
    expect(sent.json().code).toBe(0);
    expect(await creditedMinor(s, order.id)).toBe(0);
    await advanceMinutes(s, 2);
    expect(await creditedMinor(s, order.id)).toBe(90_000);
    const { row, replay } = await owedCarrying(`"receiver_bank_account_number":"${account.accountNumber}"`);
    expect(JSON.parse(row?.body ?? '{}')).toMatchObject({
      event: 'charge.success',
      data: { channel: 'dedicated_nuban', amount: 90_000 },
    });
    expect((await postWebhook(s, 'paystack', replay)).statusCode).toBe(200);
    expect(await creditedMinor(s, order.id)).toBe(90_000);
  });
});
