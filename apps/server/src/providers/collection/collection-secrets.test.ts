import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { flutterwaveChargeCompleted } from '../../sandbox/collection/sandbox-flutterwave.ts';
import { monnifyTransaction } from '../../sandbox/collection/sandbox-monnify.ts';
import { paystackChargeSuccess } from '../../sandbox/collection/sandbox-paystack.ts';
import { stpNotification } from '../../sandbox/standins/stp/stp-abono-notification.ts';
import { oxxoEvent, oxxoIntent, signedStripeEvent } from '../../sandbox/standins/stripe/stripe-fixtures.ts';
import { loadConfig } from '../../settings/load-config.ts';
import { Secret } from '../../settings/secret.ts';
import { createCollectionWebhooks } from './create-collection-webhooks.ts';

const ENV = {
  STP_COMPANY: 'PUENTE',
  STP_WEBHOOK_USER: 'stp',
  STP_WEBHOOK_PASSWORD: 'stp-pass-4f1c',
  STRIPE_WEBHOOK_SECRET: 'whsec_7d1e9a',
  PAYSTACK_SECRET_KEY: 'sk_live_2b8c5e',
  FLUTTERWAVE_SECRET_HASH: 'flw-hash-6a0d',
  MONNIFY_CLIENT_SECRET: 'MNFY-SECRET-93ab',
};
/** The collection providers' secrets, read by the settings schema as at start. */
const collectionSecrets = (env: Record<string, string>) => loadConfig(env).collection;
const SECRET_VALUES = Object.entries(ENV)
  .filter(([name]) => name !== 'STP_COMPANY' && name !== 'STP_WEBHOOK_USER')
  .map(([, value]) => value);

describe('the collection secrets in the settings', () => {
  it('reads each provider from the environment, undefined where unset or empty', () => {
    const secrets = collectionSecrets(ENV);
    expect(secrets.stp?.company).toBe('PUENTE');
    expect(secrets.stp?.webhookUser).toBe('stp');
    expect(secrets.stp?.webhookPassword.reveal()).toBe('stp-pass-4f1c');
    expect(secrets.stripeWebhookSecret?.reveal()).toBe('whsec_7d1e9a');
    expect(secrets.paystackSecretKey?.reveal()).toBe('sk_live_2b8c5e');
    expect(secrets.flutterwaveSecretHash?.reveal()).toBe('flw-hash-6a0d');
    expect(secrets.monnifyClientSecret?.reveal()).toBe('MNFY-SECRET-93ab');
    expect(collectionSecrets({})).toEqual({
      stp: undefined,
      stripeWebhookSecret: undefined,
      paystackSecretKey: undefined,
      flutterwaveSecretHash: undefined,
      monnifyClientSecret: undefined,
    });
    expect(collectionSecrets({ PAYSTACK_SECRET_KEY: '' }).paystackSecretKey).toBeUndefined();
  });

  it('refuses to start with STP only partly configured', () => {
    expect(() => collectionSecrets({ STP_COMPANY: 'PUENTE' })).toThrow(/STP_WEBHOOK_USER/);
    expect(() => collectionSecrets({ STP_WEBHOOK_USER: 'stp', STP_WEBHOOK_PASSWORD: 'x' })).toThrow(
      /STP_COMPANY/,
    );
    expect(() => collectionSecrets({ ...ENV, STP_WEBHOOK_USER: 'st:p' })).toThrow(/cannot contain/);
  });

  it('never prints a secret: JSON, strings, util.inspect and console formatting all redact it', () => {
    const secrets = collectionSecrets(ENV);
    const printed = [
      JSON.stringify(secrets),
      String(secrets.paystackSecretKey),
      `${secrets.monnifyClientSecret}`,
      inspect(secrets, { depth: 10, showHidden: true }),
      inspect(secrets.stp),
    ];
    for (const text of printed) {
      for (const value of SECRET_VALUES) expect(text).not.toContain(value);
    }
    expect(JSON.parse(printed[0] ?? '{}').paystackSecretKey).toBe('[redacted]');
    expect(Object.keys(new Secret('x'))).toEqual([]);
  });
});

describe('createCollectionWebhooks', () => {
  const at = new Date('2026-11-21T18:00:00Z');

  it('verifies each provider with its own secret from the environment', () => {
    const hooks = createCollectionWebhooks(collectionSecrets(ENV));
    const sent = {
      stp: stpNotification({
        clabe: '646180110400000007',
        amountMinor: 10_000,
        company: 'PUENTE',
        webhookUser: 'stp',
        webhookPassword: ENV.STP_WEBHOOK_PASSWORD,
        at,
        seed: '1',
      }),
      oxxo: signedStripeEvent(
        oxxoEvent(
          'payment_intent.succeeded',
          oxxoIntent({
            intentId: 'pi_1',
            reference: 'PO2026112100000000000001',
            amountMinor: 10_000,
            created: at,
          }),
          at,
        ),
        ENV.STRIPE_WEBHOOK_SECRET,
        at,
      ),
      paystack: paystackChargeSuccess({
        amountMinor: 10_000,
        secretKey: ENV.PAYSTACK_SECRET_KEY,
        at,
        seed: '1',
      }),
      flutterwave: flutterwaveChargeCompleted({
        amountMinor: 10_000,
        secretHash: ENV.FLUTTERWAVE_SECRET_HASH,
        txRef: 'PUENTE-FLW-1',
        at,
        seed: '1',
      }),
      monnify: monnifyTransaction({
        amountMinor: 10_000,
        clientSecret: ENV.MONNIFY_CLIENT_SECRET,
        accountReference: 'PUENTE-NG-1',
        accountNumber: '5000000009',
        at,
        seed: '1',
      }),
    };
    for (const [provider, webhook] of Object.entries(sent) as [keyof typeof sent, (typeof sent)['stp']][]) {
      const result = hooks[provider]({ ...webhook, receivedAt: at, wallNow: at });
      expect(result, provider).toMatchObject({ ok: true, payment: { provider, amountMinor: 10_000 } });
      // Another provider's endpoint refuses it.
      const other = provider === 'paystack' ? 'monnify' : 'paystack';
      expect(
        hooks[other]({ ...webhook, receivedAt: at, wallNow: at }),
        `${provider} at ${other}`,
      ).toMatchObject({
        ok: false,
      });
    }
    const stale = hooks.oxxo({ ...sent.oxxo, receivedAt: at, wallNow: new Date(at.getTime() + 301_000) });
    expect(stale).toMatchObject({ ok: false, reason: 'signature' });
  });

  it('refuses every notification for a provider that is not configured', () => {
    const hooks = createCollectionWebhooks(collectionSecrets({}));
    const sent = paystackChargeSuccess({ amountMinor: 100, secretKey: '', at, seed: '1' });
    expect(hooks.paystack({ ...sent, receivedAt: at, wallNow: at })).toEqual({
      ok: false,
      reason: 'signature',
      detail: 'paystack is not configured',
    });
    for (const provider of ['stp', 'oxxo', 'flutterwave', 'monnify'] as const) {
      expect(hooks[provider]({ rawBody: '{}', headers: {}, receivedAt: at, wallNow: at }).ok).toBe(false);
    }
  });
});
