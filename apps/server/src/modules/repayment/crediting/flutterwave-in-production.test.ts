import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incomingPayments, paymentConfirmations } from '../../../db/schema.ts';
import type { SmsProvider } from '../../../providers/sms/sms-provider.ts';
import {
  flutterwaveChargeCompleted,
  flutterwaveTransactionId,
} from '../../../sandbox/collection/sandbox-flutterwave.ts';
import { startTestService, type TestService } from '../../../testing/test-service.ts';
import { postWebhook, TEST_COLLECTION_ENV, TEST_COLLECTION_SETTINGS } from '../repayment-fixtures.ts';

/**
 * Issue 17, finding 8: in production mode there is no Flutterwave client to confirm a payment with,
 * and the webhook answered 500 (the crediting threw), every time Flutterwave delivered it again.
 */
describe('a Flutterwave webhook in production mode (SANDBOX=false)', () => {
  let s: TestService;
  beforeAll(async () => {
    const sms: SmsProvider = { send: async () => {} };
    s = await startTestService(
      'pglite',
      { sandbox: false, secretKey: 'test-secret-for-production-mode', collection: TEST_COLLECTION_SETTINGS },
      { sms },
    );
  });
  afterAll(() => s.close());

  it('is acknowledged and kept, waiting for Flutterwave to confirm it, never answered 5xx', async () => {
    const seed = randomUUID();
    const webhook = flutterwaveChargeCompleted({
      amountMinor: 500_000,
      secretHash: TEST_COLLECTION_ENV.FLUTTERWAVE_SECRET_HASH,
      txRef: `PUENTE-${seed}`,
      at: new Date(),
      seed,
    });
    for (let delivery = 0; delivery < 3; delivery++) {
      const answer = await postWebhook(s, 'flutterwave', webhook);
      expect(answer.statusCode, answer.body).toBe(200);
    }
    // Nothing is credited on the body's word alone.
    const providerRef = String(flutterwaveTransactionId(seed));
    expect(
      await s.database.db
        .select()
        .from(incomingPayments)
        .where(eq(incomingPayments.providerRef, providerRef)),
    ).toEqual([]);
    const [kept] = await s.database.db
      .select()
      .from(paymentConfirmations)
      .where(eq(paymentConfirmations.providerRef, providerRef));
    expect(kept).toMatchObject({
      provider: 'flutterwave',
      status: 'waiting',
      attempts: 3,
      detail: 'no Flutterwave gateway is configured to ask',
    });
  });
});
