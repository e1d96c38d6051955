import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standinNotifications } from '../../db/schema.ts';
import { advanceMinutes, type Borrower } from '../../testing/loan-fixtures.ts';
import { NAIJA, repayingNgBorrower } from '../../testing/nigeria-fixtures.ts';
import type { TestService } from '../../testing/test-service.ts';
import { orderRow } from '../disbursement/money-fixtures.ts';
import {
  creditedMinor,
  postWebhook,
  startRepaymentService,
  TEST_COLLECTION_ENV,
} from './repayment-fixtures.ts';

const CARD = { cardNumber: '4084 0840 8408 4081', expiry: '12/30', cvc: '408' };
/** The stand-in's card whose return says "successful" while Flutterwave's record says failed. */
const LYING_CARD = { ...CARD, cardNumber: '4084 0840 8408 0044' };

/**
 * Flutterwave's faults in a sandbox service whose Flutterwave is the stand-in, reached by our own
 * client (issue 19): a return without a successful verify credits nothing, and each webhook
 * delivered twice and out of order changes the ledger once.
 */
describe('Flutterwave faults, over the stand-in', () => {
  let s: TestService;
  beforeAll(async () => {
    s = await startRepaymentService('pglite');
  });
  afterAll(() => s.close());

  const ask = (b: Borrower, method: 'GET' | 'POST', path: string, payload: object) =>
    s.call(method, path, payload as Record<string, unknown>, { ...NAIJA, token: b.token, lang: 'en' });
  const owedFor = async (needle: string) =>
    s.database.db
      .select()
      .from(standinNotifications)
      .where(
        and(eq(standinNotifications.provider, 'flutterwave'), like(standinNotifications.body, `%${needle}%`)),
      )
      .orderBy(asc(standinNotifications.id));
  const deliver = (body: string) =>
    postWebhook(s, 'flutterwave', {
      rawBody: body,
      headers: { 'verif-hash': TEST_COLLECTION_ENV.FLUTTERWAVE_SECRET_HASH },
    });

  it('credits nothing for a checkout the browser was told was paid but Flutterwave says failed', async () => {
    const { b, orderNo } = await repayingNgBorrower(s);
    const order = await orderRow(s, orderNo);
    const checkout = (await ask(b, 'GET', '/repay/flutterwave/repay-link', { orderNo, amount: 1000 })).data;
    expect(checkout.checkoutUrl).toBe(`/dev/checkout/flutterwave/${checkout.reference}`);
    const back = await s.app.inject({
      method: 'POST',
      url: checkout.checkoutUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ action: 'pay', lang: 'en', ...LYING_CARD }).toString(),
    });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/#/repay/cashier?payOrderId=${checkout.payOrderId}`);
    const status = await ask(b, 'GET', '/repay/flutterwave/verify-opt', { payOrderId: checkout.payOrderId });
    expect(status.data.status).toBe('pending');
    // Flutterwave's charge.completed says failed: it is taken (200) and ignored.
    await advanceMinutes(s, 2);
    const [owed] = await owedFor(checkout.reference);
    expect(JSON.parse(owed?.body ?? '{}').data.status).toBe('failed');
    expect(owed?.lastStatus).toBe(200);
    expect(await creditedMinor(s, order.id)).toBe(0);
    expect(
      (await ask(b, 'GET', '/repay/flutterwave/verify-opt', { payOrderId: checkout.payOrderId })).data.status,
    ).toBe('pending');
  });

  it('credits each transfer into a virtual account once, its webhooks delivered twice and out of order', async () => {
    const { b, orderNo } = await repayingNgBorrower(s);
    const order = await orderRow(s, orderNo);
    const account = (await ask(b, 'GET', '/repay/flutterwave_reserved_account', { orderNo })).data;
    for (const amount of [1000, 2500]) {
      const sent = await s.app.inject({
        method: 'POST',
        url: '/dev/nuban/transfer',
        payload: { accountNumber: account.accountNumber, amount },
      });
      expect(sent.json().code).toBe(0);
    }
    // This test's transfers are the service's only ones into a virtual account.
    const owed = await owedFor('BANK_TRANSFER_TRANSACTION');
    expect(owed).toHaveLength(2);
    const [first, second] = owed.map((n) => n.body);
    // The later one first, each twice, before the tick would send them.
    for (const body of [second, first, second, first])
      expect((await deliver(body ?? '')).statusCode).toBe(200);
    expect(await creditedMinor(s, order.id)).toBe(350_000);
    // And Flutterwave's own deliveries afterwards change nothing.
    await advanceMinutes(s, 2);
    expect((await owedFor('BANK_TRANSFER_TRANSACTION')).map((n) => n.lastStatus)).toEqual([200, 200]);
    expect(await creditedMinor(s, order.id)).toBe(350_000);
  });
});
