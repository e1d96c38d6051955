import { DomainError } from '@puente/domain';
import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stripeStandInForTest } from '../../sandbox/standins/stripe/stripe-fixtures.ts';
import { verifyOxxoWebhook } from '../collection/oxxo-webhook.ts';
import { problems, STRIPE_OPENAPI_SOURCE, stripeObject, stripeRequest } from './contract/stripe-openapi.ts';
import { stripeClient } from './stripe-client.ts';
import { decodeStripeForm } from './stripe-form.ts';
import { oxxoIdempotencyKeys, StripeOxxoAcquirer } from './stripe-oxxo-acquirer.ts';

const SECRET_KEY = 'sk_test_contract0123456789abcdefghij';
const WEBHOOK_SECRET = 'whsec_contract0123456789abcdefghij';
const ask = {
  payOrderId: 'PO2026112112345678901234',
  reference: 'PO2026112112345678901234',
  amountMinor: 45_050,
  validDays: 3,
  payer: { name: 'María Guadalupe Hernández López', email: 'maria.hernandez@gmail.com' },
};

type Harness = Awaited<ReturnType<typeof stripeStandInForTest>>;

/** Holds a value to one of Stripe's published schemas, saying where it is not. */
function expectValid(validate: ReturnType<typeof stripeObject>, value: unknown, what: string) {
  const ok = validate(value);
  expect(ok ? [] : problems(validate), `${what} against ${STRIPE_OPENAPI_SOURCE}`).toEqual([]);
}

describe("our Stripe client and the stand-in, against Stripe's published OpenAPI description", () => {
  let h: Harness;
  let acquirer: StripeOxxoAcquirer;
  beforeEach(async () => {
    h = await stripeStandInForTest({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
    acquirer = new StripeOxxoAcquirer(stripeClient(SECRET_KEY, h.connection), 'withinMinutes');
  });
  afterEach(() => h.close());

  it('sends requests Stripe describes, and the stand-in answers objects Stripe describes', async () => {
    const voucher = await acquirer.issueReference(ask);
    expect(voucher.number).toMatch(/^\d{18}$/);
    expect(voucher.paymentIntentId).toMatch(/^pi_[A-Za-z0-9]{24}$/);
    expect(voucher.hostedVoucherUrl).toBe(
      `https://stripe.standin.test/oxxo/vouchers/${voucher.paymentIntentId}`,
    );
    // 23:59:59 Mexico City (UTC-6) three days after 2026-11-21.
    expect(voucher.expiresAt.toISOString()).toBe('2026-11-25T05:59:59.000Z');

    const [create, confirm] = h.exchanges;
    expect(create).toMatchObject({ method: 'POST', path: '/v1/payment_intents', status: 200 });
    expect(create?.headers).toMatchObject({
      authorization: `Bearer ${SECRET_KEY}`,
      'content-type': 'application/x-www-form-urlencoded',
      'idempotency-key': oxxoIdempotencyKeys(ask.payOrderId).create,
    });
    const created = decodeStripeForm(create?.body ?? '');
    expect(created).toEqual({
      amount: '45050',
      currency: 'mxn',
      payment_method_types: ['oxxo'],
      payment_method_options: { oxxo: { expires_after_days: '3' } },
      metadata: { reference: ask.reference },
    });
    expectValid(stripeRequest('POST /v1/payment_intents'), created, 'the create request');
    expectValid(stripeObject('payment_intent'), create?.answer, 'the created PaymentIntent');

    expect(confirm).toMatchObject({ method: 'POST', status: 200 });
    expect(confirm?.path).toBe(`/v1/payment_intents/${voucher.paymentIntentId}/confirm`);
    expect(confirm?.headers['idempotency-key']).toBe(oxxoIdempotencyKeys(ask.payOrderId).confirm);
    const confirmed = decodeStripeForm(confirm?.body ?? '');
    expect(confirmed).toEqual({
      payment_method_data: {
        type: 'oxxo',
        billing_details: { name: ask.payer.name, email: ask.payer.email },
      },
    });
    expectValid(stripeRequest('POST /v1/payment_intents/{intent}/confirm'), confirmed, 'the confirm request');
    expectValid(stripeObject('payment_intent'), confirm?.answer, 'the confirmed PaymentIntent');
    expect(confirm?.answer).toMatchObject({
      status: 'requires_action',
      next_action: { type: 'oxxo_display_details', oxxo_display_details: { number: voucher.number } },
    });

    // Paid at the till: Stripe owes payment_intent.succeeded, an event as Stripe describes it.
    const paid = await h.app.inject({
      method: 'POST',
      url: '/oxxo/pay',
      payload: { number: voucher.number },
    });
    expect(paid.statusCode).toBe(200);
    const retrieved = await stripeClient(SECRET_KEY, h.connection).paymentIntents.retrieve(
      voucher.paymentIntentId,
    );
    expect(retrieved).toMatchObject({ status: 'succeeded', amount_received: 45_050 });
    expectValid(stripeObject('payment_intent'), h.exchanges.at(-1)?.answer, 'the retrieved PaymentIntent');
    const succeeded = h.owed
      .map((n) => JSON.parse(n.body))
      .find((e) => e.type === 'payment_intent.succeeded');
    expectValid(stripeObject('event'), succeeded, 'the payment_intent.succeeded event');
    expectValid(stripeObject('payment_intent'), succeeded.data.object, "the event's PaymentIntent");
    const failed = h.owed
      .map((n) => JSON.parse(n.body))
      .find((e) => e.type === 'payment_intent.payment_failed');
    expectValid(stripeObject('event'), failed, 'the expiry event');
  });

  it("answers a repeated request with its first answer, and a changed one with Stripe's idempotency error", async () => {
    const first = await acquirer.issueReference(ask);
    const again = await acquirer.issueReference(ask);
    expect(again).toEqual(first);
    const client = stripeClient(SECRET_KEY, h.connection);
    const changed = client.paymentIntents.create(
      { amount: 99_900, currency: 'mxn', payment_method_types: ['oxxo'] },
      { idempotencyKey: oxxoIdempotencyKeys(ask.payOrderId).create },
    );
    await expect(changed).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    const refusal = h.exchanges.at(-1);
    expect(refusal?.status).toBe(400);
    expectValid(stripeObject('error'), refusal?.answer, 'the idempotency error');
  });

  it("refuses a wrong key, an unknown intent and a voucher without the payer's e-mail in Stripe's error shape", async () => {
    const wrongKey = stripeClient('sk_test_someoneelse0123456789abcdef', h.connection);
    await expect(wrongKey.paymentIntents.retrieve('pi_x')).rejects.toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    );
    const client = stripeClient(SECRET_KEY, h.connection);
    await expect(client.paymentIntents.retrieve('pi_nothere')).rejects.toMatchObject({
      code: 'resource_missing',
      statusCode: 404,
    });
    const noEmail = new StripeOxxoAcquirer(client, 'withinMinutes').issueReference({
      ...ask,
      payOrderId: 'PO2',
      payer: { name: 'Ana', email: '' },
    });
    await expect(noEmail).rejects.toBeInstanceOf(DomainError);
    for (const exchange of h.exchanges.filter((e) => e.status >= 400))
      expectValid(stripeObject('error'), exchange.answer, `${exchange.status} ${exchange.path}`);
    expect(h.exchanges.filter((e) => e.status >= 400).map((e) => e.status)).toEqual([401, 404, 400]);
  });

  it("signs its events with Stripe's scheme at delivery, which our verifier takes on the wall clock", async () => {
    const voucher = await acquirer.issueReference(ask);
    await h.app.inject({ method: 'POST', url: '/oxxo/pay', payload: { number: voucher.number } });
    const owed = h.owed.find((n) => n.body.includes('payment_intent.succeeded'));
    if (!owed) throw new Error('no event owed');
    const wallNow = new Date();
    const headers = h.standIn.signNotification?.(owed, wallNow) ?? {};
    const result = verifyOxxoWebhook(owed.body, headers, { webhookSecret: WEBHOOK_SECRET, wallNow });
    expect(result).toMatchObject({
      ok: true,
      payment: {
        providerRef: voucher.paymentIntentId,
        amountMinor: 45_050,
        match: { reference: ask.reference },
      },
    });
    // Delivered ten minutes after it was signed: refused, though the business clock moved further.
    h.advance(3 * 86_400_000);
    const late = verifyOxxoWebhook(owed.body, headers, {
      webhookSecret: WEBHOOK_SECRET,
      wallNow: new Date(wallNow.getTime() + 10 * 60_000),
    });
    expect(late).toMatchObject({ ok: false, reason: 'signature' });
  });
});

describe("Stripe's schemas as extracted", () => {
  it('refuse what Stripe would not send or take', () => {
    const intent = stripeObject('payment_intent');
    expect(intent({ id: 'pi_1', object: 'payment_intent', amount: 100 })).toBe(false);
    expect(problems(intent).join()).toMatch(/status/);
    const create = stripeRequest('POST /v1/payment_intents');
    expect(create({ amount: '100', currency: 'mxn' })).toBe(true);
    expect(create({ amount: 'cien', currency: 'mxn' })).toBe(false);
    expect(create({ amount: '100', currency: 'mxn', surprise: '1' })).toBe(false);
    const confirm = stripeRequest('POST /v1/payment_intents/{intent}/confirm');
    expect(confirm({ payment_method_data: { type: 'cash' } })).toBe(false);
  });
});

describe('Stripe failing while a voucher is issued', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await stripeStandInForTest({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
  });
  afterEach(() => h.close());

  it('tells the borrower to try again on 5xx and on a timeout, and the retry makes one PaymentIntent', async () => {
    const quick = stripeClient(SECRET_KEY, h.connection, { maxNetworkRetries: 0, timeoutMs: 200 });
    const acquirer = new StripeOxxoAcquirer(quick, 'withinMinutes');
    h.setFault(async () =>
      Response.json({ error: { type: 'api_error', message: 'An unknown error occurred' } }, { status: 500 }),
    );
    await expect(acquirer.issueReference(ask)).rejects.toMatchObject({ errorName: 'oxxoUnavailable' });
    // A create that reached Stripe whose answer never came back: the client gives up after its timeout.
    h.setFault((request) => {
      if (!request.url.endsWith('/v1/payment_intents')) return undefined;
      return new Promise<Response>((_resolve, reject) =>
        request.signal.addEventListener('abort', () => reject(request.signal.reason)),
      );
    });
    await expect(acquirer.issueReference(ask)).rejects.toMatchObject({ errorName: 'oxxoUnavailable' });
    h.setFault(undefined);
    const voucher = await acquirer.issueReference(ask);
    const again = await acquirer.issueReference(ask);
    expect(again.paymentIntentId).toBe(voucher.paymentIntentId);
    const creates = h.exchanges.filter((e) => e.path === '/v1/payment_intents' && e.status === 200);
    expect(new Set(creates.map((e) => (e.answer as { id: string }).id)).size).toBe(1);
  });
});
