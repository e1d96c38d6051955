import { DomainError, daysBetween, MARKETS, type MarketId, ORDER_STATUS } from '@puente/domain';
import { z } from 'zod';
import { recordAudit } from '../../../audit/audit-repository.ts';
import { tellPaidOff } from '../../messages/loan-notices.ts';
import * as orders from '../../orders/orders-service.ts';
import * as incoming from '../../repayment/crediting/incoming-payments.ts';
import type { ProposalKind } from '../../staff/proposals/proposal-kinds.ts';
import { creditToOrder, FORGIVEN_REF, lockOrderNo, penaltyOwed, repayableToday } from './money-ledger.ts';

/** A loan is written off only this many days after its oldest unpaid due date (decision 058). */
export const WRITE_OFF_AFTER_DAYS = 90;
/** Money received outside the providers is recorded as coming from this "provider". */
export const MANUAL_PROVIDER = 'manual';

const orderNo = z.string().trim().min(1).max(40);
const minor = z.number().int().positive().max(1_000_000_000_00);

const waiver = z.object({ orderNo, amount: minor }).strict();
const writeOff = z.object({ orderNo }).strict();
const manualCredit = z
  .object({
    orderNo,
    amount: minor,
    /** The bank's or cashier's reference of the money: the same reference is credited once. */
    reference: z.string().trim().min(3).max(80),
    /** How the money came (a branch deposit, a transfer to the company's account, ...). */
    channel: z.string().trim().min(2).max(200),
  })
  .strict();

const loanSubject = (order: orders.OrderRow) => ({
  subjectType: 'loan',
  subjectId: order.orderNo,
  customerId: order.userId,
});

/** `penalty.waiver`: takes `amount` off the penalty owed, never more than is owed. */
export const penaltyWaiverKind: ProposalKind<z.infer<typeof waiver>> = {
  kind: 'penalty.waiver',
  family: 'money',
  payload: waiver,
  async check(tx, payload, now) {
    const order = await lockOrderNo(tx, payload.orderNo);
    await waivable(tx, order, payload.amount, now);
    return loanSubject(order);
  },
  async carryOut(tx, payload, { proposalId, now }) {
    const order = await lockOrderNo(tx, payload.orderNo);
    const businessDate = await waivable(tx, order, payload.amount, now);
    await orders.postToLedger(tx, [
      {
        orderId: order.id,
        kind: 'coupon',
        amount: -payload.amount,
        appliesTo: 'penalty',
        businessDate,
        at: now,
        ref: FORGIVEN_REF.waiver(proposalId),
      },
    ]);
    const paidOff = (await orders.owedCharges(tx, order.id)).length === 0;
    if (paidOff) await orders.transition(tx, order, ORDER_STATUS.Finish, 'repaid', now, { closedAt: now });
    if (paidOff) await tellPaidOff(tx, now, order);
    await recordAudit(tx, {
      at: now,
      userId: order.userId,
      action: 'loan.penaltyWaived',
      detail: { orderNo: order.orderNo, amount: payload.amount, proposalId },
    });
    return {
      orderNo: order.orderNo,
      waivedMinor: payload.amount,
      penaltyOwedMinor: await penaltyOwed(tx, order.id),
      paidOff,
    };
  },
};

async function waivable(
  tx: Parameters<typeof penaltyOwed>[0],
  order: orders.OrderRow,
  amount: number,
  now: Date,
) {
  const businessDate = await repayableToday(tx, order, now);
  const owed = await penaltyOwed(tx, order.id);
  if (amount > owed) throw new DomainError('moneyWaiverTooLarge', { owed: formatMinor(order, owed) });
  return businessDate;
}

/**
 * `loan.writeOff`: everything still owed is forgiven and the loan closes (3 → 4, `writtenOff`).
 * Only an overdue loan whose oldest unpaid due date is WRITE_OFF_AFTER_DAYS behind.
 */
export const loanWriteOffKind: ProposalKind<z.infer<typeof writeOff>> = {
  kind: 'loan.writeOff',
  family: 'money',
  payload: writeOff,
  async check(tx, payload, now) {
    const order = await lockOrderNo(tx, payload.orderNo);
    await writableOff(tx, order, now);
    return loanSubject(order);
  },
  async carryOut(tx, payload, { proposalId, now }) {
    const order = await lockOrderNo(tx, payload.orderNo);
    const { businessDate, owed, daysOverdue } = await writableOff(tx, order, now);
    const ref = FORGIVEN_REF.writeOff(proposalId);
    await orders.postToLedger(
      tx,
      owed.map((row) => ({
        orderId: order.id,
        kind: 'coupon' as const,
        amount: -row.amountMinor,
        phase: row.phase ?? undefined,
        appliesTo: row.kind,
        businessDate,
        at: now,
        ref: `${ref}:${row.kind}:${row.phase ?? 0}`,
      })),
    );
    await orders.transition(tx, order, ORDER_STATUS.Finish, 'writtenOff', now, { closedAt: now });
    const writtenOffMinor = owed.reduce((sum, row) => sum + row.amountMinor, 0);
    await recordAudit(tx, {
      at: now,
      userId: order.userId,
      action: 'loan.writtenOff',
      detail: { orderNo: order.orderNo, amount: writtenOffMinor, daysOverdue, proposalId },
    });
    return { orderNo: order.orderNo, writtenOffMinor, daysOverdue };
  },
};

async function writableOff(tx: Parameters<typeof penaltyOwed>[0], order: orders.OrderRow, now: Date) {
  if (order.status !== ORDER_STATUS.Overdued)
    throw new DomainError('moneyNotOverdueEnough', { days: WRITE_OFF_AFTER_DAYS });
  const businessDate = await repayableToday(tx, order, now);
  const owed = await orders.owedCharges(tx, order.id);
  if (owed.length === 0) throw new DomainError('moneyNothingOwed', { orderNo: order.orderNo });
  const oldestDue = owed
    .map((row) => row.dueDate)
    .filter((d): d is string => d !== null)
    .sort()[0];
  const daysOverdue = oldestDue ? daysBetween(oldestDue, businessDate) : 0;
  if (daysOverdue < WRITE_OFF_AFTER_DAYS)
    throw new DomainError('moneyNotOverdueEnough', { days: WRITE_OFF_AFTER_DAYS });
  return { businessDate, owed, daysOverdue };
}

/**
 * `manual.credit`: money that reached the lender outside the providers (a branch deposit, a transfer
 * to the company's own account) is credited to the loan as a payment, recorded as an incoming
 * payment of provider `manual` under its reference, so the same money is never credited twice.
 */
export const manualCreditKind: ProposalKind<z.infer<typeof manualCredit>> = {
  kind: 'manual.credit',
  family: 'money',
  payload: manualCredit,
  async check(tx, payload, now) {
    const order = await lockOrderNo(tx, payload.orderNo);
    await repayableToday(tx, order, now);
    if (await incoming.paymentByRef(tx, MANUAL_PROVIDER, payload.reference))
      throw new DomainError('moneyReferenceUsed');
    return { subjectType: 'manualCredit', subjectId: payload.reference, customerId: order.userId };
  },
  async carryOut(tx, payload, { proposalId, now }) {
    const order = await lockOrderNo(tx, payload.orderNo);
    const businessDate = await repayableToday(tx, order, now);
    const recorded = await incoming.recordOnce(tx, {
      provider: MANUAL_PROVIDER,
      providerRef: payload.reference,
      currency: MARKETS[order.market as MarketId].currency,
      amount: payload.amount,
      matchKind: 'reference',
      matchValue: order.orderNo,
      paidAt: now,
      receivedAt: now,
      status: 'unmatched',
      note: payload.channel,
    });
    if (!recorded) throw new DomainError('moneyReferenceUsed');
    const credited = await creditToOrder(tx, {
      order,
      amountMinor: payload.amount,
      ref: recorded.id,
      now,
      businessDate,
    });
    await incoming.settle(tx, recorded.id, {
      status: 'credited',
      orderId: order.id,
      excess: credited.excessMinor,
      note: payload.channel,
    });
    await recordAudit(tx, {
      at: now,
      userId: order.userId,
      action: 'repayment.credited',
      detail: {
        orderNo: order.orderNo,
        provider: MANUAL_PROVIDER,
        providerRef: payload.reference,
        amount: payload.amount,
        proposalId,
      },
    });
    return { orderNo: order.orderNo, paymentId: recorded.id, ...credited };
  },
};

function formatMinor(order: orders.OrderRow, minorUnits: number): string {
  return `${(minorUnits / 100).toFixed(2)} ${MARKETS[order.market as MarketId].currency}`;
}
