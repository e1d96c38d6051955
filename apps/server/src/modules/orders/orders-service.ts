import type { Language, OrderView } from '@puente/domain';
import type { Db } from '../../db/database.ts';
import * as held from './held-credit-repository.ts';
import * as accrual from './interest-accrual.ts';
import type { Balances, LedgerRow } from './ledger-repository.ts';
import * as ledger from './ledger-repository.ts';
import * as lookup from './order-lookup.ts';
import type { OrderRow, PhaseRow } from './order-repository.ts';
import * as orders from './order-repository.ts';
import { orderView } from './order-view.ts';
import * as owed from './owed-repository.ts';
import * as statuses from './status-sql.ts';

/**
 * What the other modules (loans, agreements, disbursement, repayment, close of business, rewards)
 * may do with an order and its ledger. The repositories behind it are this module's own: no other
 * module imports them (modules/boundaries.test.ts). Every operation takes the database or the
 * caller's transaction, so it joins whatever the caller is doing.
 */

export { CREDIT_REF, type CreditMove, creditMoveOf } from './credit-refs.ts';
export type { HeldCreditRow } from './held-credit-repository.ts';
export type { LedgerPosting } from './ledger-repository.ts';
export type { OrderRow } from './order-repository.ts';
export type { OwedRow } from './owed-repository.ts';

/** Finding orders: the borrower's own by number (anyone else's is "not found"), by id, the latest, by status. */
export const { findOrderById, findOwnOrder, latestOrder, ordersOf } = orders;

/** The order's schedule, phase by phase. */
export const { phasesOf } = orders;

/** Moving an order along ORDER_TRANSITIONS, and only along it. */
export const { transition } = orders;

/** Moving many orders in one statement (close of business, expired offers), as ORDER_TRANSITIONS allows. */
export const { setTransition, statusList, statusSql } = statuses;

/** Taking payments: whether the order takes them, the order locked while one is credited, its product. */
export const { isRepayable, lockOrder, productOf, REPAYABLE_STATUSES, repayableOrderOf } = lookup;

/** What a borrower has repaid before: the quota ladder and the review read it. */
export const { repaymentHistory, wasLate } = orders;

/** Writing money: charges, credits and payouts, each at most once per ref. */
export const postToLedger = ledger.post;

/**
 * Undoing a loan's start whose money came back (decision 046): whether the borrower paid anything
 * on it, and every entry reversed by new ones, never by deleting any.
 */
export const { anyPaymentOn, anyPayoutOn, reverseAll: reverseLedger } = ledger;

/** What is still unpaid, charge by charge: what a payment settles, and in which order. */
export const { owedCharges } = owed;

/**
 * Interest to the day: what settles the order today (a phase not yet due owes only the interest
 * accrued so far), and the interest taken off once principal is repaid early.
 */
export const { owedAt, owedNow, owedTodayOf, rebookInterest } = accrual;

/** Where a borrower's credit is held (decision 032): overpayment entries, net, order by order. */
export const { heldCreditOf } = held;

/** An order with what its view is built from. */
export interface OrderRecord {
  order: OrderRow;
  phases: PhaseRow[];
  statement: LedgerRow[];
  balance: Balances;
  /** The payments credited to the order: the statement names each by its channel and reference. */
  payments: ledger.PaymentSource[];
}

/** The orders with their schedules, statements and balances: four queries however many orders. */
export async function orderRecords(db: Db, rows: readonly OrderRow[]): Promise<OrderRecord[]> {
  const ids = rows.map((r) => r.id);
  const [all, phases, lines, payments] = await Promise.all([
    ledger.balances(db, ids),
    orders.phasesOfOrders(db, ids),
    ledger.statements(db, ids),
    ledger.paymentSources(db, ids),
  ]);
  return rows.map((order) => ({
    order,
    phases: phases.get(order.id) ?? [],
    statement: lines.get(order.id) ?? [],
    balance: all.get(order.id) ?? ledger.NO_BALANCE,
    payments: payments.get(order.id) ?? [],
  }));
}

/** The order as the borrower reads it on `today`, a business date in its market. */
export function viewOf(record: OrderRecord, today: string, language: Language): OrderView {
  const { order, phases, statement, balance, payments } = record;
  return orderView({ order, phases, ledger: statement, balance, payments, today, language });
}
