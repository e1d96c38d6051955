import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditLog, stpDifferences, stpReconciledDays } from '../../../db/schema.ts';
import { confirmAtStp } from '../../../providers/collection/payment-confirmation.ts';
import { verifyStpNotification } from '../../../providers/collection/stp-webhook.ts';
import { operationDayOf } from '../../../providers/stp/stp-operation-day.ts';
import { stpOrdersOver } from '../../../providers/stp/stp-received-orders.ts';
import { SandboxCollections } from '../../../sandbox/collection/sandbox-collections.ts';
import { stpNotification } from '../../../sandbox/standins/stp/stp-abono-notification.ts';
import { SIMULATE_ABONO_PATH } from '../../../sandbox/standins/stp/stp-collection-routes.ts';
import { STP_OUTAGE_PATH } from '../../../sandbox/standins/stp/stp-standin.ts';
import { companyKeys, type StpAtHand, stpAtHand } from '../../../sandbox/standins/stp/stp-standin-fixture.ts';
import { describeEngines } from '../../../testing/describe-engines.ts';
import { ENGINES } from '../../../testing/test-database.ts';
import type { TestService } from '../../../testing/test-service.ts';
import { orderRow } from '../../disbursement/money-fixtures.ts';
import {
  creditedMinor,
  repayingBorrower,
  startRepaymentService,
  stpClabeOf,
  TEST_COLLECTION_ENV,
} from '../repayment-fixtures.ts';
import { CreditingService } from './crediting-service.ts';
import { ProviderConfirmedCrediting } from './provider-confirmed-crediting.ts';
import { StpReconciliation } from './stp-reconciliation.ts';

const quiet = () => {};

describeEngines(ENGINES)("STP's daily listing against the ledger (decision 041) on %s", (engine) => {
  let s: TestService;
  let stp: StpAtHand;
  let crediting: CreditingService;
  let reconciliation: StpReconciliation;
  beforeAll(async () => {
    // The service's STP is this stand-in (STP_BASE_URL), so its own daily tick and the test's runs
    // compare the ledger with the same listing.
    let now = () => new Date();
    const keys = companyKeys();
    stp = await stpAtHand(() => now(), keys);
    s = await startRepaymentService(engine, {
      stp: {
        baseUrl: stp.connection.baseUrl,
        company: stp.connection.empresa,
        account: stp.connection.cuentaOrdenante,
        privateKey: keys.privateKey,
      },
    });
    now = () => s.clock.now();
    crediting = new CreditingService({ db: s.database.db, clock: s.clock });
    reconciliation = new StpReconciliation({
      db: s.database.db,
      clock: s.clock,
      crediting,
      connection: stp.connection,
      log: quiet,
    });
  });
  afterAll(async () => {
    await stp.close();
    await s.close();
  });

  /** A payer's bank sends SPEI to the CLABE, at STP. */
  async function payIn(clabe: string, amount: number, lost = false) {
    const answer = await fetch(`${stp.connection.baseUrl}${SIMULATE_ABONO_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clabe, amount, ...(lost ? { lost } : {}) }),
    });
    return (await answer.json()) as { claveRastreo: string; fechaOperacion: string };
  }

  const differences = async (claveRastreo: string) =>
    s.database.db.select().from(stpDifferences).where(eq(stpDifferences.claveRastreo, claveRastreo));

  it('finds a deposit whose notification was lost and credits it once, however often the day is compared', async () => {
    const { b, orderNo } = await repayingBorrower(s);
    const order = await orderRow(s, orderNo);
    const clabe = await stpClabeOf(s, b.token, orderNo);
    const lost = await payIn(clabe, 300, true);
    expect(stp.owed().some((n) => n.body.includes(lost.claveRastreo))).toBe(false);
    expect(await creditedMinor(s, order.id)).toBe(0);
    // The next day's tick compares the day with STP's listing and credits it; two more runs at
    // once, then the day compared again by hand, credit nothing more.
    await s.advanceDays(1);
    expect(await creditedMinor(s, order.id)).toBe(30_000);
    await Promise.all([reconciliation.run(), reconciliation.run()]);
    await reconciliation.reconcile(lost.fechaOperacion);
    expect(await reconciliation.run()).toBe(0);
    expect(await creditedMinor(s, order.id)).toBe(30_000);
    expect(await differences(lost.claveRastreo)).toEqual([
      expect.objectContaining({ kind: 'depositFound', amount: 30_000, fechaOperacion: lost.fechaOperacion }),
    ]);
    const audit = await s.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'stp.reconciliation.depositFound'));
    expect(audit.filter((a) => a.detail.claveRastreo === lost.claveRastreo)).toHaveLength(1);
  });

  it('adds nothing to a deposit notified and confirmed at STP (signed Consulta Orden)', async () => {
    const { b, orderNo } = await repayingBorrower(s);
    const order = await orderRow(s, orderNo);
    const clabe = await stpClabeOf(s, b.token, orderNo);
    const paid = await payIn(clabe, 200);
    const notification = stp.owed().find((n) => n.body.includes(paid.claveRastreo));
    if (!notification) throw new Error('STP owes no notification');
    const verified = verifyStpNotification(
      notification.body,
      {
        authorization: `Basic ${btoa(`${TEST_COLLECTION_ENV.STP_WEBHOOK_USER}:${TEST_COLLECTION_ENV.STP_WEBHOOK_PASSWORD}`)}`,
      },
      {
        company: TEST_COLLECTION_ENV.STP_COMPANY,
        webhookUser: TEST_COLLECTION_ENV.STP_WEBHOOK_USER,
        webhookPassword: TEST_COLLECTION_ENV.STP_WEBHOOK_PASSWORD,
      },
      s.clock.now(),
    );
    if (!verified.ok || !('payment' in verified)) throw new Error('the notification did not verify');
    const received = new ProviderConfirmedCrediting({
      db: s.database.db,
      clock: s.clock,
      crediting,
      log: quiet,
      confirmers: { stp: confirmAtStp(stpOrdersOver(stp.connection)) },
    });
    expect(await received.receive(verified.payment)).toMatchObject({ outcome: 'credited' });
    await s.advanceDays(1);
    await reconciliation.run();
    expect(await creditedMinor(s, order.id)).toBe(20_000);
    expect(await differences(paid.claveRastreo)).toEqual([]);
    // The notification delivered again after the reconciliation: the same one credit.
    expect(await received.receive(verified.payment)).toEqual({ outcome: 'duplicate' });
  });

  it('flags for an operator, once, a deposit we credited that STP does not list', async () => {
    const { b, orderNo } = await repayingBorrower(s);
    const order = await orderRow(s, orderNo);
    const clabe = await stpClabeOf(s, b.token, orderNo);
    // Credited on a notification someone confirmed, though STP never had that deposit.
    const webhook = stpNotification({
      clabe,
      amountMinor: 15_000,
      seed: randomUUID(),
      company: TEST_COLLECTION_ENV.STP_COMPANY,
      webhookUser: TEST_COLLECTION_ENV.STP_WEBHOOK_USER,
      webhookPassword: TEST_COLLECTION_ENV.STP_WEBHOOK_PASSWORD,
      at: s.clock.now(),
    });
    const verified = verifyStpNotification(
      webhook.rawBody,
      webhook.headers,
      {
        company: TEST_COLLECTION_ENV.STP_COMPANY,
        webhookUser: TEST_COLLECTION_ENV.STP_WEBHOOK_USER,
        webhookPassword: TEST_COLLECTION_ENV.STP_WEBHOOK_PASSWORD,
      },
      s.clock.now(),
    );
    if (!verified.ok || !('payment' in verified)) throw new Error('the notification did not verify');
    const believed = new ProviderConfirmedCrediting({
      db: s.database.db,
      clock: s.clock,
      crediting,
      log: quiet,
      confirmers: { stp: async (payment) => ({ kind: 'confirmed', payment }) },
    });
    expect(await believed.receive(verified.payment)).toMatchObject({ outcome: 'credited' });
    expect(await creditedMinor(s, order.id)).toBe(15_000);
    const claveRastreo = String(JSON.parse(webhook.rawBody).claveRastreo);
    const day = operationDayOf(s.clock.now());
    await s.advanceDays(1);
    await reconciliation.run();
    await reconciliation.reconcile(day);
    expect(await differences(claveRastreo)).toEqual([
      expect.objectContaining({
        kind: 'creditedNotAtStp',
        amount: 15_000,
        fechaOperacion: day,
        resolvedAt: null,
      }),
    ]);
    expect(await creditedMinor(s, order.id)).toBe(15_000);
  });

  it('leaves the day to the next tick when STP cannot be asked, and flags money STP kept for nobody', async () => {
    const down = await stpAtHand(() => s.clock.now());
    await down.close();
    const unreachable = new StpReconciliation({
      db: s.database.db,
      clock: s.clock,
      crediting,
      connection: down.connection,
      log: quiet,
    });
    // Paid into a CLABE no borrower holds, and never notified: nobody answered "devolver".
    const nobody = await payIn('646180999999999990', 1, true);
    const outage = (down: boolean) =>
      fetch(`${stp.connection.baseUrl}${STP_OUTAGE_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ down }),
      });
    expect((await outage(true)).status).toBe(200);
    await s.advanceDays(1);
    expect((await outage(false)).status).toBe(200);
    const dayDone = () =>
      s.database.db
        .select()
        .from(stpReconciledDays)
        .where(eq(stpReconciledDays.fechaOperacion, nobody.fechaOperacion));
    expect(await unreachable.run()).toBe(0);
    expect(await dayDone()).toEqual([]);
    await reconciliation.run();
    expect(await dayDone()).toHaveLength(1);
    expect(await differences(nobody.claveRastreo)).toEqual([
      expect.objectContaining({ kind: 'depositToNobody', amount: 100 }),
    ]);
  });
  it("takes a tester's SPEI transfer (/dev/stp/transfer) at the STP stand-in once it is connected", async () => {
    const collections = new SandboxCollections({
      db: s.database.db,
      clock: s.clock,
      stp: stp.connection,
    });
    const before = s.clock.now().getTime();
    const notified = await collections.transferToClabe('646180110400000007', 12_345);
    const owedIn = Date.parse(String(notified.deliverAt)) - before;
    expect(owedIn).toBeGreaterThanOrEqual(60_000);
    expect(owedIn).toBeLessThan(70_000);
    const lost = await collections.transferToClabe('646180110400000007', 500, 'ANA GOMEZ', true);
    expect(lost).not.toHaveProperty('deliverAt');
    const order = await stpOrdersOver(stp.connection).receivedOrder({
      claveRastreo: String(lost.claveRastreo),
    });
    expect(order).toMatchObject({ kind: 'found', order: { amountMinor: 500, clabe: '646180110400000007' } });
    expect(stp.owed().filter((n) => n.body.includes(String(notified.claveRastreo)))).toHaveLength(1);
  });
});
