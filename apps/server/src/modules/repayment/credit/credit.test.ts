import { randomUUID } from 'node:crypto';
import { clabeCheckDigit, ERRORS, toMajor, toMinor } from '@puente/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  bankAccounts,
  creditReturns,
  incomingPayments,
  ledgerEntries,
  loanOrders,
  standinRecords,
} from '../../../db/schema.ts';
import { describeEngines } from '../../../testing/describe-engines.ts';
import { advanceMinutes } from '../../../testing/loan-fixtures.ts';
import { MX_CLABE } from '../../../testing/profile-fixtures.ts';
import { ENGINES } from '../../../testing/test-database.ts';
import type { TestService } from '../../../testing/test-service.ts';
import {
  changeAccount,
  clabeEnding,
  disbursedOrder,
  orderRow,
  orderStatus,
} from '../../disbursement/money-fixtures.ts';
import {
  entriesOf,
  postWebhook,
  repayingBorrower,
  startRepaymentService,
  stpClabeOf,
  stpTransfer,
} from '../repayment-fixtures.ts';

describeEngines(ENGINES)('money with nowhere to go on %s', (engine) => {
  let s: TestService;
  beforeAll(async () => {
    s = await startRepaymentService(engine);
  });
  afterAll(() => s.close());

  const clabeOf = (token: string, orderNo: string) => stpClabeOf(s, token, orderNo);
  const heldCredit = async (token: string) => s.call('GET', '/repay/credit/detail', {}, { token });
  const sendBack = async (token: string) => s.call('POST', '/repay/credit/return', {}, { token });
  const useCredit = async (token: string) => s.call('POST', '/repay/credit/apply', {}, { token });
  const detail = async (token: string, orderNo: string) =>
    (await s.call('GET', '/repay/repay-order/detail', { orderNo }, { token })).data;

  /** A loan paid off through a SPEI transfer `extraMinor` beyond everything it owed. */
  async function overpaidLoan(extraMinor: number) {
    const { b, orderNo } = await repayingBorrower(s);
    const order = await orderRow(s, orderNo);
    const clabe = await clabeOf(b.token, orderNo);
    // Everything it owes today: interest to the day (decision 028).
    const owed = toMinor((await detail(b.token, orderNo)).totalOwed);
    const answer = await postWebhook(s, 'stp', await stpTransfer(s, clabe, owed + extraMinor, randomUUID()));
    expect(answer.json()).toEqual({ mensaje: 'confirmar' });
    expect(await orderStatus(s, orderNo)).toBe(4);
    return { b, orderNo, order, clabe };
  }

  /** What the borrower paid in, less what went back to them, is what their loans' ledgers took. */
  async function expectBalanced(userId: string) {
    const orderIds = (
      await s.database.db.select({ id: loanOrders.id }).from(loanOrders).where(eq(loanOrders.userId, userId))
    ).map((o) => o.id);
    const paidIn = (
      await s.database.db.select().from(incomingPayments).where(inArray(incomingPayments.orderId, orderIds))
    ).reduce((sum, p) => sum + p.amount, 0);
    const sentBack = (
      await s.database.db.select().from(creditReturns).where(eq(creditReturns.userId, userId))
    )
      .filter((r) => r.status !== 'failed')
      .reduce((sum, r) => sum + r.amount, 0);
    const taken = (
      await s.database.db
        .select()
        .from(ledgerEntries)
        .where(
          and(
            inArray(ledgerEntries.orderId, orderIds),
            inArray(ledgerEntries.kind, ['repayment', 'overpayment']),
          ),
        )
    ).reduce((sum, e) => sum - e.amount, 0);
    expect(taken + sentBack).toBe(paidIn);
  }

  it('holds an overpayment for the borrower, who sees it and has it sent back to their bank once, however often they ask', async () => {
    const { b, orderNo, order } = await overpaidLoan(12_345);

    const held = await heldCredit(b.token);
    expect(held.code).toBe(0);
    expect(held.data).toMatchObject({
      amount: 123.45,
      currency: 'MXN',
      orderNo,
      applyToNextLoan: false,
      account: { accountEnding: MX_CLABE.accountNumber.slice(-4) },
      returns: [],
    });
    expect((await detail(b.token, orderNo)).credit).toBe(123.45);
    const home = await s.call('GET', '/loan/loan-product/index', {}, { token: b.token });
    expect(home.data.heldCredit).toEqual({ amount: 123.45, orderNo });
    const records = await s.call('GET', '/loan/loan-order/list', { group: 'finished' }, { token: b.token });
    expect(records.data.orders[0]).toMatchObject({ orderNo, balance: { credit: 123.45 } });

    // A double tap, a retry, and one more ask: one return, answered to each.
    const asked = await Promise.all([sendBack(b.token), sendBack(b.token), sendBack(b.token)]);
    const again = await sendBack(b.token);
    for (const answer of [...asked, again]) {
      expect(answer.code).toBe(0);
      expect(answer.data).toMatchObject({ amount: 123.45, status: 'sending', accountEnding: '7771' });
    }
    expect(new Set([...asked, again].map((a) => a.data.returnId)).size).toBe(1);
    const { returnId } = again.data;
    expect((await heldCredit(b.token)).data).toMatchObject({
      amount: 0,
      returns: [{ returnId, status: 'sending' }],
    });

    // The tick sends it as Mexico's payouts go, an order at STP (its stand-in), settled within the hour.
    await advanceMinutes(s, 1);
    await advanceMinutes(s, 61);
    const [sent] = await s.database.db
      .select({ reference: creditReturns.reference, provider: creditReturns.provider })
      .from(creditReturns)
      .where(eq(creditReturns.id, returnId));
    expect(sent?.provider).toBe('stp');
    const transfers = (
      await s.database.db
        .select()
        .from(standinRecords)
        .where(and(eq(standinRecords.provider, 'stp'), eq(standinRecords.kind, 'sent')))
    )
      .filter((r) => r.key === sent?.reference)
      .map((r) => r.data as { monto: number; cuentaBeneficiario: string });
    expect(transfers).toHaveLength(1);
    // The borrower's own CLABE (each fixture borrower has one, ending as MX_CLABE does).
    const [own] = await s.database.db
      .select({ accountNumber: bankAccounts.accountNumber })
      .from(bankAccounts)
      .where(and(eq(bankAccounts.userId, b.userId), eq(bankAccounts.primary, true)));
    expect(transfers[0]).toMatchObject({ monto: 123.45, cuentaBeneficiario: own?.accountNumber });
    expect((await heldCredit(b.token)).data).toMatchObject({
      amount: 0,
      returns: [{ returnId, status: 'sent' }],
    });
    expect(
      await s.database.db.select().from(creditReturns).where(eq(creditReturns.userId, b.userId)),
    ).toHaveLength(1);

    // The order's held credit is released by one entry, and the statement says where it went.
    const overpayments = await entriesOf(s, order.id, 'overpayment');
    expect(overpayments.map((e) => e.amount)).toEqual([-12_345, 12_345]);
    const statement = records.data.orders[0].statement as { kind: string; description: string }[];
    expect(statement.some((l) => l.description === 'Paid beyond the debt, held for you')).toBe(true);
    const after = await s.call('GET', '/loan/loan-order/list', { group: 'finished' }, { token: b.token });
    expect(after.data.orders[0].statement.at(-1)).toMatchObject({
      kind: 'overpayment',
      amount: 123.45,
      description: 'Credit sent back to your bank account',
    });
    expect(after.data.orders[0].balance.credit).toBeUndefined();
    expect(
      (await s.call('GET', '/loan/loan-product/index', {}, { token: b.token })).data.heldCredit,
    ).toBeUndefined();
    await expectBalanced(b.userId);

    const nothing = await sendBack(b.token);
    expect(nothing.code).toBe(ERRORS.noCreditHeld.code);
    expect((await s.call('POST', '/repay/credit/return', {}, { token: b.token, lang: 'es' })).msg).toBe(
      'No tienes saldo a favor con nosotros',
    );
  });

  it('holds the credit again when the bank does not take the return, and it can be asked for again', async () => {
    const { b, order } = await overpaidLoan(5_000);
    await changeAccount(s, b, clabeEnding('0000'));
    const first = await sendBack(b.token);
    expect(first.data).toMatchObject({ amount: 50, accountEnding: '0000' });
    await advanceMinutes(s, 1);
    const failed = (await heldCredit(b.token)).data;
    expect(failed).toMatchObject({
      amount: 50,
      returns: [
        {
          returnId: first.data.returnId,
          status: 'failed',
          failureReason: 'The bank says this account does not exist. Please check your bank account',
        },
      ],
    });
    expect((await entriesOf(s, order.id, 'overpayment')).map((e) => e.amount)).toEqual([
      -5_000, 5_000, -5_000,
    ]);
    await expectBalanced(b.userId);

    await changeAccount(s, b, MX_CLABE.accountNumber);
    const second = await sendBack(b.token);
    expect(second.data).toMatchObject({ amount: 50, status: 'sending', accountEnding: '7771' });
    expect(second.data.returnId).not.toBe(first.data.returnId);
    await advanceMinutes(s, 1);
    await advanceMinutes(s, 61);
    expect((await heldCredit(b.token)).data.returns.map((r: { status: string }) => r.status)).toEqual([
      'sent',
      'failed',
    ]);
    await expectBalanced(b.userId);
  });

  it('pays the next loan with the credit when its money is sent, if the borrower chose so', async () => {
    const { b, orderNo: first, order } = await overpaidLoan(20_000);
    const chosen = await useCredit(b.token);
    expect(chosen.code).toBe(0);
    expect(chosen.data).toEqual({ applied: 0, held: 200, applyToNextLoan: true, currency: 'MXN' });
    expect((await heldCredit(b.token)).data).toMatchObject({ amount: 200, applyToNextLoan: true });

    const next = await disbursedOrder(s, b);
    const nextRow = await orderRow(s, next);
    const view = await detail(b.token, next);
    expect(view.repaid).toBe(200);
    // The day its money is sent the loan owes its principal alone; the credit paid 200 of it.
    expect(toMinor(view.totalOwed)).toBe(nextRow.amount - 20_000);
    expect((await heldCredit(b.token)).data).toMatchObject({
      amount: 0,
      applyToNextLoan: false,
      openOrderNo: next,
    });
    const paid = await entriesOf(s, nextRow.id, 'repayment');
    expect(paid.reduce((sum, e) => sum + e.amount, 0)).toBe(-20_000);
    expect((await entriesOf(s, order.id, 'overpayment')).reduce((sum, e) => sum + e.amount, 0)).toBe(0);
    const latest = await s.call('GET', '/loan/loan-order/latest', {}, { token: b.token });
    expect(
      latest.data.order.statement.filter(
        (l: { description: string }) => l.description === 'Paid with your credit',
      ).length,
    ).toBeGreaterThan(0);
    expect(first).not.toBe(next);
    await expectBalanced(b.userId);
    // Nothing is paid twice: more ticks apply nothing more.
    await advanceMinutes(s, 5);
    expect((await entriesOf(s, nextRow.id, 'repayment')).reduce((sum, e) => sum + e.amount, 0)).toBe(-20_000);
  });

  it('pays the loan being repaid with the credit at the borrower’s request, up to what it owes', async () => {
    const { b, order } = await overpaidLoan(30_000);
    const next = await disbursedOrder(s, b);
    const nextRow = await orderRow(s, next);
    expect((await heldCredit(b.token)).data).toMatchObject({ amount: 300, openOrderNo: next });

    const used = await useCredit(b.token);
    expect(used.data).toEqual({
      applied: 300,
      orderNo: next,
      held: 0,
      applyToNextLoan: false,
      currency: 'MXN',
    });
    expect(toMinor((await detail(b.token, next)).totalOwed)).toBe(nextRow.amount - 30_000);
    expect((await useCredit(b.token)).code).toBe(ERRORS.noCreditHeld.code);
    expect((await entriesOf(s, order.id, 'overpayment')).reduce((sum, e) => sum + e.amount, 0)).toBe(0);
    await expectBalanced(b.userId);

    // Credit beyond what the open loan owes pays it off, and the rest waits for the loan after.
    const clabe = await clabeOf(b.token, next);
    const owed = toMinor((await detail(b.token, next)).totalOwed);
    const payOff = await postWebhook(s, 'stp', await stpTransfer(s, clabe, owed + 7_000, randomUUID()));
    expect(payOff.json()).toEqual({ mensaje: 'confirmar' });
    expect(await orderStatus(s, next)).toBe(4);
    expect((await heldCredit(b.token)).data.amount).toBe(70);
    await expectBalanced(b.userId);
  });

  it("answers STP's return for a SPEI transfer to a CLABE nobody holds, however often it is notified, and credits nothing", async () => {
    const webhook = await stpTransfer(s, clabeNobodyHolds(), 12_300, randomUUID());
    const answers = await Promise.all([postWebhook(s, 'stp', webhook), postWebhook(s, 'stp', webhook)]);
    answers.push(await postWebhook(s, 'stp', webhook));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe('{"mensaje":"devolver","id":1}');
    }
    const { id, claveRastreo } = JSON.parse(webhook.rawBody) as { id: number; claveRastreo: string };
    const kept = await s.database.db
      .select()
      .from(incomingPayments)
      .where(eq(incomingPayments.providerRef, `${id}:${claveRastreo}`));
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({
      status: 'returned',
      amount: 12_300,
      note: 'unknownAccount',
      orderId: null,
    });
  });

  it("makes a SPEI transfer to a paid-off loan's CLABE the borrower's credit", async () => {
    const { b, orderNo } = await repayingBorrower(s);
    const order = await orderRow(s, orderNo);
    const clabe = await clabeOf(b.token, orderNo);
    const owed = toMinor((await detail(b.token, orderNo)).totalOwed);
    await postWebhook(s, 'stp', await stpTransfer(s, clabe, owed, randomUUID()));
    expect(await orderStatus(s, orderNo)).toBe(4);
    expect((await heldCredit(b.token)).data.amount).toBe(0);

    const late = await stpTransfer(s, clabe, 25_000, randomUUID());
    expect((await postWebhook(s, 'stp', late)).json()).toEqual({ mensaje: 'confirmar' });
    expect((await postWebhook(s, 'stp', late)).json()).toEqual({ mensaje: 'confirmar' });
    const { id, claveRastreo } = JSON.parse(late.rawBody) as { id: number; claveRastreo: string };
    const [kept] = await s.database.db
      .select()
      .from(incomingPayments)
      .where(eq(incomingPayments.providerRef, `${id}:${claveRastreo}`));
    expect(kept).toMatchObject({ status: 'held', orderId: order.id, excess: 25_000 });
    expect((await heldCredit(b.token)).data).toMatchObject({ amount: 250, orderNo });
    expect((await detail(b.token, orderNo)).credit).toBe(toMajor(25_000));
    expect((await entriesOf(s, order.id, 'overpayment')).map((e) => e.amount)).toEqual([-25_000]);
    await expectBalanced(b.userId);
  });
});

/** A CLABE under the sandbox's STP prefix with a serial no borrower is given in these tests. */
function clabeNobodyHolds(): string {
  const first17 = '64618099999999998';
  return `${first17}${clabeCheckDigit(first17)}`;
}
