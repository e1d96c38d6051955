import { randomUUID } from 'node:crypto';
import { ERRORS } from '@puente/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { incomingPayments, payOrders } from '../../db/schema.ts';
import { loadConfig } from '../../settings/load-config.ts';
import { describeEngines } from '../../testing/describe-engines.ts';
import { advanceMinutes } from '../../testing/loan-fixtures.ts';
import { ENGINES } from '../../testing/test-database.ts';
import type { TestService } from '../../testing/test-service.ts';
import { orderRow } from '../disbursement/money-fixtures.ts';
import {
  creditedMinor,
  oxxoPaid,
  postWebhook,
  repayingBorrower,
  standInIntents,
  startRepaymentService,
} from './repayment-fixtures.ts';

const AT_ONCE = 30;

describeEngines(ENGINES)('references and links asked for at the same moment, on %s', (engine) => {
  let s: TestService;
  beforeAll(async () => {
    s = await startRepaymentService(engine, {
      publicUrl: loadConfig({ PUBLIC_URL: 'https://pay.puente.example' }).publicUrl,
    });
  });
  afterAll(() => s.close());

  const payOrdersOf = async (orderId: string, channel: string) =>
    s.database.db
      .select()
      .from(payOrders)
      .where(and(eq(payOrders.orderId, orderId), eq(payOrders.channel, channel)));
  const payAtTill = (reference: string) =>
    s.app.inject({ method: 'POST', url: '/dev/oxxo/pay', payload: { reference } });

  it('gives one payable OXXO reference for one amount, however many asks arrive at once, from one PaymentIntent', async () => {
    const { b, orderNo } = await repayingBorrower(s);
    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, () =>
        s.call('GET', '/repay/getOXXOReference', { orderNo, amount: 150 }, { token: b.token }),
      ),
    );
    expect(answers.map((a) => a.code)).toEqual(Array(AT_ONCE).fill(0));
    expect(new Set(answers.map((a) => a.data.reference)).size).toBe(1);
    const { id } = await orderRow(s, orderNo);
    const made = await payOrdersOf(id, 'oxxo');
    expect(made).toHaveLength(1);
    // Every ask reached Stripe with the pay order's idempotency keys: one PaymentIntent between them.
    const intents = (await standInIntents(s)).filter((i) => i.metadata.reference === made[0]?.id);
    expect(intents).toEqual([
      expect.objectContaining({ id: made[0]?.providerRef, status: 'requires_action' }),
    ]);
  });

  it('gives one payment link for an order, however many asks arrive at once', async () => {
    const { b, orderNo } = await repayingBorrower(s);
    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, () =>
        s.call('POST', '/repay/portal-link', { orderNo }, { token: b.token }),
      ),
    );
    expect(answers.map((a) => a.code)).toEqual(Array(AT_ONCE).fill(0));
    expect(new Set(answers.map((a) => a.data.url)).size).toBe(1);
    const { id } = await orderRow(s, orderNo);
    expect(await payOrdersOf(id, 'portal')).toHaveLength(1);
  });

  it('takes cash for a reference once at the sandbox till, as OXXO does, and credits it once', async () => {
    const { b, orderNo } = await repayingBorrower(s);
    const { id } = await orderRow(s, orderNo);
    const { reference, payOrderId } = (
      await s.call('GET', '/repay/getOXXOReference', { orderNo, amount: 200 }, { token: b.token })
    ).data;
    const tills = await Promise.all(Array.from({ length: 5 }, () => payAtTill(reference)));
    const codes = tills.map((t) => t.json().code);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === ERRORS.payOrderTimedOut.code)).toHaveLength(4);
    // Paid, but not yet shown (the acquirer notifies minutes later): still refused.
    expect((await payAtTill(reference)).json().code).toBe(ERRORS.payOrderTimedOut.code);
    await advanceMinutes(s, 15);
    expect(await creditedMinor(s, id)).toBe(20_000);
    const recorded = await s.database.db
      .select()
      .from(incomingPayments)
      .where(eq(incomingPayments.matchValue, payOrderId));
    expect(recorded).toHaveLength(1);
  });

  it('credits a reference once when the acquirer reports two payments of it, and keeps the other for reconciliation', async () => {
    const { b, orderNo } = await repayingBorrower(s);
    const { id } = await orderRow(s, orderNo);
    const { reference, payOrderId } = (
      await s.call('GET', '/repay/getOXXOReference', { orderNo, amount: 300 }, { token: b.token })
    ).data;
    // Two different PaymentIntents naming one reference: a real voucher cannot be paid twice.
    const answers = await Promise.all(
      [randomUUID(), randomUUID(), randomUUID()].map(async (seed) =>
        postWebhook(s, 'oxxo', await oxxoPaid(s, reference, 30_000, seed)),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(await creditedMinor(s, id)).toBe(30_000);
    const recorded = await s.database.db
      .select()
      .from(incomingPayments)
      .where(eq(incomingPayments.matchValue, payOrderId));
    expect(recorded.map((r) => r.status).sort()).toEqual(['credited', 'unmatched', 'unmatched']);
    expect(recorded.filter((r) => r.status === 'unmatched').map((r) => r.note)).toEqual([
      'referencePaid',
      'referencePaid',
    ]);
  });
});
