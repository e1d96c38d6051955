import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ledgerEntries, orderEvents, payouts, standinNotifications } from '../../db/schema.ts';
import { claveRastreoOf } from '../../providers/stp/stp-payouts.ts';
import { loadConfig } from '../../settings/load-config.ts';
import { describeEngines } from '../../testing/describe-engines.ts';
import { advanceMinutes, onboardedBorrower } from '../../testing/loan-fixtures.ts';
import { ENGINES } from '../../testing/test-database.ts';
import { startTestService, type TestService } from '../../testing/test-service.ts';
import { collectionSettings } from '../repayment/collection-settings.ts';
import { loadServiceSecret } from '../security/service-secret.ts';
import { moneyRequested, orderRow, orderStatus } from './money-fixtures.ts';

describeEngines(ENGINES)("STP's state changes of the orders we send, on %s", (engine) => {
  let s: TestService;
  beforeAll(async () => {
    s = await startTestService(engine);
  });
  afterAll(() => s.close());

  const payoutsOf = (orderId: string) =>
    s.database.db.select().from(payouts).where(eq(payouts.orderId, orderId)).orderBy(asc(payouts.attempt));
  const eventsOf = async (orderId: string) =>
    (await s.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId))).map(
      (e) => `${e.fromStatus}→${e.toStatus} ${e.reason}`,
    );
  const ledgerOf = (orderId: string) =>
    s.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, orderId));
  /** The stand-in's notifications about an order, by estado. */
  const noticesOf = async (claveRastreo: string) =>
    s.database.db
      .select()
      .from(standinNotifications)
      .where(
        and(eq(standinNotifications.provider, 'stp'), like(standinNotifications.body, `%"${claveRastreo}"%`)),
      );
  /** STP delivers a notification again (it got no answer in time): the stand-in sends it, signed, at the next tick. */
  const deliverAgain = async (id: number) => {
    await s.database.db
      .update(standinNotifications)
      .set({ deliveredAt: null })
      .where(eq(standinNotifications.id, id));
    await advanceMinutes(s, 1);
  };

  it('settles on LIQUIDACION once, however often STP says so', async () => {
    const b = await onboardedBorrower(s);
    const orderNo = await moneyRequested(s, b);
    const order = await orderRow(s, orderNo);
    await advanceMinutes(s, 1);
    expect(await orderStatus(s, orderNo)).toBe(7);
    await advanceMinutes(s, 1);
    expect(await orderStatus(s, orderNo)).toBe(2);
    const [liquidacion] = await noticesOf(claveRastreoOf(`${orderNo}-1`));
    expect(liquidacion).toMatchObject({ path: '/webhooks/stp/orden', lastStatus: 200 });
    expect(JSON.parse(liquidacion?.body ?? '{}')).toMatchObject({ estado: 'LIQUIDACION', empresa: 'PUENTE' });

    const before = { events: await eventsOf(order.id), ledger: await ledgerOf(order.id) };
    await deliverAgain(liquidacion?.id ?? 0);
    const [again] = await noticesOf(claveRastreoOf(`${orderNo}-1`));
    expect(again).toMatchObject({ lastStatus: 200, attempts: 2 });
    expect(await eventsOf(order.id)).toEqual(before.events);
    expect(await ledgerOf(order.id)).toEqual(before.ledger);
    expect((await payoutsOf(order.id)).map((p) => p.status)).toEqual(['succeeded']);
  });

  // DEVOLUCION after LIQUIDACION: payout-returned.test.ts (decision 046).

  it('refuses a notification without our credentials (401), from elsewhere (403), or about no order of ours', async () => {
    const post = (payload: unknown, headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
      s.app.inject({
        method: 'POST',
        url: '/webhooks/stp/orden',
        headers: { 'content-type': 'application/json', ...headers },
        payload: JSON.stringify(payload),
        remoteAddress,
      });
    const body = { id: 1, empresa: 'PUENTE', folioOrigen: 'PL00000000000000000R1', estado: 'LIQUIDACION' };
    const wrong = { authorization: `Basic ${Buffer.from('stp:wrong').toString('base64')}` };
    expect((await post(body, wrong)).statusCode).toBe(401);
    expect((await post(body, {})).statusCode).toBe(401);
    expect((await post(body, wrong, '203.0.113.9')).statusCode).toBe(403);

    // With our credentials (a sandbox derives them from its secret): another empresa's, or no order of ours.
    const secret = await loadServiceSecret({ secretKey: undefined, sandbox: true }, s.database.db);
    const stp = collectionSettings(loadConfig({}).collection, true, secret).stp;
    const ours = {
      authorization: `Basic ${Buffer.from(`${stp?.webhookUser}:${stp?.webhookPassword.reveal()}`).toString('base64')}`,
    };
    expect((await post({ ...body, empresa: 'OTRA' }, ours)).statusCode).toBe(400);
    expect((await post({ ...body, estado: 'PAGADA' }, ours)).statusCode).toBe(400);
    expect((await post(body, ours)).statusCode).toBe(404);
  });
});
