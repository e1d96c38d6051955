import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditLog, incomingPayments, paymentConfirmations } from '../../../db/schema.ts';
import type { SignedWebhook } from '../../../providers/collection/collection-payment.ts';
import { STP_OUTAGE_PATH } from '../../../sandbox/standins/stp/stp-standin.ts';
import { describeEngines } from '../../../testing/describe-engines.ts';
import { advanceMinutes } from '../../../testing/loan-fixtures.ts';
import { ENGINES } from '../../../testing/test-database.ts';
import type { TestService } from '../../../testing/test-service.ts';
import { orderRow } from '../../disbursement/money-fixtures.ts';
import {
  creditedMinor,
  postWebhook,
  repayingBorrower,
  startRepaymentService,
  stpClabeOf,
  stpTransfer,
} from '../repayment-fixtures.ts';

/** The same notification with its body changed, the credentials kept: what a holder of them can send. */
function rewritten(webhook: SignedWebhook, change: (body: Record<string, unknown>) => void): SignedWebhook {
  const body = JSON.parse(webhook.rawBody) as Record<string, unknown>;
  change(body);
  return { ...webhook, rawBody: JSON.stringify(body) };
}

const refOf = (webhook: SignedWebhook) => {
  const body = JSON.parse(webhook.rawBody) as { id: number; claveRastreo: string };
  return `${body.id}:${body.claveRastreo}`;
};

describeEngines(ENGINES)('SPEI notifications confirmed at STP (decision 037) on %s', (engine) => {
  let s: TestService;
  beforeAll(async () => {
    s = await startRepaymentService(engine);
  });
  afterAll(() => s.close());

  const clabeOf = (token: string, orderNo: string) => stpClabeOf(s, token, orderNo);
  const confirmationOf = async (providerRef: string) =>
    (
      await s.database.db
        .select()
        .from(paymentConfirmations)
        .where(
          and(eq(paymentConfirmations.provider, 'stp'), eq(paymentConfirmations.providerRef, providerRef)),
        )
    )[0];

  it('credits a real deposit once, and nothing for the same deposit replayed under a new id', async () => {
    const { b, orderNo } = await repayingBorrower(s);
    const order = await orderRow(s, orderNo);
    const genuine = await stpTransfer(s, await clabeOf(b.token, orderNo), 30_000, randomUUID());
    expect((await postWebhook(s, 'stp', genuine)).json()).toEqual({ mensaje: 'confirmar' });
    expect(await creditedMinor(s, order.id)).toBe(30_000);

    const replays = [1, 2, 3].map((n) =>
      rewritten(genuine, (body) => {
        body.id = Number(body.id) + n;
      }),
    );
    for (const replay of replays) expect((await postWebhook(s, 'stp', replay)).statusCode).toBe(400);
    expect(await creditedMinor(s, order.id)).toBe(30_000);
    const replayed = await confirmationOf(refOf(replays[0] as SignedWebhook));
    expect(replayed).toMatchObject({ status: 'mismatch', detail: "STP's order differs: id" });
    const audit = await s.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'repayment.notConfirmed'));
    expect(audit.some((a) => a.detail.providerRef === refOf(replays[0] as SignedWebhook))).toBe(true);
  });

  it('credits nothing for a deposit STP never received, nor for one whose amount or CLABE was changed', async () => {
    const { b, orderNo } = await repayingBorrower(s);
    const order = await orderRow(s, orderNo);
    const clabe = await clabeOf(b.token, orderNo);
    const genuine = await stpTransfer(s, clabe, 20_000, randomUUID());
    const invented = rewritten(genuine, (body) => {
      body.claveRastreo = `MBAN01${randomUUID().replace(/\D/g, '').slice(0, 15)}`;
    });
    const more = rewritten(genuine, (body) => {
      body.id = Number(body.id) + 7;
      body.monto = 2_000;
    });
    for (const forged of [invented, more]) expect((await postWebhook(s, 'stp', forged)).statusCode).toBe(400);
    expect(await creditedMinor(s, order.id)).toBe(0);
    expect(await confirmationOf(refOf(invented))).toMatchObject({ status: 'unknown' });
    expect((await confirmationOf(refOf(more)))?.detail).toContain('monto');
  });

  it('sends back a deposit of 99,999,999,999.99 pesos, more than any loan could owe, and credits nothing', async () => {
    const { b, orderNo } = await repayingBorrower(s);
    const order = await orderRow(s, orderNo);
    const huge = await stpTransfer(s, await clabeOf(b.token, orderNo), 9_999_999_999_999, randomUUID());
    expect(JSON.parse(huge.rawBody).monto).toBe(99_999_999_999.99);
    const answers = [await postWebhook(s, 'stp', huge), await postWebhook(s, 'stp', huge)];
    for (const answer of answers) expect(answer.json()).toEqual({ mensaje: 'devolver', id: 20 });
    expect(await creditedMinor(s, order.id)).toBe(0);
    const [kept] = await s.database.db
      .select()
      .from(incomingPayments)
      .where(eq(incomingPayments.providerRef, refOf(huge)));
    expect(kept).toMatchObject({ status: 'returned', note: 'overLimit', amount: 9_999_999_999_999 });
    expect((await orderRow(s, orderNo)).status).toBe(order.status);
  });

  it("refuses a notification from outside STP's addresses (403), before reading it", async () => {
    const { b, orderNo } = await repayingBorrower(s);
    const order = await orderRow(s, orderNo);
    const genuine = await stpTransfer(s, await clabeOf(b.token, orderNo), 10_000, randomUUID());
    for (const remoteAddress of ['203.0.113.9', '10.0.0.1', '::ffff:198.51.100.4']) {
      const answer = await s.app.inject({
        method: 'POST',
        url: '/webhooks/stp',
        headers: { 'content-type': 'application/json', ...genuine.headers },
        payload: genuine.rawBody,
        remoteAddress,
      });
      expect(answer.statusCode, remoteAddress).toBe(403);
    }
    expect(await confirmationOf(refOf(genuine))).toBeUndefined();
    expect(await creditedMinor(s, order.id)).toBe(0);
  });

  it('keeps a deposit while STP cannot be asked, then credits it once when STP answers', async () => {
    const other: TestService = await startRepaymentService(engine);
    const outage = (down: boolean) =>
      other.app.inject({ method: 'POST', url: `/dev/stp${STP_OUTAGE_PATH}`, payload: { down } });
    try {
      const { b, orderNo } = await repayingBorrower(other);
      const order = await orderRow(other, orderNo);
      const clabe = (await other.call('GET', '/repay/getStpClabe', { orderNo }, { token: b.token })).data
        .clabe;
      const deposit = await stpTransfer(other, clabe, 40_000, randomUUID());
      expect((await outage(true)).statusCode).toBe(200);

      // Recorded and acknowledged, not credited: STP could not say it is real.
      for (let delivery = 0; delivery < 2; delivery++)
        expect((await postWebhook(other, 'stp', deposit)).json()).toEqual({ mensaje: 'confirmar' });
      await advanceMinutes(other, 1);
      expect(await creditedMinor(other, order.id)).toBe(0);
      const [waiting] = await other.database.db
        .select()
        .from(paymentConfirmations)
        .where(eq(paymentConfirmations.providerRef, refOf(deposit)));
      expect(waiting).toMatchObject({ status: 'waiting', attempts: 3, detail: 'STP answered HTTP 503' });

      // STP is back: the next tick asks again and credits it, once, whatever is delivered or ticked after.
      expect((await outage(false)).statusCode).toBe(200);
      await advanceMinutes(other, 1);
      expect(await creditedMinor(other, order.id)).toBe(40_000);
      expect((await postWebhook(other, 'stp', deposit)).json()).toEqual({ mensaje: 'confirmar' });
      await advanceMinutes(other, 1);
      expect(await creditedMinor(other, order.id)).toBe(40_000);
      const [confirmed] = await other.database.db
        .select()
        .from(paymentConfirmations)
        .where(eq(paymentConfirmations.providerRef, refOf(deposit)));
      expect(confirmed?.status).toBe('confirmed');
    } finally {
      await other.close();
    }
  }, 60_000);
});
