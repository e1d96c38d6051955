import {
  dateIn,
  type Language,
  MARKETS,
  type MarketId,
  ORDER_STATUS,
  ORDER_STATUS_NAMES,
  type OrderStatusName,
} from '@puente/domain';
import { type OrderRecord, viewOf } from '../../orders/orders-service.ts';
import type { loanSurroundings } from './loan-repository.ts';
import { maskTail } from './masking.ts';

const STATUS_NAMES = new Map<number, OrderStatusName>(
  ORDER_STATUS_NAMES.map((name) => [ORDER_STATUS[name], name]),
);

const iso = (at: Date | null | undefined) => (at ? at.toISOString() : null);

export function currencyOf(market: string): string {
  return MARKETS[market as MarketId]?.currency ?? 'MXN';
}

/** One loan in the customer's list: amounts in minor units with the market's currency. */
export function loanSummary(record: OrderRecord) {
  const { order, balance } = record;
  return {
    orderNo: order.orderNo,
    market: order.market,
    currency: currencyOf(order.market),
    productId: order.productId,
    status: order.status,
    statusName: STATUS_NAMES.get(order.status) ?? null,
    amount: order.amount,
    repeat: order.repeat,
    appliedAt: iso(order.appliedAt),
    decidedAt: iso(order.decidedAt),
    heldAt: iso(order.heldAt),
    signedAt: iso(order.signedAt),
    disbursedAt: iso(order.disbursedAt),
    startDate: order.startDate,
    dueDate: order.dueDate,
    closedAt: iso(order.closedAt),
    cancelReason: order.cancelReason,
    balance: {
      charged: balance.charged,
      paid: balance.paid,
      discount: balance.discount,
      unrepaid: balance.unrepaid,
      penalty: balance.penalty,
      payout: balance.payout,
      credit: balance.credit,
    },
  };
}

type Surroundings = Awaited<ReturnType<typeof loanSurroundings>>;

/**
 * The whole loan for staff: the schedule as priced and as the borrower reads it today, every ledger
 * entry as written, the order's events, payouts, payments by channel and extensions.
 */
export function loanDetail(record: OrderRecord, around: Surroundings, now: Date, lang: Language) {
  const { order } = record;
  const today = dateIn(now, MARKETS[order.market as MarketId].timeZone);
  const borrower = viewOf(record, today, lang);
  return {
    customerId: order.userId,
    loan: { ...loanSummary(record), quote: order.quote, decision: order.decision },
    schedule: record.phases.map((p) => ({
      phase: p.phase,
      dueDate: p.dueDate,
      principal: p.principal,
      interest: p.interest,
      fee: p.fee,
      tax: p.tax,
      total: p.total,
    })),
    // What the borrower's app shows today (major units, as the borrower reads them).
    borrowerView: { balance: borrower.balance, schedule: borrower.schedule },
    ledger: record.statement.map((e) => ({
      id: e.id,
      kind: e.kind,
      amount: e.amount,
      phase: e.phase,
      appliesTo: e.appliesTo,
      businessDate: e.businessDate,
      at: iso(e.at),
      ref: e.ref,
    })),
    events: around.events.map((e) => ({
      from: e.fromStatus,
      fromName: e.fromStatus === null ? null : (STATUS_NAMES.get(e.fromStatus) ?? null),
      to: e.toStatus,
      toName: STATUS_NAMES.get(e.toStatus) ?? null,
      reason: e.reason,
      at: iso(e.at),
    })),
    payouts: around.payouts.map((p) => ({
      attempt: p.attempt,
      amount: p.amount,
      status: p.status,
      provider: p.provider,
      providerRef: p.providerRef,
      bankName: p.bankName,
      accountNumber: maskTail(p.accountNumber, 4),
      requestedAt: iso(p.requestedAt),
      sentAt: iso(p.sentAt),
      settledAt: iso(p.settledAt),
      failure: p.failure,
    })),
    payments: {
      received: around.payIns.map((p) => ({
        id: p.id,
        provider: p.provider,
        providerRef: p.providerRef,
        currency: p.currency,
        amount: p.amount,
        excess: p.excess,
        status: p.status,
        matchKind: p.matchKind,
        paidAt: iso(p.paidAt),
        receivedAt: iso(p.receivedAt),
        note: p.note,
      })),
      asked: around.asked.map((p) => ({
        id: p.id,
        channel: p.channel,
        provider: p.provider,
        purpose: p.purpose,
        reference: p.reference,
        currency: p.currency,
        amount: p.amount,
        status: p.status,
        createdAt: iso(p.createdAt),
        expiresAt: iso(p.expiresAt),
        paidAt: iso(p.paidAt),
      })),
      proofs: around.proofs.map((v) => ({
        id: v.id,
        reference: v.reference,
        currency: v.currency,
        amount: v.amount,
        status: v.status,
        submittedAt: iso(v.submittedAt),
        feedbackDueAt: iso(v.feedbackDueAt),
        decidedAt: iso(v.decidedAt),
        rejectReason: v.rejectReason,
      })),
    },
    extensions: around.extensions.map((x) => ({
      number: x.number,
      status: x.status,
      deferred: x.deferred,
      fee: x.fee,
      tax: x.tax,
      total: x.total,
      newDueDate: x.newDueDate,
      moves: x.moves,
      requestedAt: iso(x.requestedAt),
      expiresAt: iso(x.expiresAt),
      appliedAt: iso(x.appliedAt),
    })),
    agreement: around.agreement ? { ...around.agreement, signedAt: iso(around.agreement.signedAt) } : null,
  };
}
