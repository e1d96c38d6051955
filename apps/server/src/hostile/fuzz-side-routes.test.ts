import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_COLLECTION_ENV, TEST_COLLECTION_SETTINGS } from '../modules/repayment/repayment-fixtures.ts';
import { stripeSignedPayload } from '../providers/collection/oxxo-webhook.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';
import { FUZZ_SEED, fuzzSeedFor } from './fuzz-seed.ts';
import { hostileKey, hostileValue } from './hostile-values.ts';
import { faultProblem } from './refusal-shape.ts';

/**
 * The routes outside the envelope get junk too: the providers' webhooks (raw bodies, signed with the
 * right secret half the time so the junk reaches the parsers) and the sandbox's /dev tools.
 */
const RUNS_PER_ROUTE = Number(process.env.FUZZ_SIDE_RUNS ?? 120);

const s: TestService = await startTestService('pglite', {
  sandboxPayoutFailureRate: 0,
  collection: TEST_COLLECTION_SETTINGS,
});

/** Every POST /webhooks/* and every /dev/* route the service mounted, read from its route table. */
function mountedRoutes(prefix: string): { method: 'GET' | 'POST'; url: string }[] {
  const table = s.app.printRoutes({ commonPrefix: false });
  const routes: { method: 'GET' | 'POST'; url: string }[] = [];
  for (const match of table.matchAll(/(\/\S+) \(([A-Z, ]+)\)/g)) {
    const [, url, methods] = match as unknown as [string, string, string];
    if (!url.startsWith(prefix)) continue;
    for (const method of methods.split(', '))
      if (method === 'GET' || method === 'POST') routes.push({ method, url });
  }
  return routes;
}

const webhooks = mountedRoutes('/webhooks/');
const devRoutes = mountedRoutes('/dev/');

const PROVIDER_KEYS = [
  'event',
  'eventType',
  'eventData',
  'type',
  'data',
  'object',
  'id',
  'status',
  'amount',
  'amountPaid',
  'currency',
  'reference',
  'tx_ref',
  'flw_ref',
  'customer',
  'meta',
  'metadata',
  'monto',
  'cuentaBeneficiario',
  'claveRastreo',
  'empresa',
  'fechaOperacion',
  'created',
  'transactionReference',
  'paymentReference',
  'destinationAccountInformation',
  'accountNumber',
];
const PROVIDER_VALUES = [
  'charge.success',
  'SUCCESSFUL_TRANSACTION',
  'payment_intent.succeeded',
  'charge.completed',
  'successful',
  'PAID',
  'MXN',
  'NGN',
  'PUENTE',
  100,
  -100,
  '100.00',
  1e20,
];

/** JSON shaped like a provider's notification, with junk where its values belong. */
const { shaped } = fc.letrec((tie) => ({
  shaped: fc.oneof(
    { depthSize: 'small' },
    { arbitrary: fc.constantFrom(...PROVIDER_VALUES), weight: 3 },
    { arbitrary: hostileValue, weight: 2 },
    {
      arbitrary: fc
        .array(fc.tuple(fc.oneof(fc.constantFrom(...PROVIDER_KEYS), hostileKey), tie('shaped')), {
          maxLength: 6,
        })
        .map((entries) => Object.fromEntries(entries)),
      weight: 3,
    },
  ),
}));

const rawBody = fc.oneof(
  { arbitrary: shaped.map((v) => JSON.stringify(v) ?? 'null'), weight: 6 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 200 }), weight: 1 },
  { arbitrary: fc.constantFrom('', '{', '[1,', 'null', '{"data":', 'x'.repeat(300_000)), weight: 1 },
);

const contentType = fc.constantFrom(
  'application/json',
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  '',
);

const hmac = (algorithm: string, secret: string, body: string | Uint8Array) =>
  createHmac(algorithm, secret).update(body).digest('hex');

/** The headers that make a provider accept the body as its own, or junk ones. */
function signature(
  provider: string,
  body: string,
  sign: boolean,
  nowSeconds: number,
): Record<string, string> {
  const env = TEST_COLLECTION_ENV;
  if (!sign) return { 'x-paystack-signature': '00', 'verif-hash': 'nope', 'stripe-signature': 't=1,v1=00' };
  switch (provider) {
    case 'paystack':
      return { 'x-paystack-signature': hmac('sha512', env.PAYSTACK_SECRET_KEY, body) };
    case 'monnify':
      return { 'monnify-signature': hmac('sha512', env.MONNIFY_CLIENT_SECRET, body) };
    case 'flutterwave':
      return { 'verif-hash': env.FLUTTERWAVE_SECRET_HASH };
    case 'oxxo': {
      const t = String(nowSeconds);
      return {
        'stripe-signature': `t=${t},v1=${hmac('sha256', env.STRIPE_WEBHOOK_SECRET, stripeSignedPayload(t, body))}`,
      };
    }
    case 'stp':
      return {
        authorization: `Basic ${Buffer.from(`${env.STP_WEBHOOK_USER}:${env.STP_WEBHOOK_PASSWORD}`).toString('base64')}`,
      };
    default:
      return {};
  }
}

const DEV_KEYS = [
  'mobile',
  'minutes',
  'hours',
  'days',
  'clabe',
  'amount',
  'payerName',
  'reference',
  'accountNumber',
  'reason',
  'action',
  'lang',
  'cardNumber',
  'expiry',
  'cvc',
];
const devValue = fc.oneof(
  fc.constantFrom(
    '646180000000000000',
    '0123456789',
    100,
    0.001,
    'pay',
    'cancel',
    '4084084084084081',
    '12/30',
    '123',
  ),
  hostileValue,
);
const devBody = fc.oneof(
  {
    arbitrary: fc
      .array(fc.tuple(fc.oneof(fc.constantFrom(...DEV_KEYS), hostileKey), devValue), { maxLength: 5 })
      .map((entries) => Object.fromEntries(entries)),
    weight: 6,
  },
  { arbitrary: hostileValue, weight: 1 },
);
const pathSegment = fc.oneof(
  fc.constantFrom(
    'paystack',
    'flutterwave',
    'stp',
    `VO${'1'.repeat(22)}`,
    `PO${'0'.repeat(22)}`,
    '..',
    '%00',
    '%ZZ',
  ),
  fc.string({ unit: 'binary', maxLength: 30 }).map((v) => encodeURIComponent(v) || 'x'),
);

/** A clock move that would be accepted is turned negative: junk must not move the business clock. */
function neverAMove(url: string, body: unknown): unknown {
  if (!url.endsWith('/clock/advance') || typeof body !== 'object' || body === null || Array.isArray(body))
    return body;
  const entries = Object.entries(body).map(([k, v]) =>
    typeof v === 'number' && Number.isInteger(v) && v >= 0 ? [k, -1 - v] : [k, v],
  );
  return Object.fromEntries(entries);
}

describe(`junk at the webhooks and the sandbox tools (PGlite, seed ${FUZZ_SEED})`, () => {
  let sent = 0;
  afterAll(async () => {
    console.log(
      `fuzz: ${sent} junk requests to ${webhooks.length} webhook and ${devRoutes.length} /dev routes; seed ${FUZZ_SEED}`,
    );
    await s.close();
  });

  it('finds the five webhooks and the sandbox tools', () => {
    expect(webhooks.map((w) => w.url).sort()).toEqual([
      '/webhooks/flutterwave',
      '/webhooks/monnify',
      '/webhooks/oxxo',
      '/webhooks/paystack',
      '/webhooks/stp',
    ]);
    expect(devRoutes.length).toBeGreaterThanOrEqual(8);
  });

  it.each(webhooks.map((w) => ({ ...w, name: `POST ${w.url}` })))(
    '$name never faults on raw junk, signed or not',
    async ({ url, name }) => {
      const provider = url.slice('/webhooks/'.length);
      await fc.assert(
        fc.asyncProperty(rawBody, contentType, fc.boolean(), fc.ipV4(), async (body, type, sign, ip) => {
          const headers = { ...signature(provider, body, sign, Math.floor(Date.now() / 1000)) };
          if (type) Object.assign(headers, { 'content-type': type });
          const response = await s.app.inject({
            method: 'POST',
            url,
            headers,
            payload: body,
            remoteAddress: ip,
          });
          sent++;
          const problem = faultProblem({ status: response.statusCode, body: response.body });
          if (problem) throw new Error(`${name}: ${problem}`);
        }),
        { numRuns: RUNS_PER_ROUTE, seed: fuzzSeedFor(name), endOnFailure: true },
      );
    },
    60_000,
  );

  it.each(devRoutes.map((r) => ({ ...r, name: `${r.method} ${r.url}` })))(
    '$name never faults on junk',
    async ({ method, url, name }) => {
      await fc.assert(
        fc.asyncProperty(
          devBody,
          fc.array(pathSegment, { minLength: 2, maxLength: 2 }),
          fc.constantFrom('application/json', 'application/x-www-form-urlencoded', 'text/plain', ''),
          fc.string({ unit: 'binary', maxLength: 30 }),
          async (body, segments, type, query) => {
            let n = 0;
            const path = url.replace(/:[A-Za-z]+/g, () => segments[n++] ?? 'x');
            const json = JSON.stringify(neverAMove(url, body)) ?? 'null';
            const payload =
              type === 'application/x-www-form-urlencoded' && typeof body === 'object' && body !== null
                ? new URLSearchParams(
                    Object.entries(body).map(([k, v]): [string, string] => [
                      k,
                      typeof v === 'string' ? v : (JSON.stringify(v) ?? ''),
                    ]),
                  ).toString()
                : json;
            const response = await s.app.inject({
              method,
              url: `${path}?mobile=${encodeURIComponent(query)}&lang=${encodeURIComponent(query)}`,
              headers: type ? { 'content-type': type, lang: 'es' } : { lang: 'es' },
              ...(method === 'POST' ? { payload } : {}),
            });
            sent++;
            const problem = faultProblem({ status: response.statusCode, body: response.body });
            if (problem) throw new Error(`${name} (${path}): ${problem}`);
          },
        ),
        { numRuns: RUNS_PER_ROUTE, seed: fuzzSeedFor(name), endOnFailure: true },
      );
    },
    60_000,
  );
});
