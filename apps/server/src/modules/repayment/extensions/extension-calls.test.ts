import { createHash, randomUUID } from 'node:crypto';
import { addDays, ERRORS, toMinor } from '@puente/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema.ts';
import { describeEngines } from '../../../testing/describe-engines.ts';
import { advanceMinutes, approvedOrder, onboardedBorrower } from '../../../testing/loan-fixtures.ts';
import { ENGINES } from '../../../testing/test-database.ts';
import type { TestService } from '../../../testing/test-service.ts';
import { expectOk, orderRow } from '../../disbursement/money-fixtures.ts';
import {
  entriesOf,
  oxxoPaid,
  postWebhook,
  repayingBorrower,
  startRepaymentService,
  stpTransfer,
} from '../repayment-fixtures.ts';
import { EXTENSION_LOAN, extensionRows, ledgerOwedMinor, phaseRows } from './extension-fixtures.ts';

/** The fee of a 5,000-peso mx-91 loan's extension: 18.23 + 2.92 (extension-fee.test.ts). */
const TOTAL = 2_115;

describeEngines(ENGINES)('extension calls on %s', (engine) => {
  let s: TestService;
  beforeAll(async () => {
    s = await startRepaymentService(engine);
  });
  afterAll(() => s.close());

  const confirm = (token: string, orderNo: string) =>
    s.call('POST', '/repay/confirmExtensionOrder', { orderNo, agree: true }, { token });
  const statusOf = (token: string, payload: Record<string, unknown>) =>
    s.call('GET', '/repay/updateExtensionOrderStatus', payload, { token });
  /** Credits with what they settle, in the order they were written. */
  const creditsOf = async (orderId: string) =>
    (await entriesOf(s, orderId, 'repayment')).map((e) => ({ amount: -e.amount, appliesTo: e.appliesTo }));
  const sum = (rows: { amount: number }[]) => rows.reduce((total, r) => total + r.amount, 0);

  it('applies the extension with a SPEI transfer of at least the fee and credits the rest to the loan', async () => {
    const { b, orderNo } = await repayingBorrower(s, EXTENSION_LOAN);
    const order = await orderRow(s, orderNo);
    const before = await phaseRows(s, order.id);
    const clabe = (await s.call('GET', '/repay/getStpClabe', { orderNo }, { token: b.token })).data.clabe;
    // Two at once make one extension.
    const asked = await Promise.all(Array.from({ length: 5 }, () => confirm(b.token, orderNo)));
    const ids = new Set(asked.map((a) => expectOk(a, 'confirm').data.extensionId));
    expect(ids.size).toBe(1);
    expect(await extensionRows(s, order.id)).toHaveLength(1);

    // Less than the fee: an ordinary payment, the extension still waits.
    expect((await postWebhook(s, 'stp', await stpTransfer(s, clabe, 1_000, randomUUID()))).statusCode).toBe(
      200,
    );
    expect((await statusOf(b.token, { orderNo })).data.status).toBe('awaitingFee');
    const partial = await creditsOf(order.id);
    expect(sum(partial)).toBe(1_000);
    expect(partial.every((c) => !c.appliesTo?.startsWith('rollover'))).toBe(true);

    // The fee and 500.00 more: the fee first, the rest by the product's order.
    const webhook = await stpTransfer(s, clabe, TOTAL + 50_000, randomUUID());
    expect((await postWebhook(s, 'stp', webhook)).statusCode).toBe(200);
    expect((await postWebhook(s, 'stp', webhook)).statusCode).toBe(200);
    expect((await statusOf(b.token, { orderNo })).data.status).toBe('applied');
    const credits = await creditsOf(order.id);
    expect(credits.filter((c) => c.appliesTo?.startsWith('rollover'))).toEqual([
      { amount: 1_823, appliesTo: 'rolloverFee' },
      { amount: 292, appliesTo: 'rolloverTax' },
    ]);
    expect(sum(credits.filter((c) => !c.appliesTo?.startsWith('rollover')))).toBe(1_000 + 50_000);
    // Not overdue: the dates move 7 days from their own, and the order stays Repaying.
    expect((await phaseRows(s, order.id)).map((p) => p.dueDate)).toEqual(
      before.map((p) => addDays(p.dueDate, 7)),
    );
    expect((await orderRow(s, orderNo)).status).toBe(2);
    // Everything went to principal on the day the money was sent: no interest has accrued on it.
    const detail = (await s.call('GET', '/repay/repay-order/detail', { orderNo }, { token: b.token })).data;
    expect(toMinor(detail.totalOwed)).toBe(order.amount - (1_000 + 50_000));
    expect(toMinor(detail.totalOwed)).toBeLessThan(await ledgerOwedMinor(s, order.id));
  });

  it('lets a transfer of everything owed pay the loan off rather than buy an extension', async () => {
    const { b, orderNo } = await repayingBorrower(s, 1_000);
    const order = await orderRow(s, orderNo);
    const clabe = (await s.call('GET', '/repay/getStpClabe', { orderNo }, { token: b.token })).data.clabe;
    expectOk(await confirm(b.token, orderNo), 'confirm');
    const owed = toMinor(
      (await s.call('GET', '/repay/repay-order/detail', { orderNo }, { token: b.token })).data.totalOwed,
    );
    expect((await postWebhook(s, 'stp', await stpTransfer(s, clabe, owed, randomUUID()))).statusCode).toBe(
      200,
    );
    expect((await orderRow(s, orderNo)).status).toBe(4);
    expect(await entriesOf(s, order.id, 'rolloverFee')).toEqual([]);
    expect(await ledgerOwedMinor(s, order.id)).toBe(0);
  });

  it('lets an unpaid extension lapse after 24 hours; a fee that arrives later is credited to the loan', async () => {
    const { b, orderNo } = await repayingBorrower(s, EXTENSION_LOAN);
    const order = await orderRow(s, orderNo);
    const before = await phaseRows(s, order.id);
    const first = expectOk(await confirm(b.token, orderNo), 'confirm').data;
    const { extensionId } = first;
    const oxxo = expectOk(
      await s.call('GET', '/repay/getOXXOReference', { orderNo, extensionId }, { token: b.token }),
      'OXXO',
    ).data;

    await advanceMinutes(s, 24 * 60 + 1);
    expect((await extensionRows(s, order.id)).map((r) => r.status)).toEqual(['expired']);
    expect((await statusOf(b.token, { extensionId })).data.status).toBe('expired');
    const again = await s.call(
      'GET',
      '/repay/getOXXOReference',
      { orderNo, extensionId },
      { token: b.token },
    );
    expect(again.code).toBe(ERRORS.extensionNotWaiting.code);
    const till = await s.app.inject({
      method: 'POST',
      url: '/dev/oxxo/pay',
      payload: { reference: oxxo.reference },
    });
    expect(till.json().code).toBe(ERRORS.payOrderTimedOut.code);

    // Paid at the till in time, notified late: the money goes to the loan, the dates stay.
    const late = await oxxoPaid(s, oxxo.reference, TOTAL, randomUUID());
    expect((await postWebhook(s, 'oxxo', late)).statusCode).toBe(200);
    const credits = await creditsOf(order.id);
    expect(sum(credits)).toBe(TOTAL);
    expect(credits.every((c) => !c.appliesTo?.startsWith('rollover'))).toBe(true);
    expect(await entriesOf(s, order.id, 'rolloverFee')).toEqual([]);
    expect((await phaseRows(s, order.id)).map((p) => p.dueDate)).toEqual(before.map((p) => p.dueDate));

    // The lapsed one used nothing up: a new one may be asked for, with today's figures.
    const second = expectOk(await confirm(b.token, orderNo), 'second confirm').data;
    expect(second.extensionId).not.toBe(extensionId);
    expect(second.status).toBe('awaitingFee');
    expect((await statusOf(b.token, { orderNo })).data.extensionId).toBe(second.extensionId);
    expect((await extensionRows(s, order.id)).map((r) => [r.number, r.status])).toEqual([
      [1, 'expired'],
      [2, 'awaitingFee'],
    ]);
  });

  it('asks for the renewal agreement to be accepted and keeps the accepted text as evidence', async () => {
    const { b, orderNo } = await repayingBorrower(s, EXTENSION_LOAN);
    const refused = await s.call(
      'POST',
      '/repay/confirmExtensionOrder',
      { orderNo },
      { token: b.token, lang: 'es' },
    );
    expect(refused).toMatchObject({
      code: ERRORS.renewalNotAccepted.code,
      msg: 'Acepta el convenio de prórroga',
    });
    const order = await orderRow(s, orderNo);
    expect(await extensionRows(s, order.id)).toEqual([]);

    const offered = (await s.call('GET', '/repay/getExtensionData', { orderNo }, { token: b.token })).data;
    expectOk(await confirm(b.token, orderNo), 'confirm');
    const [evidence] = await s.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, b.userId), eq(auditLog.action, 'repayment.extensionRequested')));
    const detail = evidence?.detail as { agreement: { text: string; sha256: string; version: string } };
    const agreement = detail.agreement;
    expect(agreement.text).toBe(offered.agreement.text);
    expect(agreement.version).toBe(offered.agreement.version);
    expect(agreement.sha256).toBe(createHash('sha256').update(offered.agreement.text, 'utf8').digest('hex'));
  });

  it('asks for an extension with GET /repay/confirmExtensionOrder, the spec’s method, as with POST', async () => {
    const { b, orderNo } = await repayingBorrower(s, EXTENSION_LOAN);
    const order = await orderRow(s, orderNo);
    const unticked = await s.call('GET', '/repay/confirmExtensionOrder', { orderNo }, { token: b.token });
    expect(unticked).toMatchObject({ code: ERRORS.renewalNotAccepted.code });
    expect(await extensionRows(s, order.id)).toEqual([]);

    const asked = expectOk(
      await s.call('GET', '/repay/confirmExtensionOrder', { orderNo, agree: true }, { token: b.token }),
      'confirm by GET',
    ).data;
    expect(asked).toMatchObject({ orderNo, status: 'awaitingFee', total: TOTAL / 100 });
    expect((await extensionRows(s, order.id)).map((r) => r.status)).toEqual(['awaitingFee']);
    // Asked again while it waits, by either method, the same extension answers.
    expect(expectOk(await confirm(b.token, orderNo), 'confirm by POST').data).toEqual(asked);
    expect(await extensionRows(s, order.id)).toHaveLength(1);
  });

  it('refuses with the catalogue codes', async () => {
    const { b, orderNo } = await repayingBorrower(s, 1_000);
    const other = await onboardedBorrower(s);
    for (const [method, path] of [
      ['GET', '/repay/getExtensionData'],
      ['POST', '/repay/confirmExtensionOrder'],
      ['GET', '/repay/updateExtensionOrderStatus'],
    ] as const) {
      expect((await s.call(method, path, { orderNo }, { token: other.token })).code).toBe(
        ERRORS.orderNotFound.code,
      );
      expect((await s.call(method, path, {}, { token: b.token })).code).toBe(ERRORS.orderNoMissing.code);
    }
    expect((await statusOf(b.token, { orderNo })).code).toBe(ERRORS.extensionNotFound.code);
    expect((await statusOf(b.token, { extensionId: 'nonsense' })).code).toBe(ERRORS.extensionNotFound.code);

    const mine = expectOk(await confirm(b.token, orderNo), 'confirm').data;
    // 1 % of phase 1's 364.65 = 3.6465 → 3.65, and IVA 0.584 → 0.58.
    expect(mine.total).toBe(4.23);
    expect((await statusOf(other.token, { extensionId: mine.extensionId })).code).toBe(
      ERRORS.extensionNotFound.code,
    );
    // 4.23 is below what an OXXO till takes: paid by transfer instead.
    const oxxo = await s.call(
      'GET',
      '/repay/getOXXOReference',
      { orderNo, extensionId: mine.extensionId },
      { token: b.token },
    );
    expect(oxxo.code).toBe(ERRORS.oxxoBelowStoreMinimum.code);

    const { borrower, orderNo: offer } = await approvedOrder(s);
    expect((await confirm(borrower.token, offer)).code).toBe(ERRORS.notRepaying.code);
    expect(
      (await s.call('GET', '/repay/getExtensionData', { orderNo: offer }, { token: borrower.token })).code,
    ).toBe(ERRORS.notRepaying.code);
  });
});
