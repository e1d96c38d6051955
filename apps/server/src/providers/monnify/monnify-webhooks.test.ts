import { ERRORS } from '@puente/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { incomingPayments } from '../../db/schema.ts';
import { orderRow } from '../../modules/disbursement/money-fixtures.ts';
import {
  creditedMinor,
  postWebhook,
  startRepaymentService,
  TEST_COLLECTION_ENV,
} from '../../modules/repayment/repayment-fixtures.ts';
import { monnifyTransaction } from '../../sandbox/collection/sandbox-monnify.ts';
import { standinNotifications } from '../../sandbox/sandbox-schema.ts';
import { describeEngines } from '../../testing/describe-engines.ts';
import { advanceMinutes } from '../../testing/loan-fixtures.ts';
import { NAIJA, repayingNgBorrower } from '../../testing/nigeria-fixtures.ts';
import { ENGINES } from '../../testing/test-database.ts';
import type { TestService } from '../../testing/test-service.ts';
import { hmacHex } from '../collection/webhook-crypto.ts';

/**
 * Money into a Monnify reserved account through the whole service: the account is reserved at the
 * Monnify stand-in by our client, the payer's bank sends money there, and the stand-in's signed
 * SUCCESSFUL_TRANSACTION is confirmed with Monnify's transaction lookup before it is credited.
 */
describeEngines(ENGINES)('Monnify reserved accounts on %s', (engine) => {
  let s: TestService;
  beforeAll(async () => {
    s = await startRepaymentService(engine);
  });
  afterAll(() => s.close());

  const owedToUs = () =>
    s.database.db.select().from(standinNotifications).where(eq(standinNotifications.provider, 'monnify'));
  const deliver = (body: string) =>
    postWebhook(s, 'monnify', {
      rawBody: body,
      headers: { 'monnify-signature': hmacHex('sha512', TEST_COLLECTION_ENV.MONNIFY_CLIENT_SECRET, body) },
    });

  it('credits each transfer once, when its webhook comes twice and out of order', async () => {
    const { b, orderNo } = await repayingNgBorrower(s);
    const order = await orderRow(s, orderNo);
    const reserved = await s.call(
      'GET',
      '/repay/monnify_reserved_account',
      { orderNo },
      { ...NAIJA, token: b.token },
    );
    const { accountNumber } = reserved.data;
    const before = (await owedToUs()).length;
    for (const amount of [1000, 2000]) {
      const sent = await s.app.inject({
        method: 'POST',
        url: '/dev/nuban/transfer',
        payload: { accountNumber, amount },
      });
      expect(sent.json().code).toBe(0);
      expect(sent.json().data.transactionReference).toMatch(/^MNFY\|/);
    }
    const owed = (await owedToUs()).slice(before);
    expect(owed).toHaveLength(2);
    // The later transfer's notification first, then each again.
    for (const notification of [owed[1], owed[0], owed[1], owed[0]])
      expect((await deliver(notification?.body ?? '')).statusCode).toBe(200);
    expect(await creditedMinor(s, order.id)).toBe(300_000);
    const references = owed.map((n) => JSON.parse(n.body).eventData.transactionReference as string);
    for (const providerRef of references)
      expect(
        await s.database.db
          .select()
          .from(incomingPayments)
          .where(eq(incomingPayments.providerRef, providerRef)),
      ).toHaveLength(1);
    // And the stand-in's own deliveries, when due, change nothing more.
    await advanceMinutes(s, 2);
    expect(await creditedMinor(s, order.id)).toBe(300_000);
  });

  it('answers "no payment method", not a 5xx, while Monnify cannot reserve the account', async () => {
    const { b, orderNo } = await repayingNgBorrower(s);
    const outage = (down: boolean) =>
      s.app.inject({ method: 'POST', url: '/dev/monnify/sandbox/outage', payload: { down } });
    await outage(true);
    try {
      const answer = await s.call(
        'GET',
        '/repay/monnify_reserved_account',
        { orderNo },
        { ...NAIJA, token: b.token },
      );
      expect(answer.code).toBe(ERRORS.noPaymentMethod.code);
    } finally {
      await outage(false);
    }
    const later = await s.call(
      'GET',
      '/repay/monnify_reserved_account',
      { orderNo },
      { ...NAIJA, token: b.token },
    );
    expect(later.data.accountNumber).toMatch(/^\d{10}$/);
  });

  it('credits nothing for a genuine-looking webhook Monnify has no record of', async () => {
    const { b, orderNo } = await repayingNgBorrower(s);
    const order = await orderRow(s, orderNo);
    const reserved = await s.call(
      'GET',
      '/repay/monnify_reserved_account',
      { orderNo },
      { ...NAIJA, token: b.token },
    );
    // Signed with the right secret, for the borrower's real account: only Monnify's record is missing.
    const forged = monnifyTransaction({
      amountMinor: 100_000,
      clientSecret: TEST_COLLECTION_ENV.MONNIFY_CLIENT_SECRET,
      accountReference: `PUENTE-MNFY-${b.userId}`,
      accountNumber: reserved.data.accountNumber,
      at: new Date(),
      seed: 'never-paid',
    });
    const answer = await deliver(forged.rawBody);
    expect(answer.statusCode).toBeLessThan(500);
    expect(await creditedMinor(s, order.id)).toBe(0);
  });
});
