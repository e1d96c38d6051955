import { createHmac } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bankAccounts, ledgerEntries, orderEvents, payouts, standinNotifications } from '../../db/schema.ts';
import { PAYSTACK_SANDBOX } from '../../sandbox/standins/paystack/paystack-sandbox-routes.ts';
import { describeEngines } from '../../testing/describe-engines.ts';
import { advanceMinutes, type Borrower } from '../../testing/loan-fixtures.ts';
import { ngMoneyRequested, onboardedNgBorrower } from '../../testing/nigeria-fixtures.ts';
import { ENGINES } from '../../testing/test-database.ts';
import { startTestService, type TestService } from '../../testing/test-service.ts';
import { orderRow, orderStatus } from './money-fixtures.ts';

/**
 * Paystack's transfer.* events on /webhooks/paystack (decision 047), from the Paystack stand-in
 * the sandbox service pays Nigeria through: each changes the ledger once, however often and in
 * whatever order it comes; a reversal after success undoes the loan's start (decision 046).
 */
describeEngines(ENGINES)('Paystack transfer events on %s', (engine) => {
  let s: TestService;
  beforeAll(async () => {
    s = await startTestService(engine, { sandboxPayoutFailureRate: 0 });
  });
  afterAll(() => s.close());

  const payoutsOf = (orderId: string) =>
    s.database.db.select().from(payouts).where(eq(payouts.orderId, orderId)).orderBy(asc(payouts.attempt));
  const eventsOf = async (orderId: string) =>
    (await s.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId))).map(
      (e) => `${e.fromStatus}→${e.toStatus} ${e.reason}`,
    );
  const ledgerSum = async (orderId: string, kind: string) =>
    (await s.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, orderId)))
      .filter((e) => e.kind === kind)
      .reduce((sum, e) => sum + e.amount, 0);
  const secretKey = () => {
    const key = s.services.paystack?.secretKey;
    if (!key) throw new Error('the sandbox service has no Paystack');
    return key;
  };
  /** The stand-in's event for a reference, as it owes it (not yet delivered). */
  const owedEvent = async (reference: string, event: string) => {
    const rows = await s.database.db
      .select()
      .from(standinNotifications)
      .where(eq(standinNotifications.provider, 'paystack'));
    const found = rows.find((r) => {
      const body = JSON.parse(r.body) as { event: string; data: { reference: string } };
      return body.event === event && body.data.reference === reference;
    });
    if (!found) throw new Error(`no ${event} owed for ${reference}`);
    return found.body;
  };
  const deliver = (body: string, signature = createHmac('sha512', secretKey()).update(body).digest('hex')) =>
    s.app.inject({
      method: 'POST',
      url: '/webhooks/paystack',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
      payload: body,
    });
  const accountEnding = async (b: Borrower, last4: string) => {
    const [account] = await s.database.db
      .select()
      .from(bankAccounts)
      .where(eq(bankAccounts.userId, b.userId));
    await s.database.db
      .update(bankAccounts)
      .set({ accountNumber: `${account?.accountNumber.slice(0, 6)}${last4}` })
      .where(eq(bankAccounts.userId, b.userId));
  };

  it('settles on transfer.success once, delivered twice, and a late transfer.failed changes nothing', async () => {
    const b = await onboardedNgBorrower(s);
    const orderNo = await ngMoneyRequested(s, b);
    await advanceMinutes(s, 1);
    expect(await orderStatus(s, orderNo)).toBe(7);
    const order = await orderRow(s, orderNo);
    const [payout] = await payoutsOf(order.id);
    expect(payout).toMatchObject({ provider: 'paystack', status: 'sent', providerRef: `${orderNo}-1` });

    const success = await owedEvent(`${orderNo}-1`, 'transfer.success');
    expect((await deliver(success, 'f'.repeat(128))).statusCode).toBe(401);
    expect((await deliver('{"event":"transfer.success","data":{}}')).statusCode).toBe(400);
    expect(await orderStatus(s, orderNo)).toBe(7);
    for (const _ of [1, 2]) expect((await deliver(success)).statusCode).toBe(200);
    expect(await orderStatus(s, orderNo)).toBe(2);
    const failed = success
      .replace('"transfer.success"', '"transfer.failed"')
      .replace('"success"', '"failed"');
    expect((await deliver(failed)).statusCode).toBe(200);
    expect(await orderStatus(s, orderNo)).toBe(2);
    // The stand-in's own delivery of the same event, when its time comes, is old news too.
    await advanceMinutes(s, 61);
    expect(await orderStatus(s, orderNo)).toBe(2);
    expect((await eventsOf(order.id)).filter((e) => e === '7→2 payoutSucceeded')).toHaveLength(1);
    expect(await ledgerSum(order.id, 'payout')).toBe(payout?.amount);
  });

  it('fails a sent payout on an early transfer.reversed, and keeps its late success for an operator', async () => {
    const b = await onboardedNgBorrower(s);
    await accountEnding(b, '8888');
    const orderNo = await ngMoneyRequested(s, b);
    await advanceMinutes(s, 1);
    const order = await orderRow(s, orderNo);
    const reference = `${orderNo}-1`;
    const success = await owedEvent(reference, 'transfer.success');
    const reversed = await owedEvent(reference, 'transfer.reversed');
    // Delivered early and out of order: a reversal of a payout still on its way fails it.
    expect((await deliver(reversed)).statusCode).toBe(200);
    expect(await orderStatus(s, orderNo)).toBe(10);
    expect((await payoutsOf(order.id))[0]).toMatchObject({ status: 'failed', failure: 'declined' });
    // Its success, arriving after: money out on a failed payout is kept for an operator (decision 040).
    expect((await deliver(success)).statusCode).toBe(200);
    expect((await payoutsOf(order.id))[0]?.status).toBe('settledAfterFailure');
    expect(await ledgerSum(order.id, 'payout')).toBe(0);
  });

  it('undoes a started loan when the reversal comes after the success, and a repeated reversal changes nothing', async () => {
    const b = await onboardedNgBorrower(s);
    await accountEnding(b, '8888');
    const orderNo = await ngMoneyRequested(s, b);
    await advanceMinutes(s, 1);
    const order = await orderRow(s, orderNo);
    const reversed = await owedEvent(`${orderNo}-1`, 'transfer.reversed');
    // The stand-in delivers transfer.success when the transfer settles, and its reversal an hour later.
    await advanceMinutes(s, 61);
    expect(await orderStatus(s, orderNo)).toBe(2);
    expect(await ledgerSum(order.id, 'payout')).not.toBe(0);
    await advanceMinutes(s, 61);
    expect(await orderStatus(s, orderNo)).toBe(10);
    expect((await payoutsOf(order.id))[0]).toMatchObject({ status: 'failed', failure: 'payoutReturned' });
    expect((await deliver(reversed)).statusCode).toBe(200);
    const events = await eventsOf(order.id);
    expect(events.filter((e) => e === '2→10 payoutReturned')).toHaveLength(1);
    // Every entry the start wrote is reversed: the payout's sum is back to zero.
    expect(await ledgerSum(order.id, 'payout')).toBe(0);
    expect(await ledgerSum(order.id, 'principal')).toBe(0);
  });

  it('waits for the OTP Paystack sent the business, then settles once it is given', async () => {
    const otpSwitch = (on: boolean) =>
      s.app.inject({ method: 'POST', url: `/dev/paystack${PAYSTACK_SANDBOX.transferOtp}`, payload: { on } });
    expect((await otpSwitch(true)).statusCode).toBe(200);
    try {
      const b = await onboardedNgBorrower(s);
      const orderNo = await ngMoneyRequested(s, b);
      await advanceMinutes(s, 1);
      await advanceMinutes(s, 61);
      // Sent, held at Paystack: nothing settles and nothing is owed until the code is given.
      expect(await orderStatus(s, orderNo)).toBe(7);
      const wrong = await s.app.inject({
        method: 'POST',
        url: '/dev/payouts/otp',
        payload: { orderNo, otp: '000000' },
      });
      expect(wrong.json()).toMatchObject({ ok: false, message: 'Invalid OTP' });
      const given = await s.app.inject({ method: 'POST', url: '/dev/payouts/otp', payload: { orderNo } });
      expect(given.json()).toMatchObject({ ok: true, status: 'pending' });
      await advanceMinutes(s, 61);
      expect(await orderStatus(s, orderNo)).toBe(2);
    } finally {
      await otpSwitch(false);
    }
  });

  it('keeps the payout queued while Paystack is down, and sends it once Paystack is back', async () => {
    const outage = (down: boolean) =>
      s.app.inject({ method: 'POST', url: '/dev/paystack/sandbox/outage', payload: { down } });
    const b = await onboardedNgBorrower(s);
    const orderNo = await ngMoneyRequested(s, b);
    expect((await outage(true)).statusCode).toBe(200);
    try {
      await advanceMinutes(s, 1);
      expect(await orderStatus(s, orderNo)).toBe(19);
      const order = await orderRow(s, orderNo);
      expect((await payoutsOf(order.id))[0]).toMatchObject({ status: 'queued', sentAt: null });
    } finally {
      await outage(false);
    }
    await advanceMinutes(s, 1);
    expect(await orderStatus(s, orderNo)).toBe(7);
    await advanceMinutes(s, 61);
    expect(await orderStatus(s, orderNo)).toBe(2);
    const rows = await s.database.db
      .select()
      .from(payouts)
      .where(and(eq(payouts.provider, 'paystack'), eq(payouts.providerRef, `${orderNo}-1`)));
    expect(rows).toHaveLength(1);
  });
});
