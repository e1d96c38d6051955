import { createHmac, randomInt } from 'node:crypto';
import { nubanCheckDigit } from '@puente/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankAccounts, ledgerEntries, orderEvents, payouts, standinNotifications } from '../../db/schema.ts';
import { loadConfig } from '../../settings/load-config.ts';
import type { NigeriaPayoutProviderName } from '../../settings/nigeria-providers-settings.ts';
import { describeEngines } from '../../testing/describe-engines.ts';
import { advanceMinutes, type Borrower } from '../../testing/loan-fixtures.ts';
import { ngMoneyRequested, onboardedNgBorrower } from '../../testing/nigeria-fixtures.ts';
import { ENGINES, type Engine } from '../../testing/test-database.ts';
import { startTestService, type TestService } from '../../testing/test-service.ts';
import { orderRow, orderStatus } from './money-fixtures.ts';

/**
 * Nigeria's payouts through the provider NG_PAYOUT_PROVIDER chooses (decision 052), each to its
 * stand-in in a sandbox service, and Monnify's and Flutterwave's payout events on their webhook
 * URLs: each changes the ledger once, however often and in whatever order it comes.
 */

/** A NUBAN at GTBank (058) the stand-ins take as an account, ending in `last` when asked (else not 9). */
function validNuban(last?: number): string {
  for (;;) {
    const serial = String(randomInt(100_000_000, 999_999_999));
    const check = nubanCheckDigit('058', serial);
    // An account ending in 9 fails at Flutterwave's stand-in: only when asked for.
    const wanted = last === undefined ? check !== 9 : check === last;
    if (check !== undefined && wanted) return `${serial}${check}`;
  }
}

const serving = (engine: Engine, payoutProvider: NigeriaPayoutProviderName) =>
  startTestService(engine, {
    sandboxPayoutFailureRate: 0,
    nigeria: { ...loadConfig({}).nigeria, payoutProvider },
  });

function helpers(s: () => TestService) {
  const db = () => s().database.db;
  return {
    payoutsOf: (orderId: string) =>
      db().select().from(payouts).where(eq(payouts.orderId, orderId)).orderBy(asc(payouts.attempt)),
    eventsOf: async (orderId: string) =>
      (await db().select().from(orderEvents).where(eq(orderEvents.orderId, orderId))).map(
        (e) => `${e.fromStatus}→${e.toStatus} ${e.reason}`,
      ),
    ledgerSum: async (orderId: string, kind: string) =>
      (await db().select().from(ledgerEntries).where(eq(ledgerEntries.orderId, orderId)))
        .filter((e) => e.kind === kind)
        .reduce((sum, e) => sum + e.amount, 0),
    /** The stand-in's notifications about a payout, as it owes them. */
    owed: async (provider: string, mentions: string) =>
      (await db().select().from(standinNotifications).where(eq(standinNotifications.provider, provider)))
        .map((row) => row.body)
        .filter((body) => body.includes(mentions)),
    /**
     * A borrower paid into a valid account the stand-in names: the bank's name is set to theirs, as
     * a bank answering their own name would (the stand-ins other than Paystack's make names up).
     */
    borrower: async (accountNumber = validNuban()): Promise<Borrower> => {
      const b = await onboardedNgBorrower(s(), accountNumber);
      await db()
        .update(bankAccounts)
        .set({ bankHolderName: 'ADAEZE OKAFOR' })
        .where(eq(bankAccounts.userId, b.userId));
      return b;
    },
  };
}

describeEngines(ENGINES)('NG_PAYOUT_PROVIDER on %s', (engine) => {
  for (const provider of ['monnify', 'flutterwave'] as const) {
    describe(`NG_PAYOUT_PROVIDER=${provider}`, () => {
      let s: TestService;
      beforeAll(async () => {
        s = await serving(engine, provider);
      });
      afterAll(() => s.close());
      const h = helpers(() => s);

      it(`pays Nigeria out through ${provider}'s stand-in, which tells the outcome on /webhooks/${provider}`, async () => {
        expect(s.services.payouts.forMarket('NG').name).toBe(provider);
        const b = await h.borrower();
        const orderNo = await ngMoneyRequested(s, b);
        await advanceMinutes(s, 1);
        const order = await orderRow(s, orderNo);
        const [payout] = await h.payoutsOf(order.id);
        expect(payout?.provider).toBe(provider);
        const event = provider === 'monnify' ? 'SUCCESSFUL_DISBURSEMENT' : 'transfer.completed';
        const owed = await h.owed(provider, `${orderNo}-1`);
        expect(owed.some((body) => body.includes(event))).toBe(true);
        await advanceMinutes(s, 2);
        expect(await orderStatus(s, orderNo)).toBe(2);
        expect(await h.ledgerSum(order.id, 'payout')).toBe(payout?.amount);
        expect((await h.eventsOf(order.id)).filter((e) => e === '7→2 payoutSucceeded')).toHaveLength(1);
      });
    });
  }

  describe('Monnify disbursement events', () => {
    let s: TestService;
    beforeAll(async () => {
      s = await serving(engine, 'monnify');
      // With two-factor authorization on, a transfer waits for its OTP: only the events move it here.
      const on = await s.app.inject({
        method: 'POST',
        url: '/dev/monnify/simulate/otp',
        payload: { on: true },
      });
      expect(on.statusCode).toBe(200);
    });
    afterAll(() => s.close());
    const h = helpers(() => s);
    const secret = () => {
      const value = s.services.collection.monnifyClientSecret?.reveal();
      if (!value) throw new Error('the sandbox service has no Monnify secret');
      return value;
    };
    const event = (eventType: string, reference: string) =>
      JSON.stringify({
        eventType,
        eventData: {
          amount: 10000,
          reference,
          transactionReference: `MFDS${reference}`,
          transactionDescription: eventType === 'SUCCESSFUL_DISBURSEMENT' ? 'Approved' : 'Declined by bank',
          currency: 'NGN',
          status: eventType.split('_')[0],
        },
      });
    const deliver = (body: string, signature = createHmac('sha512', secret()).update(body).digest('hex')) =>
      s.app.inject({
        method: 'POST',
        url: '/webhooks/monnify',
        headers: { 'content-type': 'application/json', 'monnify-signature': signature },
        payload: body,
      });
    const sent = async () => {
      const orderNo = await ngMoneyRequested(s, await h.borrower());
      await advanceMinutes(s, 1);
      const order = await orderRow(s, orderNo);
      expect((await h.payoutsOf(order.id))[0]).toMatchObject({ provider: 'monnify', status: 'sent' });
      return { orderNo, order, reference: `${orderNo}-1` };
    };

    it('settles once on SUCCESSFUL_DISBURSEMENT delivered twice; a late failure changes nothing; a reversal after undoes the start once', async () => {
      const { orderNo, order, reference } = await sent();
      const success = event('SUCCESSFUL_DISBURSEMENT', reference);
      expect((await deliver(success, 'f'.repeat(128))).statusCode).toBe(401);
      expect((await deliver('{"eventType":"SUCCESSFUL_DISBURSEMENT","eventData":{}}')).statusCode).toBe(400);
      expect((await deliver('not json at all')).statusCode).toBeLessThan(500);
      expect(await orderStatus(s, orderNo)).toBe(7);
      for (const _ of [1, 2]) expect((await deliver(success)).statusCode).toBe(200);
      expect(await orderStatus(s, orderNo)).toBe(2);
      expect((await deliver(event('FAILED_DISBURSEMENT', reference))).statusCode).toBe(200);
      expect(await orderStatus(s, orderNo)).toBe(2);
      expect(await h.ledgerSum(order.id, 'payout')).not.toBe(0);
      const reversed = event('REVERSED_DISBURSEMENT', reference);
      for (const _ of [1, 2]) expect((await deliver(reversed)).statusCode).toBe(200);
      expect(await orderStatus(s, orderNo)).toBe(10);
      expect((await h.payoutsOf(order.id))[0]).toMatchObject({ status: 'failed', failure: 'payoutReturned' });
      const events = await h.eventsOf(order.id);
      expect(events.filter((e) => e === '7→2 payoutSucceeded')).toHaveLength(1);
      expect(events.filter((e) => e === '2→10 payoutReturned')).toHaveLength(1);
      expect(await h.ledgerSum(order.id, 'payout')).toBe(0);
    });

    it('fails a sent payout on a reversal that comes first, and keeps its late success for an operator', async () => {
      const { orderNo, order, reference } = await sent();
      expect((await deliver(event('REVERSED_DISBURSEMENT', reference))).statusCode).toBe(200);
      expect(await orderStatus(s, orderNo)).toBe(10);
      expect((await h.payoutsOf(order.id))[0]).toMatchObject({ status: 'failed', failure: 'declined' });
      expect((await deliver(event('SUCCESSFUL_DISBURSEMENT', reference))).statusCode).toBe(200);
      expect((await h.payoutsOf(order.id))[0]?.status).toBe('settledAfterFailure');
      expect(await h.ledgerSum(order.id, 'payout')).toBe(0);
    });

    it('answers 200 to an event about no payout of ours, and leaves money-in events to crediting', async () => {
      expect((await deliver(event('SUCCESSFUL_DISBURSEMENT', 'NOT-OURS-1'))).statusCode).toBe(200);
      const moneyIn = JSON.stringify({ eventType: 'SUCCESSFUL_TRANSACTION', eventData: {} });
      // Refused by the collection verifier as a payment it cannot read, not taken as a payout event.
      expect((await deliver(moneyIn)).statusCode).toBe(400);
    });
  });

  describe('Flutterwave transfer.completed', () => {
    let s: TestService;
    beforeAll(async () => {
      s = await serving(engine, 'flutterwave');
    });
    afterAll(() => s.close());
    const h = helpers(() => s);
    const hash = () => {
      const value = s.services.collection.flutterwaveSecretHash?.reveal();
      if (!value) throw new Error('the sandbox service has no Flutterwave hash');
      return value;
    };
    const deliver = (body: string, verifHash = hash()) =>
      s.app.inject({
        method: 'POST',
        url: '/webhooks/flutterwave',
        headers: { 'content-type': 'application/json', 'verif-hash': verifHash },
        payload: body,
      });
    const sent = async (accountNumber?: string) => {
      const orderNo = await ngMoneyRequested(s, await h.borrower(accountNumber));
      await advanceMinutes(s, 1);
      const order = await orderRow(s, orderNo);
      const [payout] = await h.payoutsOf(order.id);
      expect(payout).toMatchObject({ provider: 'flutterwave', status: 'sent' });
      const [owed] = await h.owed('flutterwave', `${orderNo}-1`);
      if (!owed) throw new Error(`no transfer.completed owed for ${orderNo}`);
      return { orderNo, order, owed, payout };
    };
    /** The same event claiming another status: only Flutterwave's own record counts. */
    const claiming = (body: string, status: string) =>
      body.replace(/"status":"[A-Z]+"/, `"status":"${status}"`);

    it("settles by Flutterwave's record, not the event's word: early, twice and with a forged failure, once", async () => {
      const { orderNo, order, owed, payout } = await sent();
      expect(JSON.parse(owed)).toMatchObject({ event: 'transfer.completed', data: { status: 'SUCCESSFUL' } });
      expect((await deliver(owed, 'wrong-hash')).statusCode).toBe(401);
      expect((await deliver('{"event":"transfer.completed","data":{}}')).statusCode).toBe(400);
      // Delivered before the transfer settled at Flutterwave: its GET still says NEW, nothing moves.
      expect((await deliver(owed)).statusCode).toBe(200);
      expect(await orderStatus(s, orderNo)).toBe(7);
      await s.clock.advance(61_000);
      expect((await deliver(claiming(owed, 'FAILED'))).statusCode).toBe(200);
      expect(await orderStatus(s, orderNo)).toBe(2);
      for (const _ of [1, 2]) expect((await deliver(owed)).statusCode).toBe(200);
      // The stand-in's own delivery, when the tick sends it, is old news too.
      await advanceMinutes(s, 2);
      expect(await orderStatus(s, orderNo)).toBe(2);
      expect((await h.eventsOf(order.id)).filter((e) => e === '7→2 payoutSucceeded')).toHaveLength(1);
      expect(await h.ledgerSum(order.id, 'payout')).toBe(payout?.amount);
    });

    it('fails a transfer Flutterwave failed, and a forged success after it changes nothing', async () => {
      const { orderNo, order, owed } = await sent(validNuban(9));
      expect(JSON.parse(owed)).toMatchObject({ data: { status: 'FAILED' } });
      await s.clock.advance(61_000);
      for (const _ of [1, 2]) expect((await deliver(owed)).statusCode).toBe(200);
      expect(await orderStatus(s, orderNo)).toBe(10);
      expect((await h.payoutsOf(order.id))[0]).toMatchObject({ status: 'failed', failure: 'declined' });
      expect((await deliver(claiming(owed, 'SUCCESSFUL'))).statusCode).toBe(200);
      expect((await h.payoutsOf(order.id))[0]?.status).toBe('failed');
      expect(await h.ledgerSum(order.id, 'payout')).toBe(0);
    });
  });
});
