import { randomUUID } from 'node:crypto';
import {
  addDays,
  applyPpm,
  dateIn,
  ERRORS,
  findProduct,
  instantOfWallClock,
  MARKETS,
  parseClabe,
  toMajor,
  toMinor,
} from '@puente/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  auditLog,
  cobRuns,
  incomingPayments,
  loanOrders,
  payOrders,
  standinNotifications,
} from '../../db/schema.ts';
import { describeEngines } from '../../testing/describe-engines.ts';
import { advanceMinutes, onboardedBorrower } from '../../testing/loan-fixtures.ts';
import { ENGINES } from '../../testing/test-database.ts';
import type { TestService } from '../../testing/test-service.ts';
import { logInAgain, orderRow } from '../disbursement/money-fixtures.ts';
import {
  creditsOf,
  entriesOf,
  oxxoPaid,
  postWebhook,
  repayingBorrower,
  startRepaymentService,
  stpClabeOf,
  stpTransfer,
} from './repayment-fixtures.ts';

describeEngines(ENGINES)('repayment on %s', (engine) => {
  let s: TestService;
  beforeAll(async () => {
    s = await startRepaymentService(engine);
  });
  afterAll(() => s.close());

  const detail = async (token: string, orderNo: string) =>
    s.call('GET', '/repay/repay-order/detail', { orderNo }, { token });
  const clabeOf = (token: string, orderNo: string) => stpClabeOf(s, token, orderNo);
  const paymentsWith = async (providerRef: string) =>
    s.database.db.select().from(incomingPayments).where(eq(incomingPayments.providerRef, providerRef));

  it('shows what is owed by kind, interest to the day, the market channels and the amount rules', async () => {
    const { b, orderNo } = await repayingBorrower(s);
    const order = await orderRow(s, orderNo);
    // On the day the money is sent no interest has accrued: paying off costs the principal alone.
    const sameDay = (await detail(b.token, orderNo)).data;
    expect(sameDay.totalOwed).toBe(toMajor(order.amount));
    expect(sameDay.breakdown.interest).toBe(0);
    expect(sameDay.breakdown.interestTax).toBe(0);

    await s.advanceDays(10);
    const answer = await detail(b.token, orderNo);
    expect(answer.code).toBe(0);
    const view = answer.data;
    // "0.09 % a day on the principal outstanding": ten days of it, and IVA at 16 % on them.
    const tenDays = applyPpm(order.amount, order.quote.interestPpmPerDay, 10);
    const ivaOnThem = applyPpm(tenDays, 160_000);
    expect(toMinor(view.totalOwed)).toBe(order.amount + tenDays + ivaOnThem);
    const { principal, interest, interestTax, fee, tax, penalty, rolloverFee } = view.breakdown;
    expect(
      toMinor(principal) +
        toMinor(interest) +
        toMinor(interestTax) +
        toMinor(fee) +
        toMinor(tax) +
        toMinor(penalty) +
        toMinor(rolloverFee),
    ).toBe(toMinor(view.totalOwed));
    expect(principal).toBe(toMajor(order.amount));
    expect(toMinor(interest)).toBe(tenDays);
    expect(toMinor(interestTax)).toBe(ivaOnThem);
    expect(view.dueNow).toBe(0);
    expect(view.channels.map((c: { channelId: string }) => c.channelId)).toEqual(['stp', 'oxxo', 'voucher']);
    expect(view.rules.minAmount).toBe(toMajor(findProduct('mx-91')?.repayment.minMinor ?? 0));
    expect(view.paidOff).toBe(false);
  });

  it('gives each borrower one CLABE of their own under STP, with a valid check digit', async () => {
    const first = await repayingBorrower(s);
    const second = await repayingBorrower(s);
    const clabe = await clabeOf(first.b.token, first.orderNo);
    expect(clabe).toMatch(/^6461809999\d{8}$/);
    expect(parseClabe(clabe)).toMatchObject({ ok: true });
    expect(await clabeOf(first.b.token, first.orderNo)).toBe(clabe);
    expect(await clabeOf(second.b.token, second.orderNo)).not.toBe(clabe);
  });

  it('credits a SPEI transfer once, however often and however concurrently STP notifies it', async () => {
    const { b, orderNo } = await repayingBorrower(s);
    const order = await orderRow(s, orderNo);
    const clabe = await clabeOf(b.token, orderNo);
    const webhook = await stpTransfer(s, clabe, 50_000, randomUUID());

    const answers = await Promise.all(Array.from({ length: 50 }, () => postWebhook(s, 'stp', webhook)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    expect(answers[0]?.json()).toEqual({ mensaje: 'confirmar' });
    await s.advanceDays(3);
    expect((await postWebhook(s, 'stp', webhook)).statusCode).toBe(200);

    const credits = await creditsOf(s, order.id);
    expect(credits.reduce((sum, c) => sum + c.amount, 0)).toBe(-50_000);
    const view = (await detail(b.token, orderNo)).data;
    expect(view.repaid).toBe(500);
    // Paid on the day the money was sent: the rest of the principal bears the interest since, and
    // the interest its IVA (3 days on 500.00 = 1.35, IVA 0.216 → 0.22).
    const left = order.amount - 50_000;
    const threeDays = applyPpm(left, order.quote.interestPpmPerDay, 3);
    expect(threeDays).toBe(135);
    expect(toMinor(view.totalOwed)).toBe(left + threeDays + 22);
  });

  it('refuses a webhook with wrong credentials or a tampered body and credits nothing', async () => {
    const { b, orderNo } = await repayingBorrower(s);
    const order = await orderRow(s, orderNo);
    const clabe = await clabeOf(b.token, orderNo);
    const genuine = await stpTransfer(s, clabe, 30_000, randomUUID());
    const forged = {
      ...genuine,
      headers: {
        ...genuine.headers,
        authorization: `Basic ${Buffer.from('stp-notify:guess').toString('base64')}`,
      },
    };
    expect((await postWebhook(s, 'stp', forged)).statusCode).toBe(401);

    const pay = await s.call('GET', '/repay/getOXXOReference', { orderNo, amount: 300 }, { token: b.token });
    const oxxo = await oxxoPaid(s, pay.data.reference, 30_000, randomUUID());
    const tampered = { ...oxxo, rawBody: oxxo.rawBody.replace('30000', '90000') };
    expect((await postWebhook(s, 'oxxo', tampered)).statusCode).toBe(401);
    expect(await creditsOf(s, order.id)).toEqual([]);
  });

  it('refuses OXXO amounts the rules do not allow, each with its message, then credits a paid reference', async () => {
    const { b, orderNo } = await repayingBorrower(s);
    const order = await orderRow(s, orderNo);
    const ask = (amount: number, lang: 'en' | 'es' = 'en') =>
      s.call('GET', '/repay/getOXXOReference', { orderNo, amount }, { token: b.token, lang });

    const below = await ask(50);
    expect(below.code).toBe(ERRORS.repayAmountBelowMinimum.code);
    expect(below.msg).toBe('The minimum payment is $100.00');
    expect((await ask(150.5)).code).toBe(ERRORS.repayAmountNotWhole.code);
    const above = await ask(Math.ceil(toMajor(order.quote.totalRepay)) + 100, 'es');
    expect(above.code).toBe(ERRORS.repayAmountAboveOwed.code);
    expect(above.msg).toMatch(/^El monto es mayor de lo que debes/);
    expect((await s.call('GET', '/repay/getOXXOReference', { orderNo }, { token: b.token })).code).toBe(
      ERRORS.payloadInvalid.code,
    );

    const reference = await ask(400);
    expect(reference.code).toBe(0);
    expect(reference.data).toMatchObject({
      amount: 400,
      currency: 'MXN',
      storeLimit: 10_000,
      reflected: 'withinMinutes',
    });
    // Stripe's voucher number, which the barcode encodes, and its printable page.
    expect(reference.data.reference).toMatch(/^\d{18}$/);
    expect(reference.data.barcode).toBe(reference.data.reference);
    expect(reference.data.voucherUrl).toMatch(/\/dev\/stripe\/oxxo\/vouchers\/pi_/);
    expect((await ask(400)).data.reference).toBe(reference.data.reference);

    const paid = await s.app.inject({
      method: 'POST',
      url: '/dev/oxxo/pay',
      payload: { reference: reference.data.reference },
    });
    expect(paid.json().code).toBe(0);
    await advanceMinutes(s, 15);
    const view = (await detail(b.token, orderNo)).data;
    expect(view.repaid).toBe(400);
    const [payOrder] = await s.database.db
      .select()
      .from(payOrders)
      .where(eq(payOrders.voucherNumber, reference.data.reference));
    expect(payOrder?.status).toBe('paid');
    expect(
      (
        await s.app.inject({
          method: 'POST',
          url: '/dev/oxxo/pay',
          payload: { reference: reference.data.reference },
        })
      ).json().code,
    ).toBe(ERRORS.payOrderTimedOut.code);
  });

  it("answers another borrower's order as if it did not exist", async () => {
    const mine = await repayingBorrower(s);
    const other = await onboardedBorrower(s);
    for (const path of ['/repay/repay-order/detail', '/repay/getStpClabe']) {
      expect((await s.call('GET', path, { orderNo: mine.orderNo }, { token: other.token })).code).toBe(
        ERRORS.orderNotFound.code,
      );
    }
    const oxxo = await s.call(
      'GET',
      '/repay/getOXXOReference',
      { orderNo: mine.orderNo, amount: 200 },
      { token: other.token },
    );
    expect(oxxo.code).toBe(ERRORS.orderNotFound.code);
    expect((await s.call('GET', '/repay/repay-order/detail', {}, { token: mine.b.token })).code).toBe(
      ERRORS.orderNoMissing.code,
    );
  });

  it("sends a transfer to a CLABE nobody holds back through STP's answer (decision 032)", async () => {
    const webhook = await stpTransfer(s, validClabeNobodyHolds(), 12_300, randomUUID());
    const answer = await postWebhook(s, 'stp', webhook);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ mensaje: 'devolver', id: 1 });
    const ref = providerRefOf(webhook.rawBody);
    const [kept] = await paymentsWith(ref);
    expect(kept).toMatchObject({ status: 'returned', amount: 12_300, note: 'unknownAccount' });
  });

  it('credits a transfer once when STP notifies it again on a later day (its acknowledgement was lost)', async () => {
    const clabe = validClabeNobodyHolds();
    const sent = await s.app.inject({
      method: 'POST',
      url: '/dev/stp/transfer',
      payload: { clabe, amount: 45.67 },
    });
    expect(sent.json().code).toBe(0);
    await advanceMinutes(s, 2);
    const received = () =>
      s.database.db
        .select()
        .from(incomingPayments)
        .where(and(eq(incomingPayments.matchValue, clabe), eq(incomingPayments.amount, 4_567)));
    expect(await received()).toHaveLength(1);
    // STP never heard our 200: it sends the same transfer again, the next business day.
    const thisTransfer = sql`${standinNotifications.provider} = 'stp' and ${standinNotifications.body} like ${`%"cuentaBeneficiario":"${clabe}"%`}`;
    await s.database.db.update(standinNotifications).set({ deliveredAt: null }).where(thisTransfer);
    await s.advanceDays(1);
    const [again] = await s.database.db.select().from(standinNotifications).where(thisTransfer);
    expect(again?.attempts).toBe(2);
    expect(await received()).toHaveLength(1);
  });

  it('charges the day that just ended before a payment made after midnight, even if no tick has closed it', async () => {
    const { b: before, orderNo } = await repayingBorrower(s);
    const order = await orderRow(s, orderNo);
    await s.advanceDays(40);
    expect((await orderRow(s, orderNo)).status).toBe(3);
    const b = await logInAgain(s, before);
    // One minute past the next midnight in Mexico City, and no tick since: yesterday is not closed.
    const { timeZone } = MARKETS.MX;
    const endedDay = dateIn(s.clock.now(), timeZone);
    const midnight = instantOfWallClock(addDays(endedDay, 1), '00:01:00', timeZone);
    await s.clock.advance(midnight.getTime() - s.clock.now().getTime());
    // The borrower pays everything the app shows as owed, which cannot include today's close yet.
    const shown = (await detail(b.token, orderNo)).data.totalOwed as number;
    const answer = await postWebhook(
      s,
      'stp',
      await stpTransfer(s, await clabeOf(b.token, orderNo), toMinor(shown), 'midnight'),
    );
    expect(answer.statusCode).toBe(200);

    const penalties = await entriesOf(s, order.id, 'penalty');
    const lastDay = penalties.find((e) => e.businessDate === endedDay);
    expect(lastDay?.amount).toBeGreaterThan(0);
    expect(penalties.at(-1)).toEqual(lastDay);
    const closed = await s.database.db.select().from(cobRuns).where(eq(cobRuns.businessDate, endedDay));
    expect(closed.filter((r) => r.market === 'MX')).toHaveLength(1);
    // Penalty first: the payment covers all but that day's penalty, and the loan stays open for it.
    const after = await orderRow(s, orderNo);
    expect(after.status).toBe(3);
    expect(toMinor((await detail(b.token, orderNo)).data.totalOwed)).toBe(lastDay?.amount);
  });

  it('finishes the loan when the last centavo arrives, through the sandbox bank, and raises the quota', async () => {
    const { b, orderNo } = await repayingBorrower(s);
    const order = await orderRow(s, orderNo);
    const before = (await s.call('GET', '/loan/get-credit-info', {}, { token: b.token })).data.quota;
    const clabe = await clabeOf(b.token, orderNo);
    // Everything owed today, in two transfers the same day (interest to the day: the principal).
    const total = toMinor((await detail(b.token, orderNo)).data.totalOwed);
    expect(total).toBe(order.amount);
    const half = Math.floor(total / 2);
    for (const amountMinor of [half, total - half]) {
      const sent = await s.app.inject({
        method: 'POST',
        url: '/dev/stp/transfer',
        payload: { clabe, amount: toMajor(amountMinor) },
      });
      expect(sent.json().code).toBe(0);
    }
    await advanceMinutes(s, 2);
    expect((await orderRow(s, orderNo)).status).toBe(4);
    const view = (await detail(b.token, orderNo)).data;
    expect(view).toMatchObject({ paidOff: true, status: 4, totalOwed: 0, channels: [] });
    const after = (await s.call('GET', '/loan/get-credit-info', {}, { token: b.token })).data.quota;
    expect(after).toBeGreaterThan(before);
    const audit = await s.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, b.userId), eq(auditLog.action, 'repayment.credited')));
    expect(audit).toHaveLength(2);
    // Once finished, another transfer does not pay the loan: it is held as the borrower's credit (decision 032).
    await s.app.inject({ method: 'POST', url: '/dev/stp/transfer', payload: { clabe, amount: 100 } });
    await advanceMinutes(s, 2);
    const [finished] = await s.database.db.select().from(loanOrders).where(eq(loanOrders.id, order.id));
    expect(finished?.status).toBe(4);
    const held = await s.database.db
      .select()
      .from(incomingPayments)
      .where(and(eq(incomingPayments.matchValue, clabe), eq(incomingPayments.status, 'held')));
    expect(held).toHaveLength(1);
    expect((await detail(b.token, orderNo)).data.credit).toBe(100);
  });
});

function providerRefOf(rawBody: string): string {
  const body = JSON.parse(rawBody) as { id: number; claveRastreo: string };
  return `${body.id}:${body.claveRastreo}`;
}

/** A CLABE under STP with our sandbox prefix and a serial no test reaches. */
function validClabeNobodyHolds(): string {
  for (let check = 0; check < 10; check++) {
    const clabe = `64618099999999999${check}`;
    if (parseClabe(clabe).ok) return clabe;
  }
  throw new Error('no valid CLABE');
}
