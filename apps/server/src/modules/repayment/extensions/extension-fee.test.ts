import { addDays, applyPpm, daysBetween, ERRORS, formatDate, formatMoney, toMinor } from '@puente/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditLog, orderEvents } from '../../../db/schema.ts';
import { describeEngines } from '../../../testing/describe-engines.ts';
import { advanceMinutes } from '../../../testing/loan-fixtures.ts';
import { ENGINES } from '../../../testing/test-database.ts';
import type { TestService } from '../../../testing/test-service.ts';
import { expectOk, logInAgain, orderRow } from '../../disbursement/money-fixtures.ts';
import { entriesOf, repayingBorrower, startRepaymentService } from '../repayment-fixtures.ts';
import {
  EXTENSION_LOAN,
  extensionRows,
  feeOn,
  ivaOn,
  ledgerOwedMinor,
  mxToday,
  phaseRows,
  toMorning,
} from './extension-fixtures.ts';

/**
 * One overdue Mexican loan of 5,000 pesos, extended over several business dates: the figures to the
 * centavo, the fee paid in cash at OXXO, the dates moved, the penalty stopped, and the ledger
 * reconciled. Phase 1 of mx-91 at 5,000 is 1,666.66 + 135.00 of interest + 21.60 of IVA on it =
 * 1,823.26 (price-loan.golden.test.ts at 1,000 is 364.65): fee 1 % = 18.2326 → 18.23; IVA 16 % of
 * 18.23 = 2.9168 → 2.92; total 21.15. The daily penalty is 0.5 % of 1,823.26 = 9.1163 → 9.12.
 */
const PHASE_1 = 182_326;
const FEE = 1_823;
const TAX = 292;
const PENALTY = 912;

describeEngines(ENGINES)('an extension paid at OXXO on %s', (engine) => {
  let s: TestService;
  beforeAll(async () => {
    s = await startRepaymentService(engine);
  });
  afterAll(() => s.close());

  it('defers an overdue loan by 7 days from today, stops the penalty, and reconciles', async () => {
    const repaying = await repayingBorrower(s, EXTENSION_LOAN);
    const { orderNo } = repaying;
    let b = repaying.b;
    const order = await orderRow(s, orderNo);
    const [p1, p2, p3] = await phaseRows(s, order.id);
    if (!p1 || !p2 || !p3) throw new Error('three phases expected');
    // The golden figures are the rule's own: 1 % half up, then IVA half up.
    expect([p1.total, feeOn(p1.total), ivaOn(feeOn(p1.total))]).toEqual([PHASE_1, FEE, TAX]);
    const due1 = p1.dueDate;
    const call = (path: string, payload: Record<string, unknown>, lang: 'en' | 'es' = 'en') =>
      s.call(path.startsWith('/repay/confirm') ? 'POST' : 'GET', path, payload, { token: b.token, lang });

    /** Where the loan stands on the current business date. */
    const state = async () => ({
      today: mxToday(s),
      status: (await orderRow(s, orderNo)).status,
      penaltyDates: (await entriesOf(s, order.id, 'penalty')).map((e) => e.businessDate),
      penalties: (await entriesOf(s, order.id, 'penalty')).map((e) => e.amount),
      dueDates: (await phaseRows(s, order.id)).map((p) => p.dueDate),
    });

    await toMorning(s);
    // Three days after the first due date: overdue, a penalty at each close since.
    await s.advanceDays(daysBetween(mxToday(s), due1) + 3);
    const today = addDays(due1, 3);
    // A session lasts 30 days of business clock.
    b = await logInAgain(s, b);
    expect(await state()).toEqual({
      today,
      status: 3,
      penaltyDates: [due1, addDays(due1, 1), addDays(due1, 2)],
      penalties: [PENALTY, PENALTY, PENALTY],
      dueDates: [due1, p2.dueDate, p3.dueDate],
    });

    const data = expectOk(await call('/repay/getExtensionData', { orderNo }), 'extension data').data;
    const newDue = addDays(today, 7);
    expect(data).toMatchObject({
      orderNo,
      available: true,
      left: 1,
      days: 7,
      deferred: 1823.26,
      fee: 18.23,
      tax: 2.92,
      total: 21.15,
      currentDueDate: due1,
      newDueDate: newDue,
      currency: 'MXN',
    });
    expect(data.pending).toBeUndefined();
    // The renewal agreement says how the dates move: the overdue payment from today (issue 16, finding 11).
    expect(data.agreement.text).toContain(
      `Each unpaid payment moves 7 days from its due date; a payment already overdue on ${formatDate(today, 'MX', 'en')} moves 7 days from that day:`,
    );
    expect(data.agreement.text).not.toContain('every unpaid payment moves 7 days:');

    const confirmed = expectOk(
      await call('/repay/confirmExtensionOrder', { orderNo, agree: true }),
      'confirm',
    ).data;
    expect(confirmed).toMatchObject({ orderNo, status: 'awaitingFee', total: 21.15, newDueDate: newDue });
    expect(Date.parse(confirmed.expiresAt) - s.clock.now().getTime()).toBeGreaterThan(23.9 * 3_600_000);
    expect((await call('/repay/confirmExtensionOrder', { orderNo, agree: true })).data.extensionId).toBe(
      confirmed.extensionId,
    );
    const { extensionId } = confirmed;
    expect((await call('/repay/getExtensionData', { orderNo })).data.pending).toEqual(confirmed);
    expect((await call('/repay/updateExtensionOrderStatus', { extensionId })).data).toEqual(confirmed);

    const oxxo = expectOk(
      await call('/repay/getOXXOReference', { orderNo, extensionId }),
      'OXXO reference',
    ).data;
    expect(oxxo).toMatchObject({ amount: 21.15, currency: 'MXN' });
    expect(Date.parse(oxxo.expiresAt)).toBeLessThanOrEqual(Date.parse(confirmed.expiresAt));
    expect((await call('/repay/getOXXOReference', { orderNo, extensionId })).data.reference).toBe(
      oxxo.reference,
    );
    const paid = await s.app.inject({
      method: 'POST',
      url: '/dev/oxxo/pay',
      payload: { reference: oxxo.reference },
    });
    expect(paid.json().code).toBe(0);
    await advanceMinutes(s, 15);

    // Applied: every unpaid phase moved (phase 1 from today, the others from their dates), back to 2.
    const moved = [newDue, addDays(p2.dueDate, 7), addDays(p3.dueDate, 7)];
    expect((await state()).status).toBe(2);
    expect((await state()).dueDates).toEqual(moved);
    expect((await orderRow(s, orderNo)).dueDate).toBe(moved[2]);
    expect((await call('/repay/updateExtensionOrderStatus', { orderNo })).data.status).toBe('applied');
    const [row] = await extensionRows(s, order.id);
    expect(row).toMatchObject({ status: 'applied', deferred: PHASE_1, fee: FEE, tax: TAX, total: FEE + TAX });
    expect(row?.appliedAt).not.toBeNull();
    const events = await s.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.filter((e) => e.reason === 'rolledOver').map((e) => [e.fromStatus, e.toStatus])).toEqual([
      [3, 2],
    ]);
    const ext = (kind: string) =>
      entriesOf(s, order.id, kind).then((rows) => rows.map((e) => [e.amount, e.appliesTo, e.ref]));
    expect(await ext('rolloverFee')).toEqual([[FEE, null, 'extension-1']]);
    expect(await ext('rolloverTax')).toEqual([[TAX, null, 'extension-1']]);
    const credits = await entriesOf(s, order.id, 'repayment');
    expect(credits.map((e) => [e.amount, e.appliesTo])).toEqual([
      [-FEE, 'rolloverFee'],
      [-TAX, 'rolloverTax'],
    ]);
    const audit = await s.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, b.userId), eq(auditLog.action, 'repayment.extensionApplied')));
    expect(audit).toHaveLength(1);

    // The business dates that follow: no penalty until the new due date closes unpaid.
    const penaltiesBefore = [due1, addDays(due1, 1), addDays(due1, 2)];
    const rows: { days: number; today: string; status: number; penaltyDates: string[] }[] = [
      { days: 1, today: addDays(today, 1), status: 2, penaltyDates: penaltiesBefore },
      { days: 5, today: addDays(today, 6), status: 2, penaltyDates: penaltiesBefore },
      { days: 1, today: newDue, status: 2, penaltyDates: penaltiesBefore },
      { days: 1, today: addDays(newDue, 1), status: 3, penaltyDates: [...penaltiesBefore, newDue] },
    ];
    for (const row of rows) {
      await s.advanceDays(row.days);
      const now = await state();
      expect({ today: now.today, status: now.status, penaltyDates: now.penaltyDates }).toEqual({
        today: row.today,
        status: row.status,
        penaltyDates: row.penaltyDates,
      });
      expect(now.dueDates).toEqual(moved);
    }

    // The ledger and the detail agree: paying off today costs what is charged less the interest of
    // days still to come and its IVA. Phase 2's days of interest begin on phase 1's due date (now
    // newDue, so one day has accrued: 3,333.34 × 0.09 % = 3.00, IVA 0.48); phase 3's have not begun.
    const detail = expectOk(await call('/repay/repay-order/detail', { orderNo }), 'detail').data;
    const [q1, q2, q3] = order.quote.phases;
    const oneDayOfPhase2 = applyPpm(order.amount - (q1?.principal ?? 0), order.quote.interestPpmPerDay, 1);
    expect(oneDayOfPhase2).toBe(300);
    const ivaOfOneDay = 48;
    const toCome =
      (q2?.interest ?? 0) -
      oneDayOfPhase2 +
      (q2?.interestTax ?? 0) -
      ivaOfOneDay +
      (q3?.interest ?? 0) +
      (q3?.interestTax ?? 0);
    expect(toMinor(detail.totalOwed)).toBe((await ledgerOwedMinor(s, order.id)) - toCome);
    expect(detail.breakdown.rolloverFee).toBe(0);
    expect(detail.extension).toEqual({ available: false, left: 0 });
    expect(toMinor(detail.breakdown.penalty)).toBe(4 * PENALTY);

    // One extension per loan: the second is refused, and /convenios keeps the agreed renewal.
    const second = await call('/repay/confirmExtensionOrder', { orderNo, agree: true });
    expect(second.code).toBe(ERRORS.extensionNoneLeft.code);
    const after = expectOk(await call('/repay/getExtensionData', { orderNo }, 'es'), 'data').data;
    expect(after).toMatchObject({
      available: false,
      left: 0,
      refusal: ERRORS.extensionNoneLeft.es,
      total: 0,
      // The extension used and its new date, for the screen to say so (issue 16, finding 10).
      applied: { status: 'applied', newDueDate: newDue, orderNo },
    });
    expect(after.agreement.text).toContain(formatMoney(FEE + TAX, 'MX', 'es'));
    expect(after.agreement.text).toContain(formatDate(newDue, 'MX', 'es'));
  });

  it('writes the renewal agreement from the exact figures, in both languages', async () => {
    const { orderNo, b } = await repayingBorrower(s, EXTENSION_LOAN);
    const order = await orderRow(s, orderNo);
    const [p1, p2] = await phaseRows(s, order.id);
    if (!p1 || !p2) throw new Error('phases expected');
    const today = mxToday(s);
    for (const lang of ['en', 'es'] as const) {
      const data = expectOk(
        await s.call('GET', '/repay/getExtensionData', { orderNo }, { token: b.token, lang }),
        'data',
      ).data;
      // Before the due date, each payment moves 7 days from its own date.
      expect(data).toMatchObject({
        available: true,
        currentDueDate: p1.dueDate,
        newDueDate: addDays(p1.dueDate, 7),
      });
      const { text, title, version } = data.agreement;
      expect(version).toBe('puente-renewal-agreement-2026-12');
      // Nothing is overdue yet: each payment moves from its own due date, and nothing else is said.
      expect(text).toContain(
        lang === 'en'
          ? 'Each unpaid payment moves 7 days from its due date:'
          : 'Cada pago pendiente se mueve 7 días a partir de su fecha de vencimiento:',
      );
      expect(text).not.toContain(lang === 'en' ? 'already overdue' : 'ya vencido');
      expect(title).toBe(
        lang === 'en' ? `Loan renewal agreement ${orderNo}` : `Convenio de renovación ${orderNo}`,
      );
      for (const figure of [PHASE_1, FEE, TAX, FEE + TAX])
        expect(text).toContain(formatMoney(figure, 'MX', lang));
      for (const day of [p1.dueDate, addDays(p1.dueDate, 7), p2.dueDate, addDays(p2.dueDate, 7), today])
        expect(text).toContain(formatDate(day, 'MX', lang));
      expect(text).toContain('Ana Gómez');
      expect(text).toContain(lang === 'en' ? 'Extension 1 of the 1 this loan allows' : 'Prórroga 1 de 1');
    }
    // Nothing is written by looking.
    expect(await extensionRows(s, order.id)).toEqual([]);
  });
});
