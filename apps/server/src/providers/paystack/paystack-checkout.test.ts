import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PAYSTACK_CHECKOUT_PAY } from '../../sandbox/standins/paystack/paystack-checkout-routes.ts';
import {
  paystackStandInForTest,
  TEST_PAYSTACK_KEY,
} from '../../sandbox/standins/paystack/paystack-fixtures.ts';
import { GatewayUnavailableError } from '../collection/gateway-provider.ts';
import { verifyPaystackWebhook } from '../collection/paystack-webhook.ts';
import {
  PAYSTACK_OPENAPI_SOURCE,
  paystackAnswer,
  paystackRequest,
  problems,
} from './contract/paystack-openapi.ts';
import { PaystackCheckout } from './paystack-checkout.ts';

type Harness = Awaited<ReturnType<typeof paystackStandInForTest>>;

describe("the Paystack checkout client and stand-in, against Paystack's published OpenAPI description", () => {
  let h: Harness;
  let checkout: PaystackCheckout;
  beforeEach(async () => {
    h = await paystackStandInForTest();
    checkout = new PaystackCheckout(h.connection);
  });
  afterEach(() => h.close());

  const ask = {
    reference: 'PO2026112600000001',
    amountMinor: 1_250_000,
    currency: 'NGN' as const,
    returnUrl: 'https://puente.example/repay/return',
    email: 'chioma.okafor@gmail.com',
    customerName: 'Chioma Okafor',
    validMinutes: 60,
  };

  it('initializes a checkout with our reference, confirms nothing until paid, then verifies the payment', async () => {
    const made = await checkout.initialize(ask);
    expect(made.reference).toBe(ask.reference);
    expect(made.checkoutUrl).toMatch(/^https:\/\/checkout\.paystack\.com\/[a-z0-9]{10}$/);
    expect(await checkout.verify({ reference: ask.reference })).toMatchObject({ status: 'pending' });

    expect((await h.sandbox(PAYSTACK_CHECKOUT_PAY, { reference: ask.reference })).statusCode).toBe(200);
    expect(await checkout.verify({ reference: ask.reference })).toMatchObject({
      status: 'success',
      providerRef: ask.reference,
      reference: ask.reference,
      amountMinor: 1_250_000,
      currency: 'NGN',
    });
    // What Paystack owes the webhook is a charge.success the verifier credits by our reference.
    const [event] = h.owed;
    const signature = createHmac('sha512', TEST_PAYSTACK_KEY)
      .update(event?.body ?? '')
      .digest('hex');
    expect(
      verifyPaystackWebhook(event?.body ?? '', { 'x-paystack-signature': signature }, TEST_PAYSTACK_KEY),
    ).toMatchObject({
      ok: true,
      payment: { provider: 'paystack', providerRef: ask.reference, amountMinor: 1_250_000 },
    });

    const found: string[] = [];
    for (const x of h.exchanges) {
      const name = x.path.startsWith('/transaction/verify/')
        ? 'GET /transaction/verify/{reference}'
        : `${x.method} ${x.path}`;
      if (x.body !== undefined) {
        const request = paystackRequest(name);
        if (!request(x.body)) found.push(`${name} request: ${problems(request).join('; ')}`);
      }
      if (x.status === 200) {
        const answer = paystackAnswer(name, 200);
        if (!answer(x.answer)) found.push(`${name} answer: ${problems(answer).join('; ')}`);
      }
    }
    expect(found, `against ${PAYSTACK_OPENAPI_SOURCE}`).toEqual([]);
  });

  it('refuses a repeated reference as Paystack does, and is unavailable when Paystack cannot be reached', async () => {
    await checkout.initialize(ask);
    await expect(checkout.initialize(ask)).rejects.toBeInstanceOf(GatewayUnavailableError);
    expect(h.exchanges.at(-1)).toMatchObject({
      status: 400,
      answer: { status: false, message: 'Duplicate Transaction Reference' },
    });
    h.setFault(() => Promise.reject(new TypeError('fetch failed')));
    await expect(checkout.verify({ reference: ask.reference })).rejects.toBeInstanceOf(
      GatewayUnavailableError,
    );
  });
});
