import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { oxxoEvent, oxxoIntent, signedStripeEvent } from '../../sandbox/standins/stripe/stripe-fixtures.ts';
import { parseStripeSignature, verifyOxxoWebhook } from './oxxo-webhook.ts';
import { hmacHex } from './webhook-test-signing.ts';

const SECRET = 'whsec_test_5f2b9a7c1d';
const paidAt = new Date('2026-11-21T18:00:00Z');
const t = paidAt.getTime() / 1000;
const later = (seconds: number) => new Date(paidAt.getTime() + seconds * 1000);

/** A payment_intent.succeeded event as Stripe writes it (fields trimmed to those that matter). */
function event(type = 'payment_intent.succeeded', object: Record<string, unknown> = {}): string {
  return JSON.stringify({
    id: 'evt_3NkqLm2eZvKYlo2C1Xw0Q9Zb',
    object: 'event',
    created: t,
    type,
    data: {
      object: {
        id: 'pi_3NkqLm2eZvKYlo2C1oXxOoXx',
        object: 'payment_intent',
        amount: 94_722,
        amount_received: 94_722,
        currency: 'mxn',
        metadata: { reference: '93000123456786' },
        payment_method_types: ['oxxo'],
        status: 'succeeded',
        ...object,
      },
    },
  });
}

/** Signed here with node:crypto directly, independently of the code under test. */
function signed(body: string, secret = SECRET, at = t): { 'stripe-signature': string } {
  const v1 = hmacHex('sha256', secret, `${at}.${body}`);
  return { 'stripe-signature': `t=${at},v1=${v1}` };
}

describe('OXXO through Stripe: the webhook', () => {
  it('accepts a correctly signed payment_intent.succeeded and matches it by our reference', () => {
    const body = event();
    expect(verifyOxxoWebhook(body, signed(body), { webhookSecret: SECRET, wallNow: later(5) })).toEqual({
      ok: true,
      payment: {
        provider: 'oxxo',
        providerRef: 'pi_3NkqLm2eZvKYlo2C1oXxOoXx',
        currency: 'MXN',
        amountMinor: 94_722,
        match: { kind: 'reference', reference: '93000123456786' },
        paidAt,
      },
    });
  });

  it('refuses a body changed by one byte, a wrong secret, and a missing or malformed header', () => {
    const body = event();
    const settings = { webhookSecret: SECRET, wallNow: later(5) };
    const changed = body.replace('94722,"amount_received"', '94723,"amount_received"');
    expect(changed).not.toBe(body);
    expect(verifyOxxoWebhook(changed, signed(body), settings)).toMatchObject({
      ok: false,
      reason: 'signature',
    });
    expect(verifyOxxoWebhook(`${body} `, signed(body), settings)).toMatchObject({ reason: 'signature' });
    expect(verifyOxxoWebhook(body, signed(body, 'whsec_other'), settings)).toMatchObject({
      reason: 'signature',
    });
    expect(verifyOxxoWebhook(body, {}, settings)).toMatchObject({ reason: 'signature' });
    const v1 = signed(body)['stripe-signature'].split('v1=')[1];
    for (const value of [
      `v1=${v1}`,
      `t=${t}`,
      `t=${t},v1=${v1?.toUpperCase().slice(1)}`,
      'garbage',
      `t=${t},t=${t},v1=${v1}`,
    ]) {
      expect(verifyOxxoWebhook(body, { 'stripe-signature': value }, settings), value).toMatchObject({
        reason: 'signature',
      });
    }
  });

  it('refuses a timestamp more than the tolerance away, either way', () => {
    const body = event();
    const check = (now: Date, toleranceSeconds?: number) =>
      verifyOxxoWebhook(body, signed(body), { webhookSecret: SECRET, wallNow: now, toleranceSeconds }).ok;
    expect(check(later(300))).toBe(true);
    expect(check(later(301))).toBe(false);
    expect(check(later(-301))).toBe(false);
    expect(check(later(3600))).toBe(false);
    expect(check(later(3600), 4000)).toBe(true);
    expect(check(later(31), 30)).toBe(false);
    // A fresh signature over the same body is accepted again later: the time is signed, not assumed.
    const now = later(3600);
    expect(
      verifyOxxoWebhook(body, signed(body, SECRET, t + 3600), { webhookSecret: SECRET, wallNow: now }).ok,
    ).toBe(true);
  });

  it('accepts any one of several v1 signatures (a secret being rolled)', () => {
    const body = event();
    const good = signed(body)['stripe-signature'].split(',')[1];
    const old = signed(body, 'whsec_old')['stripe-signature'].split(',')[1];
    const headers = { 'stripe-signature': `t=${t},${old},${good},v0=ignored` };
    expect(verifyOxxoWebhook(body, headers, { webhookSecret: SECRET, wallNow: paidAt }).ok).toBe(true);
    expect(parseStripeSignature(headers['stripe-signature'])?.v1).toHaveLength(2);
  });

  it('ignores other events and other payment methods, and refuses what cannot be credited', () => {
    const verify = (body: string) =>
      verifyOxxoWebhook(body, signed(body), { webhookSecret: SECRET, wallNow: paidAt });
    expect(verify(event('payment_intent.payment_failed'))).toEqual({
      ok: true,
      closed: {
        reference: '93000123456786',
        providerRef: 'pi_3NkqLm2eZvKYlo2C1oXxOoXx',
        why: 'payment_intent.payment_failed',
      },
    });
    expect(verify(event('payment_intent.canceled'))).toMatchObject({
      closed: { reference: '93000123456786' },
    });
    expect(verify(event('payment_intent.requires_action'))).toMatchObject({ ignored: expect.any(String) });
    expect(verify(event('charge.refunded'))).toMatchObject({ ok: true, ignored: expect.any(String) });
    expect(verify(event(undefined, { payment_method_types: ['card'] }))).toEqual({
      ok: true,
      ignored: 'not an OXXO payment',
    });
    expect(verify(event(undefined, { currency: 'usd' }))).toMatchObject({ reason: 'payload' });
    expect(verify(event(undefined, { metadata: {} }))).toMatchObject({
      reason: 'payload',
      detail: 'metadata.reference is missing',
    });
    expect(verify(event(undefined, { amount: 947.22, amount_received: 947.22 }))).toMatchObject({
      reason: 'payload',
    });
    expect(verify(event(undefined, { id: 'ch_123' }))).toMatchObject({ reason: 'payload' });
    expect(verify('not json')).toMatchObject({ reason: 'payload' });
    // amount_received is what counts when present.
    expect(verify(event(undefined, { amount_received: 50_000 }))).toMatchObject({
      payment: { amountMinor: 50_000 },
    });
  });
});

describe("Stripe's own signatures", () => {
  const reference = 'PO2026112112345678901234';
  const intent = oxxoIntent({ intentId: 'pi_3Pq', reference, amountMinor: 150_050, created: paidAt });

  it("verifies a signature made by Stripe's generateTestHeaderString", () => {
    const sent = signedStripeEvent(oxxoEvent('payment_intent.succeeded', intent, paidAt), SECRET, paidAt);
    expect(sent.headers['stripe-signature']).toBe(
      Stripe.webhooks.generateTestHeaderString({ payload: sent.rawBody, secret: SECRET, timestamp: t }),
    );
    const result = verifyOxxoWebhook(sent.rawBody, sent.headers, {
      webhookSecret: SECRET,
      wallNow: later(1),
    });
    expect(result).toMatchObject({
      ok: true,
      payment: { providerRef: 'pi_3Pq', amountMinor: 150_050, match: { reference }, paidAt },
    });
    expect(
      verifyOxxoWebhook(sent.rawBody, sent.headers, { webhookSecret: 'whsec_x', wallNow: paidAt }).ok,
    ).toBe(false);
  });

  it('refuses a signature 10 minutes old on the wall clock, whatever the event says of business time', () => {
    // The business clock may be days ahead in a sandbox: the event's `created` is on it, the signature is not.
    const businessTime = new Date(paidAt.getTime() + 40 * 86_400_000);
    const event = oxxoEvent('payment_intent.succeeded', intent, businessTime);
    const tenMinutesAgo = new Date(paidAt.getTime() - 10 * 60_000);
    const stale = signedStripeEvent(event, SECRET, tenMinutesAgo);
    expect(
      verifyOxxoWebhook(stale.rawBody, stale.headers, { webhookSecret: SECRET, wallNow: paidAt }),
    ).toMatchObject({
      ok: false,
      reason: 'signature',
    });
    const fresh = signedStripeEvent(event, SECRET, paidAt);
    expect(
      verifyOxxoWebhook(fresh.rawBody, fresh.headers, { webhookSecret: SECRET, wallNow: paidAt }),
    ).toMatchObject({
      ok: true,
      payment: { paidAt: businessTime },
    });
  });
});
