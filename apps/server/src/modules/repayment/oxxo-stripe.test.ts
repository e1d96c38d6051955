import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ERRORS } from '@puente/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payOrders, userProfiles } from '../../db/schema.ts';
import { serveStandIns } from '../../sandbox/standins/serve-standins.ts';
import { oxxoEvent, oxxoIntent, signedStripeEvent } from '../../sandbox/standins/stripe/stripe-fixtures.ts';
import { stripeStandIn } from '../../sandbox/standins/stripe/stripe-standin.ts';
import { Secret } from '../../settings/secret.ts';
import { advanceMinutes } from '../../testing/loan-fixtures.ts';
import type { TestService } from '../../testing/test-service.ts';
import { orderRow } from '../disbursement/money-fixtures.ts';
import {
  creditedMinor,
  postWebhook,
  repayingBorrower,
  startRepaymentService,
  TEST_COLLECTION_ENV,
} from './repayment-fixtures.ts';

const WEBHOOK_SECRET = TEST_COLLECTION_ENV.STRIPE_WEBHOOK_SECRET;

const payOrderOf = async (s: TestService, id: string) =>
  (await s.database.db.select().from(payOrders).where(eq(payOrders.id, id)))[0];

/** Stripe's event about the voucher's own PaymentIntent, signed by Stripe's helper at `wallAt`. */
async function eventFor(s: TestService, payOrderId: string, type: string, wallAt = new Date()) {
  const row = await payOrderOf(s, payOrderId);
  if (!row?.providerRef) throw new Error('no PaymentIntent');
  const at = s.clock.now();
  const intent = oxxoIntent({
    intentId: row.providerRef,
    reference: row.reference,
    amountMinor: row.amount,
    created: at,
    paid: type === 'payment_intent.succeeded',
  });
  return signedStripeEvent(oxxoEvent(type, intent, at), WEBHOOK_SECRET, wallAt);
}

describe('OXXO through the Stripe stand-in, in a sandbox service', () => {
  let s: TestService;
  beforeAll(async () => {
    s = await startRepaymentService('pglite');
  });
  afterAll(() => s.close());

  const voucher = async (token: string, orderNo: string, amount: number) =>
    (await s.call('GET', '/repay/getOXXOReference', { orderNo, amount }, { token })).data;

  it('changes the ledger once when Stripe delivers success twice and a failure after it', async () => {
    const { b, orderNo } = await repayingBorrower(s);
    const { id } = await orderRow(s, orderNo);
    const { reference, payOrderId } = await voucher(b.token, orderNo, 200);
    const paid = await s.app.inject({ method: 'POST', url: '/dev/oxxo/pay', payload: { reference } });
    expect(paid.json().code).toBe(0);
    await advanceMinutes(s, 15);
    expect(await creditedMinor(s, id)).toBe(20_000);

    const success = await eventFor(s, payOrderId, 'payment_intent.succeeded');
    const failure = await eventFor(s, payOrderId, 'payment_intent.payment_failed');
    for (const event of [success, success, failure, success])
      expect((await postWebhook(s, 'oxxo', event)).statusCode).toBe(200);
    expect(await creditedMinor(s, id)).toBe(20_000);
    expect((await payOrderOf(s, payOrderId))?.status).toBe('paid');
  });

  it('closes a voucher Stripe says expired, and still credits a success that arrives after the failure', async () => {
    const { b, orderNo } = await repayingBorrower(s);
    const { id } = await orderRow(s, orderNo);
    const { payOrderId } = await voucher(b.token, orderNo, 300);
    const failure = await eventFor(s, payOrderId, 'payment_intent.payment_failed');
    expect((await postWebhook(s, 'oxxo', failure)).statusCode).toBe(200);
    expect((await payOrderOf(s, payOrderId))?.status).toBe('expired');
    // Closed, it is no longer offered: the same amount asked again is a new voucher.
    expect((await voucher(b.token, orderNo, 300)).payOrderId).not.toBe(payOrderId);

    // Out of order: the payment Stripe had taken before the failure was sent arrives now.
    const success = await eventFor(s, payOrderId, 'payment_intent.succeeded');
    for (const event of [success, success])
      expect((await postWebhook(s, 'oxxo', event)).statusCode).toBe(200);
    expect(await creditedMinor(s, id)).toBe(30_000);
  });

  it('takes a genuine signature after the business clock moved days, and refuses one 10 minutes old, or forged', async () => {
    const { b, orderNo } = await repayingBorrower(s);
    const { id } = await orderRow(s, orderNo);
    const { payOrderId } = await voucher(b.token, orderNo, 250);
    await advanceMinutes(s, 2 * 24 * 60);
    const stale = await eventFor(
      s,
      payOrderId,
      'payment_intent.succeeded',
      new Date(Date.now() - 10 * 60_000),
    );
    expect((await postWebhook(s, 'oxxo', stale)).statusCode).toBe(401);
    const forged = {
      ...stale,
      headers: {
        ...stale.headers,
        'stripe-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`,
      },
    };
    expect((await postWebhook(s, 'oxxo', forged)).statusCode).toBe(401);
    expect(await creditedMinor(s, id)).toBe(0);
    const fresh = await eventFor(s, payOrderId, 'payment_intent.succeeded');
    expect((await postWebhook(s, 'oxxo', fresh)).statusCode).toBe(200);
    expect(await creditedMinor(s, id)).toBe(25_000);
  });

  it("honours Stripe's test e-mail that expires a voucher at once", async () => {
    const { b, orderNo } = await repayingBorrower(s);
    const user = b.userId;
    const [profile] = await s.database.db.select().from(userProfiles).where(eq(userProfiles.userId, user));
    await s.database.db
      .update(userProfiles)
      .set({ basic: { ...(profile?.basic ?? {}), email: 'ana_expire_immediately@gmail.com' } })
      .where(eq(userProfiles.userId, user));
    const { payOrderId } = await voucher(b.token, orderNo, 200);
    await advanceMinutes(s, 1);
    expect((await payOrderOf(s, payOrderId))?.status).toBe('expired');
  });
});

describe('Stripe failing on create, in a service given a Stripe key', () => {
  let s: TestService;
  let proxy: Server;
  let failing = true;
  let stop: () => Promise<void>;
  const SECRET_KEY = `sk_test_${'f4ult'.repeat(6)}`;

  beforeAll(async () => {
    const stripe = await serveStandIns(
      [stripeStandIn({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET })],
      {
        host: '127.0.0.1',
        ports: { stripe: 0 },
        notifyUrl: 'http://127.0.0.1:9',
        pollMs: 60_000,
      },
    );
    // Stripe as the network sees it on a bad day: 503 while failing, the stand-in otherwise.
    proxy = createServer(async (request, response) => {
      if (failing) {
        response.writeHead(503, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { type: 'api_error', message: 'Stripe is unavailable' } }));
        return;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const answer = await fetch(new URL(request.url ?? '/', stripe.urls.stripe), {
        method: request.method,
        headers: request.headers as Record<string, string>,
        ...(chunks.length ? { body: Buffer.concat(chunks) } : {}),
      });
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(await answer.text());
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const { port } = proxy.address() as AddressInfo;
    s = await startRepaymentService('pglite', {
      stripe: { secretKey: new Secret(SECRET_KEY), apiBase: `http://127.0.0.1:${port}` },
    });
    stop = () => stripe.close();
  });
  afterAll(async () => {
    await s.close();
    await new Promise((resolve) => proxy.close(resolve));
    await stop();
  });

  it('tells the borrower to try again, shows nothing, and the next ask completes the same pay order once', async () => {
    const { b, orderNo } = await repayingBorrower(s);
    const { id } = await orderRow(s, orderNo);
    const ask = () =>
      s.call('GET', '/repay/getOXXOReference', { orderNo, amount: 200 }, { token: b.token, lang: 'es' });
    const refused = await ask();
    expect(refused.code).toBe(ERRORS.oxxoUnavailable.code);
    expect(refused.msg).toMatch(/^No pudimos generar tu referencia de OXXO/);
    const kept = await s.database.db.select().from(payOrders).where(eq(payOrders.orderId, id));
    expect(kept.map((p) => [p.voucherNumber, p.providerRef])).toEqual([[null, null]]);

    failing = false;
    const given = await ask();
    expect(given.code).toBe(0);
    expect(given.data.payOrderId).toBe(kept[0]?.id);
    expect((await ask()).data.reference).toBe(given.data.reference);
    const [issued] = await s.database.db.select().from(payOrders).where(eq(payOrders.orderId, id));
    expect(issued?.providerRef).toMatch(/^pi_/);
  });
});
