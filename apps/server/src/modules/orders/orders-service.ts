import type { Language, OrderView } from '@puente/domain';
import type { Db } from '../../db/database.ts';
import { type Balances, balances, type LedgerRow, NO_BALANCE, statements } from './ledger-repository.ts';
import { type OrderRow, type PhaseRow, phasesOfOrders } from './order-repository.ts';
import { orderView } from './order-view.ts';

/**
 * What the other modules (loans, agreements, disbursement, repayment, close of business, rewards)
 * may do with an order and its ledger. The repositories behind it are this module's own: no other
 * module imports them (modules/boundaries.test.ts). Every operation takes the database or the
 * caller's transaction, so it joins whatever the caller is doing.
 */

export type { LedgerPosting } from './ledger-repository.ts';
/** Writing money: charges, credits and payouts, each at most once per ref. */
export { post as postToLedger } from './ledger-repository.ts';
/** Taking payments: the order locked for crediting, whether it takes payments, its product. */
export { isRepayable, lockOrder, productOf, REPAYABLE_STATUSES, repayableOrderOf } from './order-lookup.ts';
export type { OrderRow } from './order-repository.ts';
/** Finding orders: the borrower's own by number (anyone else's is "not found"), or by id. */
/** The order's schedule, phase by phase. */
/** Moving an order along ORDER_TRANSITIONS, and only along it. */
/** What a borrower has repaid before: the quota ladder and the review read it. */
export {
  findOrderById,
  findOwnOrder,
  latestOrder,
  ordersOf,
  phasesOf,
  repaymentHistory,
  transition,
  wasLate,
} from './order-repository.ts';
export type { OwedRow } from './owed-repository.ts';
/** What is still unpaid, charge by charge: what a payment settles and in which order. */
export { owedCharges } from './owed-repository.ts';
/** Set-based status moves, generated from ORDER_TRANSITIONS. */
export { setTransition, statusList, statusSql } from './status-sql.ts';

/** An order with what its view is built from. */
export interface OrderRecord {
  order: OrderRow;
  phases: PhaseRow[];
  statement: LedgerRow[];
  balance: Balances;
}

/** The orders with their schedules, statements and balances: three queries however many orders. */
export async function orderRecords(db: Db, rows: readonly OrderRow[]): Promise<OrderRecord[]> {
  const ids = rows.map((r) => r.id);
  const [all, phases, lines] = await Promise.all([
    balances(db, ids),
    phasesOfOrders(db, ids),
    statements(db, ids),
  ]);
  return rows.map((order) => ({
    order,
    phases: phases.get(order.id) ?? [],
    statement: lines.get(order.id) ?? [],
    balance: all.get(order.id) ?? NO_BALANCE,
  }));
}

/** The order as the borrower reads it on `today`, a business date in its market. */
export function viewOf(record: OrderRecord, today: string, language: Language): OrderView {
  const { order, phases, statement, balance } = record;
  return orderView({ order, phases, ledger: statement, balance, today, language });
}
