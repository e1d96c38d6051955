import { allocatePayment, DomainError, dateIn, MARKETS, type MarketId, ORDER_STATUS } from '@puente/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { loanOrders } from '../../../db/schema.ts';
import { closedBefore } from '../../cob/cob-job.ts';
import { tellPaymentCredited } from '../../messages/loan-notices.ts';
import * as orders from '../../orders/orders-service.ts';

/** The order named by a proposal, locked; refused in the staff's words when there is none. */
export async function lockOrderNo(tx: Db, orderNo: string): Promise<orders.OrderRow> {
  const [row] = await tx
    .select({ id: loanOrders.id })
    .from(loanOrders)
    .where(eq(loanOrders.orderNo, orderNo));
  const order = row && (await orders.lockOrder(tx, row.id));
  if (!order) throw new DomainError('moneyOrderNotFound', { orderNo });
  return order;
}

/** A repayable order whose day before is closed: penalties first, as for any payment (decision 013). */
export async function repayableToday(tx: Db, order: orders.OrderRow, now: Date): Promise<string> {
  if (!orders.isRepayable(order.status))
    throw new DomainError('moneyOrderNotRepaying', { orderNo: order.orderNo });
  const market = order.market as MarketId;
  const businessDate = dateIn(now, MARKETS[market].timeZone);
  if (!(await closedBefore(tx, market, businessDate))) throw new DomainError('moneyDayNotClosed');
  return businessDate;
}

/**
 * Money received for a loan, paid as a provider's payment is (crediting-service.ts): allocated by
 * the product's order, what goes beyond the debt held as the borrower's credit, the loan finished
 * when nothing is left owed. `ref` is the incoming payment's id: written once.
 */
export async function creditToOrder(
  tx: Db,
  args: { order: orders.OrderRow; amountMinor: number; ref: string; now: Date; businessDate: string },
): Promise<{ creditedMinor: number; excessMinor: number; paidOff: boolean }> {
  const { order, amountMinor, ref, now, businessDate } = args;
  const owed = await orders.owedNow(tx, order, businessDate);
  const allocation = allocatePayment({
    amountMinor,
    owed,
    order: orders.productOf(order).repayment.allocation,
  });
  const postings: orders.LedgerPosting[] = allocation.parts.map((part) => ({
    orderId: order.id,
    kind: 'repayment',
    amount: -part.amountMinor,
    phase: part.phase ?? undefined,
    appliesTo: part.kind,
    businessDate,
    at: now,
    ref: `${ref}:${part.kind}:${part.phase ?? 0}`,
  }));
  if (allocation.excessMinor > 0)
    postings.push({
      orderId: order.id,
      kind: 'overpayment',
      amount: -allocation.excessMinor,
      businessDate,
      at: now,
      ref,
    });
  await orders.postToLedger(tx, postings);
  if (allocation.parts.some((part) => part.kind === 'principal'))
    await orders.rebookInterest(tx, order, { ref, businessDate, at: now });
  const paidOff = (await orders.owedCharges(tx, order.id)).length === 0;
  if (paidOff) await orders.transition(tx, order, ORDER_STATUS.Finish, 'repaid', now, { closedAt: now });
  await tellPaymentCredited(tx, now, order, {
    paymentKey: ref,
    amount: amountMinor,
    channel: 'staff',
    reference: ref,
    paidOff,
  });
  return {
    creditedMinor: amountMinor - allocation.excessMinor,
    excessMinor: allocation.excessMinor,
    paidOff,
  };
}

/** What is left owed of the loan's penalties (order-level charge). */
export async function penaltyOwed(tx: Db, orderId: string): Promise<number> {
  return (await orders.owedCharges(tx, orderId))
    .filter((row) => row.kind === 'penalty')
    .reduce((sum, row) => sum + row.amountMinor, 0);
}

/**
 * Forgiven amounts are `coupon` entries naming the charge they take off (decision 058): what is
 * owed drops exactly, close of business never counts them as paying the schedule, and the
 * statement shows them apart from money paid. The ref names the proposal that forgave them.
 */
export const FORGIVEN_REF = {
  waiver: (proposalId: string) => `waiver:${proposalId}`,
  writeOff: (proposalId: string) => `writeOff:${proposalId}`,
} as const;
