import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_COLLECTION_ENV, TEST_COLLECTION_SETTINGS } from '../modules/repayment/repayment-fixtures.ts';
import type { CollectionProvider } from '../providers/collection/collection-payment.ts';
import { stripeSignedPayload } from '../providers/collection/oxxo-webhook.ts';
import type { SmsProvider } from '../providers/sms/sms-provider.ts';
import { flutterwaveChargeCompleted } from '../sandbox/collection/sandbox-flutterwave.ts';
import { monnifyTransaction } from '../sandbox/collection/sandbox-monnify.ts';
import { paystackChargeSuccess } from '../sandbox/collection/sandbox-paystack.ts';
import { basicAuthorization, stpNotification } from '../sandbox/standins/stp/stp-abono-notification.ts';
import { oxxoEvent, oxxoIntent, signedStripeEvent } from '../sandbox/standins/stripe/stripe-fixtures.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';
import { FUZZ_SEED, fuzzSeedFor } from './fuzz-seed.ts';
import { deepNesting, hostileValue } from './hostile-values.ts';
import { faultProblem } from './refusal-shape.ts';

/**
 * Issue 17: every webhook, for any body, answers 2xx, 4xx or 401, never 5xx, in sandbox and in
 * production mode. The bodies start from each provider's real notification and break one field at
 * a time (wrong types, huge numbers, deep nesting, junk), signed with the right secret over the new
 * bytes so they reach the parsers and the crediting, or sent with no headers or wrong ones.
 */
const RUNS_PER_ROUTE = Number(process.env.FUZZ_WEBHOOK_RUNS ?? 60);
const PROVIDERS: CollectionProvider[] = ['stp', 'oxxo', 'paystack', 'flutterwave', 'monnify'];
const env = TEST_COLLECTION_ENV;

/** Each provider's genuine notification body: what the mutations start from. */
function genuineBody(provider: CollectionProvider, at: Date): unknown {
  const seed = 'webhook-bodies';
  const sent = {
    stp: () =>
      stpNotification({
        clabe: '646180999900000012',
        amountMinor: 12_345,
        company: env.STP_COMPANY,
        webhookUser: env.STP_WEBHOOK_USER,
        webhookPassword: env.STP_WEBHOOK_PASSWORD,
        at,
        seed,
      }),
    oxxo: () =>
      signedStripeEvent(
        oxxoEvent(
          'payment_intent.succeeded',
          oxxoIntent({
            intentId: 'pi_webhookbodies',
            reference: 'PO2026112100000000000001',
            amountMinor: 12_300,
            created: at,
          }),
          at,
        ),
        'x',
      ),
    paystack: () =>
      paystackChargeSuccess({ amountMinor: 500_000, at, seed, reference: 'PUENTE-REF-1', secretKey: 'x' }),
    flutterwave: () =>
      flutterwaveChargeCompleted({ amountMinor: 500_000, secretHash: 'x', txRef: 'PUENTE-REF-2', at, seed }),
    monnify: () =>
      monnifyTransaction({
        amountMinor: 500_000,
        clientSecret: 'x',
        accountReference: 'PUENTE-REF-3',
        accountNumber: '0123456789',
        at,
        seed,
      }),
  }[provider]();
  return JSON.parse(sent.rawBody) as unknown;
}

const hmac = (algorithm: string, secret: string, body: string) =>
  createHmac(algorithm, secret).update(body).digest('hex');

/** The headers that make the provider take these bytes as its own. */
function signedHeaders(provider: CollectionProvider, body: string, now: Date): Record<string, string> {
  switch (provider) {
    case 'stp':
      return { authorization: basicAuthorization(env.STP_WEBHOOK_USER, env.STP_WEBHOOK_PASSWORD) };
    case 'oxxo': {
      const t = String(Math.floor(now.getTime() / 1000));
      const v1 = createHmac('sha256', env.STRIPE_WEBHOOK_SECRET)
        .update(stripeSignedPayload(t, body))
        .digest('hex');
      return { 'stripe-signature': `t=${t},v1=${v1}` };
    }
    case 'paystack':
      return { 'x-paystack-signature': hmac('sha512', env.PAYSTACK_SECRET_KEY, body) };
    case 'flutterwave':
      return { 'verif-hash': env.FLUTTERWAVE_SECRET_HASH };
    case 'monnify':
      return { 'monnify-signature': hmac('sha512', env.MONNIFY_CLIENT_SECRET, body) };
  }
}

/** Every path to a value inside a JSON value, the root included. */
function paths(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  const here = [at];
  if (Array.isArray(value)) return here.concat(...value.map((v, i) => paths(v, [...at, i])));
  if (typeof value === 'object' && value !== null)
    return here.concat(...Object.entries(value).map(([k, v]) => paths(v, [...at, k])));
  return here;
}

/** A copy of the value with the one at `path` replaced (or the whole value, for the root). */
function replaced(value: unknown, path: (string | number)[], by: unknown): unknown {
  if (path.length === 0) return by;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (Array.isArray(value)) return value.map((v, i) => (i === head ? replaced(v, rest, by) : v));
  const record = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(record).map(([k, v]) => [k, k === head ? replaced(v, rest, by) : v]),
  );
}

/** Bodies no JSON.stringify writes: numbers past a double, and text that is not JSON at all. */
function rawBodies(provider: CollectionProvider, genuine: string): string[] {
  const amount = {
    stp: '"monto":',
    oxxo: '"amount":',
    paystack: '"amount":',
    flutterwave: '"amount":',
    monnify: '"amountPaid":',
  }[provider];
  const withAmount = (text: string) => genuine.replace(new RegExp(`${amount}[^,}]*`), `${amount}${text}`);
  let deep = '';
  for (let i = 0; i < 5_000; i++) deep += '[';
  return [
    '',
    ' ',
    'not json',
    '{',
    '[1,',
    'null',
    '[]',
    '"text"',
    '1e400',
    deep,
    `{"a":${deep}`,
    genuine.slice(0, genuine.length / 2),
    withAmount('1e400'),
    withAmount('-1e400'),
    withAmount('99999999999999999999999999999'),
    withAmount('99999999999.99'),
    withAmount('0.001'),
    withAmount('-0'),
    withAmount('"NaN"'),
    withAmount('[]'),
    withAmount('{"$gt":0}'),
    withAmount('null'),
    genuine.replaceAll(/"[^"]*":/g, '"__proto__":'),
  ];
}

const HEADER_SETS = ['signed', 'none', 'wrong'] as const;
const WRONG_HEADERS = {
  authorization: 'Basic Og==',
  'stripe-signature': 't=,v1=',
  'x-paystack-signature': '',
  'verif-hash': 'x'.repeat(10_000),
  'monnify-signature': '00',
};

describe.each([
  ['sandbox', true],
  ['production', false],
] as const)(`every webhook, any body, %s mode (PGlite, seed ${FUZZ_SEED})`, (mode, sandbox) => {
  let s: TestService;
  let sent = 0;
  beforeAll(async () => {
    const sms: SmsProvider = { send: async () => {} };
    s = await startTestService(
      'pglite',
      sandbox
        ? { sandboxPayoutFailureRate: 0, collection: TEST_COLLECTION_SETTINGS }
        : {
            sandbox: false,
            secretKey: 'test-secret-for-production-mode',
            collection: TEST_COLLECTION_SETTINGS,
          },
      { sms },
    );
  });
  afterAll(async () => {
    console.log(`webhook bodies (${mode}): ${sent} requests`);
    await s.close();
  });

  async function post(
    provider: CollectionProvider,
    body: string,
    headers: Record<string, string>,
    ip?: string,
  ) {
    const answer = await s.app.inject({
      method: 'POST',
      url: `/webhooks/${provider}`,
      headers,
      payload: body,
      ...(ip ? { remoteAddress: ip } : {}),
    });
    sent++;
    return answer;
  }

  it.each(PROVIDERS)(
    '%s: fixed hostile bodies, signed, unsigned and wrongly signed, never 5xx',
    async (provider) => {
      const genuine = JSON.stringify(genuineBody(provider, s.clock.now()));
      for (const body of rawBodies(provider, genuine))
        for (const set of HEADER_SETS) {
          for (const type of ['application/json', 'text/plain', undefined]) {
            const headers: Record<string, string> =
              set === 'signed'
                ? signedHeaders(provider, body, s.clock.now())
                : set === 'wrong'
                  ? { ...WRONG_HEADERS }
                  : {};
            if (type) headers['content-type'] = type;
            const answer = await post(provider, body, headers);
            const problem = faultProblem({ status: answer.statusCode, body: answer.body });
            expect(
              problem,
              `${provider} ${set} ${type} ${JSON.stringify(body.slice(0, 60))}`,
            ).toBeUndefined();
            expect(answer.statusCode).toBeGreaterThanOrEqual(200);
            expect(answer.statusCode).not.toBe(301);
          }
        }
    },
    120_000,
  );

  it.each(PROVIDERS)(
    '%s: each text of the genuine body holding NUL, signed, never 5xx',
    async (provider) => {
      const genuine = genuineBody(provider, s.clock.now());
      const texts = paths(genuine).filter((path) => {
        let value: unknown = genuine;
        for (const step of path) value = (value as Record<string | number, unknown>)[step];
        return typeof value === 'string';
      });
      expect(texts.length).toBeGreaterThan(3);
      for (const path of texts) {
        const body = JSON.stringify(replaced(genuine, path, 'A\u0000B'));
        const headers = {
          'content-type': 'application/json',
          ...signedHeaders(provider, body, s.clock.now()),
        };
        const answer = await post(provider, body, headers);
        expect(
          faultProblem({ status: answer.statusCode, body: answer.body }),
          path.join('.'),
        ).toBeUndefined();
      }
    },
    120_000,
  );

  it.each(PROVIDERS)(
    '%s: the genuine body with one field made hostile, never 5xx',
    async (provider) => {
      const genuine = genuineBody(provider, s.clock.now());
      const places = paths(genuine);
      const junk = fc.oneof({ arbitrary: hostileValue, weight: 8 }, { arbitrary: deepNesting, weight: 1 });
      await fc.assert(
        fc.asyncProperty(
          fc.nat(places.length - 1),
          junk,
          fc.constantFrom(...HEADER_SETS),
          fc.constantFrom('127.0.0.1', '::1', '203.0.113.50'),
          async (place, value, set, ip) => {
            const body = JSON.stringify(replaced(genuine, places[place] ?? [], value)) ?? 'null';
            const headers: Record<string, string> = {
              'content-type': 'application/json',
              ...(set === 'signed'
                ? signedHeaders(provider, body, s.clock.now())
                : set === 'wrong'
                  ? WRONG_HEADERS
                  : {}),
            };
            const answer = await post(provider, body, headers, ip);
            const problem = faultProblem({ status: answer.statusCode, body: answer.body });
            if (problem) throw new Error(`${provider} (${mode}): ${problem}`);
          },
        ),
        {
          numRuns: RUNS_PER_ROUTE,
          seed: fuzzSeedFor(`webhook-bodies ${mode} ${provider}`),
          endOnFailure: true,
        },
      );
    },
    120_000,
  );
});
