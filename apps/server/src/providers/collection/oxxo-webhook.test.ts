import { isLuhnValid } from '@puente/domain';
import { describe, expect, it } from 'vitest';
import { stripeOxxoEvent, stripeSignatureHeader } from '../../sandbox/collection/sandbox-oxxo.ts';
import { oxxoReference } from './oxxo-reference.ts';
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

describe('OXXO through a Stripe-like acquirer', () => {
  it('accepts a correctly signed payment_intent.succeeded and matches it by our reference', () => {
    const body = event();
    expect(verifyOxxoWebhook(body, signed(body), { webhookSecret: SECRET, now: later(5) })).toEqual({
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
    const settings = { webhookSecret: SECRET, now: later(5) };
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
      verifyOxxoWebhook(body, signed(body), { webhookSecret: SECRET, now, toleranceSeconds }).ok;
    expect(check(later(300))).toBe(true);
    expect(check(later(301))).toBe(false);
    expect(check(later(-301))).toBe(false);
    expect(check(later(3600))).toBe(false);
    expect(check(later(3600), 4000)).toBe(true);
    expect(check(later(31), 30)).toBe(false);
    // A fresh signature over the same body is accepted again later: the time is signed, not assumed.
    const now = later(3600);
    expect(verifyOxxoWebhook(body, signed(body, SECRET, t + 3600), { webhookSecret: SECRET, now }).ok).toBe(
      true,
    );
  });

  it('accepts any one of several v1 signatures (a secret being rolled)', () => {
    const body = event();
    const good = signed(body)['stripe-signature'].split(',')[1];
    const old = signed(body, 'whsec_old')['stripe-signature'].split(',')[1];
    const headers = { 'stripe-signature': `t=${t},${old},${good},v0=ignored` };
    expect(verifyOxxoWebhook(body, headers, { webhookSecret: SECRET, now: paidAt }).ok).toBe(true);
    expect(parseStripeSignature(headers['stripe-signature'])?.v1).toHaveLength(2);
  });

  it('ignores other events and other payment methods, and refuses what cannot be credited', () => {
    const verify = (body: string) =>
      verifyOxxoWebhook(body, signed(body), { webhookSecret: SECRET, now: paidAt });
    expect(verify(event('payment_intent.payment_failed'))).toEqual({
      ok: true,
      ignored: 'payment_intent.payment_failed moves no money in',
    });
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

describe('the sandbox OXXO acquirer', () => {
  it('issues 14-digit references with a check digit, the same for the same seed', () => {
    const reference = oxxoReference('borrower-42');
    expect(reference).toMatch(/^93\d{12}$/);
    expect(isLuhnValid(reference)).toBe(true);
    expect(oxxoReference('borrower-42')).toBe(reference);
    const many = new Set(Array.from({ length: 1000 }, (_, i) => oxxoReference(`borrower-${i}`)));
    expect(many.size).toBe(1000);
    expect([...many].every(isLuhnValid)).toBe(true);
  });

  it('signs its events as Stripe does, and they verify', () => {
    const sent = stripeOxxoEvent({
      reference: oxxoReference('borrower-42'),
      amountMinor: 150_050,
      webhookSecret: SECRET,
      at: paidAt,
      seed: 'PL2026112100000001-1',
    });
    const [tPart, v1Part] = sent.headers['stripe-signature']?.split(',') ?? [];
    expect(tPart).toBe(`t=${t}`);
    expect(v1Part).toBe(`v1=${hmacHex('sha256', SECRET, `${t}.${sent.rawBody}`)}`);
    const result = verifyOxxoWebhook(sent.rawBody, sent.headers, { webhookSecret: SECRET, now: later(1) });
    expect(result).toMatchObject({
      ok: true,
      payment: { amountMinor: 150_050, match: { reference: oxxoReference('borrower-42') }, paidAt },
    });
    if (result.ok && 'payment' in result) expect(result.payment.providerRef).toMatch(/^pi_[A-Za-z0-9]{24}$/);
    expect(stripeSignatureHeader(SECRET, sent.rawBody, paidAt)).toBe(sent.headers['stripe-signature']);
    expect(verifyOxxoWebhook(sent.rawBody, sent.headers, { webhookSecret: 'whsec_x', now: paidAt }).ok).toBe(
      false,
    );
  });

  it('sends an expiry as payment_failed, which moves no money', () => {
    const sent = stripeOxxoEvent({
      reference: '93000123456786',
      amountMinor: 1000,
      webhookSecret: SECRET,
      at: paidAt,
      seed: 's',
      type: 'payment_intent.payment_failed',
    });
    expect(
      verifyOxxoWebhook(sent.rawBody, sent.headers, { webhookSecret: SECRET, now: paidAt }),
    ).toMatchObject({
      ok: true,
      ignored: expect.any(String),
    });
  });
});
