import { randomUUID } from 'node:crypto';
import { stpClabe } from '@puente/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { incomingPayments, ledgerEntries, repaymentAccounts } from '../../../db/schema.ts';
import type { SignedWebhook } from '../../../providers/collection/collection-payment.ts';
import { DbStandInStore } from '../../../sandbox/standins/standin-store.ts';
import { stpNotification } from '../../../sandbox/standins/stp/stp-abono-notification.ts';
import { keepAbono } from '../../../sandbox/standins/stp/stp-abonos.ts';
import { describeEngines } from '../../../testing/describe-engines.ts';
import { seedLoan } from '../../../testing/loan-seed.ts';
import {
  freePort,
  makeServiceStore,
  type ServiceStore,
  startServiceProcess,
  stopServiceProcess,
} from '../../../testing/service-process.ts';
import { ENGINES } from '../../../testing/test-database.ts';
import * as ledger from '../../orders/ledger-repository.ts';
import { owedCharges } from '../../orders/owed-repository.ts';
import { TEST_COLLECTION_ENV } from '../repayment-fixtures.ts';

const TRANSFERS = 80;
const AMOUNT = 1_000; // MXN 10.00 each: together far less than the loan, so every one is credited
const KILL_AFTER_ACKS = 25;

async function post(port: number, webhook: SignedWebhook): Promise<boolean> {
  try {
    const answer = await fetch(`http://127.0.0.1:${port}/webhooks/stp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...webhook.headers },
      body: webhook.rawBody,
    });
    return answer.status === 200;
  } catch {
    return false; // the connection died with the process: not acknowledged
  }
}

const refOf = (webhook: SignedWebhook) => {
  const body = JSON.parse(webhook.rawBody) as { id: number; claveRastreo: string };
  return `${body.id}:${body.claveRastreo}`;
};

describeEngines(ENGINES)('the service killed while crediting webhooks, on %s', (engine) => {
  let store: ServiceStore;
  let orderId: string;
  let clabe: string;
  beforeAll(async () => {
    store = await makeServiceStore(engine);
    const database = await store.open();
    const loan = await seedLoan(database.db, { amountMinor: 500_000, startDate: '2026-11-01' });
    orderId = loan.id;
    clabe = stpClabe('9999', 4_242_424);
    const [order] = await database.db
      .execute(sql`select user_id from loan_orders where id = ${orderId}`)
      .then((r) => (r as unknown as { rows: { user_id: string }[] }).rows);
    await database.db.insert(repaymentAccounts).values({
      userId: order?.user_id as string,
      provider: 'stp',
      accountNo: clabe,
      bankName: 'STP',
      createdAt: new Date(),
    });
    await database.close();
  });
  afterAll(() => store?.dispose());

  it('loses no acknowledged payment and credits none twice once STP delivers again', {
    timeout: 180_000,
  }, async () => {
    const at = new Date();
    const seeds = Array.from({ length: TRANSFERS }, () => randomUUID());
    const webhooks = seeds.map((seed) =>
      stpNotification({
        clabe,
        amountMinor: AMOUNT,
        seed,
        company: TEST_COLLECTION_ENV.STP_COMPANY,
        webhookUser: TEST_COLLECTION_ENV.STP_WEBHOOK_USER,
        webhookPassword: TEST_COLLECTION_ENV.STP_WEBHOOK_PASSWORD,
        at,
      }),
    );
    // The STP stand-in settled these transfers, so it confirms each one when asked (decision 037).
    const settled = await store.open();
    const stp = new DbStandInStore(settled.db, 'stp', () => at);
    for (const webhook of webhooks) await keepAbono(stp, webhook.rawBody, at, true);
    await settled.close();
    const port = await freePort();
    let service = await startServiceProcess({ ...TEST_COLLECTION_ENV, ...store.env }, port);

    // Four at a time, as STP's workers send; SIGKILL lands while some are mid-transaction.
    const acknowledged = new Set<string>();
    let next = 0;
    let killed: Promise<void> | undefined;
    const worker = async () => {
      while (next < webhooks.length && !killed) {
        const webhook = webhooks[next++] as SignedWebhook;
        if (await post(port, webhook)) acknowledged.add(refOf(webhook));
        if (acknowledged.size >= KILL_AFTER_ACKS && !killed) killed = stopServiceProcess(service, 'SIGKILL');
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
    await killed;
    expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
    expect(acknowledged.size).toBeLessThan(TRANSFERS);

    // Every acknowledged payment survived the kill.
    let database = await store.open();
    const survived = new Set(
      (await database.db.select({ ref: incomingPayments.providerRef }).from(incomingPayments)).map(
        (r) => r.ref,
      ),
    );
    await database.close();
    for (const ref of acknowledged) expect(survived.has(ref), ref).toBe(true);

    // STP delivers everything again (it retries what it did not see acknowledged, and may repeat the rest).
    service = await startServiceProcess({ ...TEST_COLLECTION_ENV, ...store.env }, port);
    const second = await Promise.all(webhooks.map((webhook) => post(port, webhook)));
    expect(second.every(Boolean)).toBe(true);
    await stopServiceProcess(service, 'SIGTERM');

    database = await store.open();
    const payments = await database.db.select().from(incomingPayments);
    expect(payments).toHaveLength(TRANSFERS);
    expect(new Set(payments.map((p) => p.providerRef)).size).toBe(TRANSFERS);
    expect(payments.every((p) => p.status === 'credited' && p.orderId === orderId)).toBe(true);
    const credits = await database.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, orderId));
    const repaid = credits.filter((e) => e.kind === 'repayment').reduce((sum, e) => sum + e.amount, 0);
    expect(repaid).toBe(-TRANSFERS * AMOUNT);
    // The ledger reconciles: what is charged less what is paid is what is still owed, charge by charge.
    const balance = (await ledger.balances(database.db, [orderId])).get(orderId);
    const owed = (await owedCharges(database.db, orderId)).reduce((sum, row) => sum + row.amountMinor, 0);
    expect(balance?.unrepaid).toBe(owed);
    expect(balance?.paid).toBe(TRANSFERS * AMOUNT);
    await database.close();
  });
});
