import { randomUUID } from 'node:crypto';
import { ERRORS, toMinor } from '@puente/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  bankAccounts,
  creditReturns,
  incomingPayments,
  ledgerEntries,
  payouts,
  staffAudit,
  standinRecords,
  stpDifferences,
} from '../../../db/schema.ts';
import { PAYSTACK_SANDBOX } from '../../../sandbox/standins/paystack/paystack-sandbox-routes.ts';
import { standInPath } from '../../../sandbox/standins/sandbox-standins.ts';
import { describeEngines } from '../../../testing/describe-engines.ts';
import { advanceMinutes, type Borrower, onboardedBorrower } from '../../../testing/loan-fixtures.ts';
import { ngMoneyRequested, onboardedNgBorrower } from '../../../testing/nigeria-fixtures.ts';
import { type SignedInStaff, signInStaff, staffCall } from '../../../testing/staff-fixtures.ts';
import { ENGINES } from '../../../testing/test-database.ts';
import type { TestService } from '../../../testing/test-service.ts';
import {
  changeAccount,
  clabeEnding,
  disbursedOrder,
  moneyRequested,
  orderRow,
  orderStatus,
} from '../../disbursement/money-fixtures.ts';
import { payoutReference } from '../../disbursement/payout-job.ts';
import { owedCharges } from '../../orders/owed-repository.ts';
import {
  postWebhook,
  repayingBorrower,
  startRepaymentService,
  stpClabeOf,
  stpTransfer,
} from '../../repayment/repayment-fixtures.ts';
import { WRITE_OFF_AFTER_DAYS } from './loan-proposals.ts';

describeEngines(ENGINES)('the money side of the staff console on %s', (engine) => {
  let s: TestService;
  let finance: SignedInStaff;
  let admin: SignedInStaff;
  let collector: SignedInStaff;
  beforeAll(async () => {
    s = await startRepaymentService(engine);
    finance = await signInStaff(s, 'finance');
    admin = await signInStaff(s, 'administrator');
    collector = await signInStaff(s, 'collector');
  });
  afterAll(() => s.close());

  const propose = (who: SignedInStaff, kind: string, payload: Record<string, unknown>) =>
    staffCall(s, who, 'POST', '/proposals', { kind, payload, note: 'test' });
  const approve = (who: SignedInStaff, id: string) =>
    staffCall(s, who, 'POST', `/proposals/${id}/approve`, {});
  const detail = async (token: string, orderNo: string) =>
    (await s.call('GET', '/repay/repay-order/detail', { orderNo }, { token })).data;
  const owedSum = async (orderId: string) =>
    (await owedCharges(s.database.db, orderId)).reduce((sum, row) => sum + row.amountMinor, 0);
  const entries = (orderId: string) =>
    s.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.orderId, orderId))
      .orderBy(asc(ledgerEntries.id));

  /** A loan paid off through a SPEI transfer `extraMinor` beyond everything it owed. */
  async function overpaidLoan(extraMinor: number) {
    const { b, orderNo } = await repayingBorrower(s);
    const owed = toMinor((await detail(b.token, orderNo)).totalOwed);
    const clabe = await stpClabeOf(s, b.token, orderNo);
    const answer = await postWebhook(s, 'stp', await stpTransfer(s, clabe, owed + extraMinor, randomUUID()));
    expect(answer.json()).toEqual({ mensaje: 'confirmar' });
    expect(await orderStatus(s, orderNo)).toBe(4);
    return { b, orderNo, order: await orderRow(s, orderNo) };
  }

  it('refunds an overpayment finance proposed and an administrator approved: the money goes out once and the ledger balances', async () => {
    const { b, orderNo, order } = await overpaidLoan(12_345);
    const queue = await staffCall(s, finance, 'GET', '/queues/credits');
    expect(queue.data.items).toContainEqual(
      expect.objectContaining({
        id: b.userId,
        customerId: b.userId,
        heldMinor: 12_345,
        currency: 'MXN',
        orderNos: [orderNo],
        choice: 'none',
        overdue: false,
        assignedTo: null,
      }),
    );

    // A collector may neither propose nor approve money.
    expect(await propose(collector, 'credit.refund', { customerId: b.userId })).toMatchObject({
      status: 403,
    });
    const proposed = await propose(finance, 'credit.refund', { customerId: b.userId });
    expect(proposed).toMatchObject({ status: 200, data: { kind: 'credit.refund', status: 'proposed' } });
    const id = proposed.data.id as string;
    expect(await propose(admin, 'credit.refund', { customerId: b.userId })).toMatchObject({
      status: 409,
      code: ERRORS.proposalAlreadyOpen.code,
    });
    expect(await approve(collector, id)).toMatchObject({ status: 403 });
    expect(await approve(finance, id)).toMatchObject({ status: 409, code: ERRORS.makerIsChecker.code });
    // Nothing moved before the approval.
    expect(
      await s.database.db.select().from(creditReturns).where(eq(creditReturns.userId, b.userId)),
    ).toEqual([]);

    const approved = await approve(admin, id);
    expect(approved).toMatchObject({
      status: 200,
      data: { status: 'approved', outcome: { amountMinor: 12_345, currency: 'MXN', heldBefore: 12_345 } },
    });
    const held = await s.call('GET', '/repay/credit/detail', {}, { token: b.token });
    expect(held.data).toMatchObject({ amount: 0, returns: [{ status: 'sending', amount: 123.45 }] });
    // The held credit is zero on the ledger: what was held is released under the return's ref.
    const overpayments = (await entries(order.id)).filter((e) => e.kind === 'overpayment');
    expect(overpayments.reduce((sum, e) => sum + e.amount, 0)).toBe(0);
    expect(overpayments.map((e) => e.ref)).toContain(`return:${approved.data.outcome.returnId}`);

    // The tick sends it through the market's payout provider (STP's stand-in) and it settles.
    await advanceMinutes(s, 1);
    await advanceMinutes(s, 61);
    const [sent] = await s.database.db
      .select()
      .from(creditReturns)
      .where(eq(creditReturns.id, approved.data.outcome.returnId));
    expect(sent).toMatchObject({ status: 'succeeded', provider: 'stp', amount: 12_345 });
    const transfers = (
      await s.database.db
        .select()
        .from(standinRecords)
        .where(and(eq(standinRecords.provider, 'stp'), eq(standinRecords.kind, 'sent')))
    ).filter((r) => r.key === sent?.reference);
    expect(transfers).toHaveLength(1);
    // Paid in = taken by the ledger + sent back; the loan owes nothing.
    const paidIn = (
      await s.database.db.select().from(incomingPayments).where(eq(incomingPayments.orderId, order.id))
    ).reduce((sum, p) => sum + p.amount, 0);
    const taken = (await entries(order.id))
      .filter((e) => e.kind === 'repayment' || e.kind === 'overpayment')
      .reduce((sum, e) => sum - e.amount, 0);
    expect(taken + (sent?.amount ?? 0)).toBe(paidIn);
    expect(await owedSum(order.id)).toBe(0);

    const after = await staffCall(s, finance, 'GET', '/queues/credits');
    expect(after.data.items.map((i: { id: string }) => i.id)).not.toContain(b.userId);
    const trail = await s.database.db.select().from(staffAudit).where(eq(staffAudit.subjectId, b.userId));
    expect(trail.map((t) => [t.action, t.memberId])).toEqual([
      ['proposal.proposed', finance.memberId],
      ['proposal.approved', admin.memberId],
    ]);
    // Approving again moves nothing.
    expect(await approve(admin, id)).toMatchObject({ status: 409, code: ERRORS.proposalNotOpen.code });
    // Nothing is held any more: a new refund is refused when proposed.
    expect(await propose(finance, 'credit.refund', { customerId: b.userId })).toMatchObject({
      status: 409,
      code: ERRORS.moneyNoCreditHeld.code,
    });
  });

  it('applies held credit to the open loan when approved', async () => {
    const { b } = await overpaidLoan(20_000);
    const { orderNo } = await repayingBorrowerFor(b);
    const order = await orderRow(s, orderNo);
    const proposed = await propose(finance, 'credit.apply', { customerId: b.userId });
    const approved = await approve(admin, proposed.data.id);
    expect(approved.data.outcome).toMatchObject({ appliedMinor: 20_000, orderNo, heldMinor: 0 });
    // Paid on the new loan as repayments, released from the old one: the moves net to nothing.
    const repaid = (await entries(order.id)).filter((e) => e.kind === 'repayment');
    expect(repaid.reduce((sum, e) => sum + e.amount, 0)).toBe(-20_000);
    expect((await s.call('GET', '/repay/credit/detail', {}, { token: b.token })).data.amount).toBe(0);
  });

  /** Another loan for a borrower whose loan finished: through the real calls. */
  async function repayingBorrowerFor(b: Borrower) {
    return { orderNo: await disbursedOrder(s, b) };
  }

  it('credits money received outside the providers once, and waives a penalty by exactly the amount approved, then writes the loan off only once overdue long enough', async () => {
    const { orderNo } = await repayingBorrower(s);
    const order = await orderRow(s, orderNo);

    const manual = {
      orderNo,
      amount: 10_000,
      reference: `BRANCH-${randomUUID().slice(0, 8)}`,
      channel: 'Branch deposit',
    };
    const credited = await approve(admin, (await propose(finance, 'manual.credit', manual)).data.id);
    expect(credited.data.outcome).toMatchObject({
      orderNo,
      creditedMinor: 10_000,
      excessMinor: 0,
      paidOff: false,
    });
    const repaid = (await entries(order.id)).filter((e) => e.kind === 'repayment');
    expect(repaid.reduce((sum, e) => sum + e.amount, 0)).toBe(-10_000);
    expect(await propose(finance, 'manual.credit', manual)).toMatchObject({ status: 409, code: 10011307 });

    await s.advanceDays(40);
    expect(await orderStatus(s, orderNo)).toBe(3);
    const penalty = (await owedCharges(s.database.db, order.id))
      .filter((r) => r.kind === 'penalty')
      .reduce((sum, r) => sum + r.amountMinor, 0);
    expect(penalty).toBeGreaterThan(100);
    expect(await propose(finance, 'penalty.waiver', { orderNo, amount: penalty + 1 })).toMatchObject({
      status: 409,
      code: 10011305,
    });
    const owedBefore = await owedSum(order.id);
    const waived = await approve(
      admin,
      (await propose(finance, 'penalty.waiver', { orderNo, amount: penalty - 100 })).data.id,
    );
    expect(waived.data.outcome).toMatchObject({ waivedMinor: penalty - 100, penaltyOwedMinor: 100 });
    expect(owedBefore - (await owedSum(order.id))).toBe(penalty - 100);

    expect(await propose(finance, 'loan.writeOff', { orderNo })).toMatchObject({
      status: 409,
      code: 10011306,
    });
    await s.advanceDays(WRITE_OFF_AFTER_DAYS);
    const writtenOff = await approve(admin, (await propose(finance, 'loan.writeOff', { orderNo })).data.id);
    expect(writtenOff.data.outcome).toMatchObject({ orderNo });
    expect(writtenOff.data.outcome.daysOverdue).toBeGreaterThanOrEqual(WRITE_OFF_AFTER_DAYS);
    expect(await orderStatus(s, orderNo)).toBe(4);
    expect(await owedSum(order.id)).toBe(0);
  });

  it('retries a failed payout to the same account, asks for another, and sends it to the account the borrower gave later once approved', async () => {
    const b = await onboardedBorrower(s);
    await changeAccount(s, b, clabeEnding('0000'));
    const orderNo = await moneyRequested(s, b);
    await advanceMinutes(s, 1);
    expect(await orderStatus(s, orderNo)).toBe(10);
    const order = await orderRow(s, orderNo);
    const attempts = () =>
      s.database.db.select().from(payouts).where(eq(payouts.orderId, order.id)).orderBy(asc(payouts.attempt));
    const [first] = await attempts();
    const queue = await staffCall(s, finance, 'GET', '/queues/payouts');
    expect(queue.data.items).toContainEqual(
      expect.objectContaining({
        id: first?.id,
        state: 'failed',
        orderNo,
        failure: 'accountNotFound',
        amountMinor: first?.amount,
      }),
    );
    expect(await staffCall(s, collector, 'POST', `/payouts/${first?.id}/retry`)).toMatchObject({
      status: 403,
    });

    const retried = await staffCall(s, finance, 'POST', `/payouts/${first?.id}/retry`);
    expect(retried).toMatchObject({ status: 200, data: { orderNo, attempt: 2, status: 'queued' } });
    expect(await orderStatus(s, orderNo)).toBe(19);
    expect(await staffCall(s, finance, 'POST', `/payouts/${first?.id}/retry`)).toMatchObject({
      status: 409,
      code: 10011312,
    });
    await advanceMinutes(s, 1);
    const [, second] = await attempts();
    expect(second).toMatchObject({
      status: 'failed',
      bankAccountId: first?.bankAccountId,
      amount: first?.amount,
    });

    const asked = await staffCall(s, finance, 'POST', `/payouts/${second?.id}/ask-new-account`, {
      note: 'called',
    });
    expect(asked).toMatchObject({ status: 200, data: { orderNo, failure: 'accountNotFound' } });
    const listed = (await staffCall(s, finance, 'GET', '/queues/payouts')).data.items.find(
      (i: { id: string }) => i.id === second?.id,
    );
    expect(listed.askedNewAccountAt).toBe(asked.data.askedAt);

    // The old account is refused; the borrower's new one, once approved, is paid.
    expect(
      await propose(finance, 'payout.changedAccount', {
        payoutId: second?.id,
        bankAccountId: first?.bankAccountId,
      }),
    ).toMatchObject({
      status: 409,
      code: 10011314,
    });
    await changeAccount(s, b, clabeEnding('4321'));
    const [account] = await s.database.db
      .select()
      .from(bankAccounts)
      .where(and(eq(bankAccounts.userId, b.userId), eq(bankAccounts.primary, true)));
    const proposal = await propose(finance, 'payout.changedAccount', {
      payoutId: second?.id,
      bankAccountId: account?.id,
    });
    const changed = await approve(admin, proposal.data.id);
    expect(changed.data.outcome).toMatchObject({ orderNo, attempt: 3 });
    await advanceMinutes(s, 1);
    await advanceMinutes(s, 60);
    expect(await orderStatus(s, orderNo)).toBe(2);
    const trail = await s.database.db
      .select()
      .from(staffAudit)
      .where(inArray(staffAudit.subjectId, [first?.id ?? '', second?.id ?? '']));
    expect(trail.map((t) => t.action)).toEqual(
      expect.arrayContaining(['payout.retried', 'payout.askedNewAccount', 'proposal.approved']),
    );
  });

  it("passes the provider's OTP typed by an operator for a payout Paystack holds", async () => {
    const otpSwitch = (on: boolean) =>
      s.app.inject({ method: 'POST', url: `/dev/paystack${PAYSTACK_SANDBOX.transferOtp}`, payload: { on } });
    expect((await otpSwitch(true)).statusCode).toBe(200);
    try {
      const b = await onboardedNgBorrower(s);
      const orderNo = await ngMoneyRequested(s, b);
      await advanceMinutes(s, 1);
      await advanceMinutes(s, 61);
      expect(await orderStatus(s, orderNo)).toBe(7);
      // Listed once it is later than the provider's hour allows.
      await advanceMinutes(s, 30);
      const order = await orderRow(s, orderNo);
      const [payout] = await s.database.db.select().from(payouts).where(eq(payouts.orderId, order.id));
      const listed = (await staffCall(s, finance, 'GET', '/queues/payouts')).data.items;
      expect(listed).toContainEqual(
        expect.objectContaining({ id: payout?.id, state: 'sent', mayNeedOtp: true }),
      );

      const wrong = await staffCall(s, finance, 'POST', `/payouts/${payout?.id}/otp`, { otp: '000000' });
      expect(wrong.data).toMatchObject({ ok: false, message: 'Invalid OTP' });
      const texted = await s.app.inject({
        method: 'GET',
        url: `${standInPath('paystack')}${PAYSTACK_SANDBOX.otpOf}/${payoutReference(orderNo, 1)}`,
      });
      const otp = texted.json().data.otp as string;
      const given = await staffCall(s, finance, 'POST', `/payouts/${payout?.id}/otp`, { otp });
      expect(given.data).toMatchObject({ ok: true, status: 'pending' });
      await advanceMinutes(s, 61);
      expect(await orderStatus(s, orderNo)).toBe(2);
      expect(await staffCall(s, finance, 'POST', `/payouts/${payout?.id}/otp`, { otp })).toMatchObject({
        status: 409,
        code: 10011313,
      });
      const trail = await s.database.db
        .select()
        .from(staffAudit)
        .where(eq(staffAudit.subjectId, payout?.id ?? ''));
      expect(trail.map((t) => t.action)).toEqual(['payout.otpEntered', 'payout.otpEntered']);
      expect(JSON.stringify(trail)).not.toContain(otp);
    } finally {
      await otpSwitch(false);
    }
  });

  it('matches an unmatched deposit to a loan, and resolves a reconciliation difference (audited)', async () => {
    const { orderNo } = await repayingBorrower(s);
    const order = await orderRow(s, orderNo);
    const [deposit] = await s.database.db
      .insert(incomingPayments)
      .values({
        provider: 'paystack',
        providerRef: randomUUID(),
        currency: 'MXN',
        amount: 5_000,
        matchKind: 'reference',
        matchValue: 'unknown',
        paidAt: s.clock.now(),
        receivedAt: s.clock.now(),
        status: 'unmatched',
        note: 'unknownReference',
      })
      .returning();
    const listed = (await staffCall(s, finance, 'GET', '/queues/deposits')).data.items;
    expect(listed).toContainEqual(
      expect.objectContaining({ id: deposit?.id, amountMinor: 5_000, note: 'unknownReference' }),
    );
    const matched = await approve(
      admin,
      (await propose(finance, 'deposit.match', { depositId: deposit?.id, orderNo })).data.id,
    );
    expect(matched.data.outcome).toMatchObject({ orderNo, creditedMinor: 5_000 });
    const [after] = await s.database.db
      .select()
      .from(incomingPayments)
      .where(eq(incomingPayments.id, deposit?.id ?? ''));
    expect(after).toMatchObject({ status: 'credited', orderId: order.id });

    const [difference] = await s.database.db
      .insert(stpDifferences)
      .values({
        fechaOperacion: '20260101',
        kind: 'creditedNotListed',
        claveRastreo: randomUUID().slice(0, 20),
        amount: 1_000,
        detail: {},
        foundAt: s.clock.now(),
      })
      .returning();
    const itemId = `stp:${difference?.id}`;
    expect((await staffCall(s, finance, 'GET', '/queues/reconciliation')).data.items).toContainEqual(
      expect.objectContaining({ id: itemId, source: 'stpListing', amountMinor: 1_000 }),
    );
    expect(
      await staffCall(s, collector, 'POST', `/reconciliation/${itemId}/resolve`, { note: 'seen' }),
    ).toMatchObject({ status: 403 });
    expect(
      await staffCall(s, finance, 'POST', `/reconciliation/${itemId}/resolve`, {
        note: 'bank statement checked',
      }),
    ).toMatchObject({ status: 200 });
    expect(
      await staffCall(s, finance, 'POST', `/reconciliation/${itemId}/resolve`, { note: 'again' }),
    ).toMatchObject({ status: 404 });
    expect(
      (await staffCall(s, finance, 'GET', '/queues/reconciliation')).data.items.map(
        (i: { id: string }) => i.id,
      ),
    ).not.toContain(itemId);
    const counts = (await staffCall(s, finance, 'GET', '/queues')).data.queues.map(
      (q: { name: string }) => q.name,
    );
    expect(counts).toEqual(expect.arrayContaining(['credits', 'deposits', 'payouts', 'reconciliation']));
  });
});
