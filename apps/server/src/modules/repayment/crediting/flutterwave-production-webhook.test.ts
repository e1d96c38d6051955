import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incomingPayments, paymentConfirmations } from '../../../db/schema.ts';
import { fuzzSeedFor } from '../../../hostile/fuzz-seed.ts';
import type { SmsProvider } from '../../../providers/sms/sms-provider.ts';
import { flutterwaveChargeCompleted } from '../../../sandbox/collection/sandbox-flutterwave.ts';
import { flutterwaveStandIn } from '../../../sandbox/standins/flutterwave/flutterwave-standin.ts';
import { TEST_FLW_SECRET_KEY } from '../../../sandbox/standins/flutterwave/flutterwave-standin-fixture.ts';
import { type RunningStandIns, serveStandIns } from '../../../sandbox/standins/serve-standins.ts';
import { Secret } from '../../../settings/secret.ts';
import { startTestService, type TestService } from '../../../testing/test-service.ts';
import { TEST_COLLECTION_ENV, TEST_COLLECTION_SETTINGS } from '../repayment-fixtures.ts';

const HASH = TEST_COLLECTION_ENV.FLUTTERWAVE_SECRET_HASH;

/**
 * Issue 19: in production mode (SANDBOX=false) with Flutterwave's client configured, here pointed at
 * the stand-in on its own port, a POST to /webhooks/flutterwave never answers 5xx, whatever its body:
 * 401 for a wrong hash, 400 for what cannot be read or what Flutterwave does not confirm, 200 only
 * once the payment is recorded (and while Flutterwave cannot be reached, recorded and waiting).
 */
describe('a Flutterwave webhook in production mode, with Flutterwave configured', () => {
  let s: TestService;
  let flutterwave: RunningStandIns;
  beforeAll(async () => {
    flutterwave = await serveStandIns(
      [flutterwaveStandIn({ secretKey: TEST_FLW_SECRET_KEY, secretHash: HASH })],
      { host: '127.0.0.1', ports: { flutterwave: 0 }, notifyUrl: 'http://127.0.0.1:9' },
    );
    const sms: SmsProvider = { send: async () => {} };
    s = await startTestService(
      'pglite',
      {
        sandbox: false,
        secretKey: 'test-secret-for-production-mode',
        collection: TEST_COLLECTION_SETTINGS,
        flutterwave: {
          secretKey: new Secret(TEST_FLW_SECRET_KEY),
          baseUrl: flutterwave.urls.flutterwave ?? '',
        },
      },
      { sms },
    );
  });
  afterAll(async () => {
    await s.close();
    await flutterwave.close();
  });

  const post = (body: string, headers: Record<string, string> = { 'verif-hash': HASH }) =>
    s.app.inject({
      method: 'POST',
      url: '/webhooks/flutterwave',
      headers: { 'content-type': 'application/json', ...headers },
      payload: body,
    });
  const genuine = (seed: string, txRef = `PUENTE-FLW-${seed}`) =>
    flutterwaveChargeCompleted({ amountMinor: 500_000, secretHash: HASH, txRef, at: new Date(), seed })
      .rawBody;

  it('answers 401 for a wrong or missing hash, 400 for a body it cannot read', async () => {
    expect((await post(genuine('a'), {})).statusCode).toBe(401);
    expect((await post(genuine('a'), { 'verif-hash': 'wrong' })).statusCode).toBe(401);
    for (const body of ['', ' ', 'not json', '{', 'null', '[]', '"x"', '1e400', '{"event":1}']) {
      const answer = await post(body);
      expect(answer.statusCode, `${JSON.stringify(body)}: ${answer.body}`).toBe(400);
    }
    const huge = genuine('b').replace(/"amount":[^,]*/, '"amount":1e400');
    expect((await post(huge)).statusCode).toBe(400);
    const wrongType = genuine('c').replace(/"id":[^,]*/, '"id":{"$gt":0}');
    expect((await post(wrongType)).statusCode).toBe(400);
  });

  it('refuses (400), and credits nothing, a well-formed payment Flutterwave does not know', async () => {
    const answer = await post(genuine('unknown-at-flutterwave'));
    expect(answer.statusCode, answer.body).toBe(400);
    const [kept] = await s.database.db
      .select()
      .from(paymentConfirmations)
      .where(eq(paymentConfirmations.status, 'unknown'));
    expect(kept?.detail).toMatch(/notConfirmedByFlutterwave: No transaction was found/);
    expect(await s.database.db.select().from(incomingPayments)).toEqual([]);
  });

  it('never answers 5xx, for any JSON a sender with the right hash can post', async () => {
    const json = fc.jsonValue({ maxDepth: 4 });
    const charge = fc.record(
      {
        id: fc.oneof(fc.integer(), fc.double(), fc.string(), fc.constant(Number.MAX_SAFE_INTEGER), json),
        tx_ref: fc.oneof(fc.string({ maxLength: 200 }), json),
        amount: fc.oneof(fc.double(), fc.integer(), fc.string(), fc.constant('1e400'), json),
        currency: fc.oneof(fc.constant('NGN'), fc.string(), json),
        status: fc.oneof(fc.constant('successful'), fc.string(), json),
        created_at: fc.oneof(
          fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
          fc.string(),
          json,
        ),
      },
      { requiredKeys: [] },
    );
    const body = fc.oneof(
      fc.string({ maxLength: 300 }),
      json.map((v) => JSON.stringify(v)),
      fc.record({ event: fc.constant('charge.completed'), data: charge }).map((v) => JSON.stringify(v)),
    );
    await fc.assert(
      fc.asyncProperty(body, async (text) => {
        const answer = await post(text);
        expect(answer.statusCode, `${text.slice(0, 200)}: ${answer.body}`).toBeLessThan(500);
        expect([200, 400, 413]).toContain(answer.statusCode);
      }),
      { numRuns: Number(process.env.FUZZ_WEBHOOK_RUNS ?? 150), seed: fuzzSeedFor('flutterwave-production') },
    );
  });

  it('acknowledges a payment Flutterwave confirms only once it is recorded, and records it once', async () => {
    const base = flutterwave.urls.flutterwave ?? '';
    const api = (path: string, body: object, key = true) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(key ? { authorization: `Bearer ${TEST_FLW_SECRET_KEY}` } : {}),
        },
        body: JSON.stringify(body),
      });
    const txRef = 'PUENTE-FLW-NO-PAY-ORDER';
    const link = await api('/v3/payments', {
      tx_ref: txRef,
      amount: 1200,
      currency: 'NGN',
      redirect_url: 'https://app.puente.example/#/repay/cashier',
      customer: { email: 'ada@example.ng', name: 'Ada Obi' },
    });
    expect(link.status).toBe(200);
    const paid = await api(`/simulate/checkouts/${txRef}/pay`, { cardNumber: '5531886652142950' }, false);
    const id = ((await paid.json()) as { data: { transaction_id: number } }).data.transaction_id;
    const body = JSON.stringify({
      event: 'charge.completed',
      data: {
        id,
        tx_ref: txRef,
        amount: 1200,
        currency: 'NGN',
        status: 'successful',
        created_at: new Date().toISOString(),
      },
    });
    for (let delivery = 0; delivery < 2; delivery++) {
      const answer = await post(body);
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const recorded = await s.database.db
      .select()
      .from(incomingPayments)
      .where(eq(incomingPayments.providerRef, String(id)));
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ provider: 'flutterwave', amount: 120_000 });
  });

  it('records and acknowledges a payment while Flutterwave cannot be reached, asking again later', async () => {
    await flutterwave.close();
    const answer = await post(genuine('while-down'));
    expect(answer.statusCode, answer.body).toBe(200);
    const rows = await s.database.db
      .select()
      .from(paymentConfirmations)
      .where(eq(paymentConfirmations.status, 'waiting'));
    expect(rows.map((r) => r.detail)).toEqual([
      expect.stringMatching(/^verify failed: Flutterwave: no answer/),
    ]);
  });
});
