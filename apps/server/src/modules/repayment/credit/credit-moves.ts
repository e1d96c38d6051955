import { randomUUID } from 'node:crypto';
import { allocatePayment, dateIn, MARKETS, type MarketId, ORDER_STATUS } from '@puente/domain';
import { recordAudit } from '../../../audit/audit-repository.ts';
import type { Db } from '../../../db/database.ts';
import { tellPaymentCredited } from '../../messages/loan-notices.ts';
import * as orders from '../../orders/orders-service.ts';
import {
  CREDIT_REF,
  type HeldCreditRow,
  type LedgerPosting,
  owedCharges,
  owedNow,
  rebookInterest,
} from '../../orders/orders-service.ts';

/**
 * The ledger entries that release `amountMinor` of held credit, oldest holding first: positive
 * `overpayment` entries under `ref`, one per order it comes from (decision 032).
 */
export function releasePostings(
  held: readonly HeldCreditRow[],
  amountMinor: number,
  ref: string,
  at: Date,
): LedgerPosting[] {
  const postings: LedgerPosting[] = [];
  let left = amountMinor;
  for (const row of [...held].reverse()) {
    if (left === 0) break;
    const take = Math.min(left, row.creditMinor);
    if (take <= 0) continue;
    const businessDate = dateIn(at, MARKETS[row.market as MarketId].timeZone);
    postings.push({ orderId: row.orderId, kind: 'overpayment', amount: take, businessDate, at, ref });
    left -= take;
  }
  if (left > 0) throw new Error(`only ${amountMinor - left} of ${amountMinor} is held`);
  return postings;
}

export const heldMinor = (held: readonly HeldCreditRow[]) =>
  held.reduce((sum, row) => sum + row.creditMinor, 0);

/**
 * Pays an open loan with held credit, up to what it owes, as a payment would be paid (allocated by
 * the product's order) and released from the orders that held it, in one set of entries that nets
 * to nothing: the money moves, it is not received twice. `order` is locked by the caller, and so is
 * the borrower (credit-repository.ts lockBorrower). The loan finishes if nothing is left owed.
 */
export async function payWithCredit(
  tx: Db,
  args: { order: orders.OrderRow; held: readonly HeldCreditRow[]; now: Date; businessDate: string },
): Promise<{ appliedMinor: number; paidOff: boolean }> {
  const { order, held, now, businessDate } = args;
  // Interest to the day (decision 028): what settles the loan today, as for any payment.
  const owed = await owedNow(tx, order, businessDate);
  const owedMinor = owed.reduce((sum, row) => sum + row.amountMinor, 0);
  const appliedMinor = Math.min(owedMinor, heldMinor(held));
  if (appliedMinor <= 0) return { appliedMinor: 0, paidOff: false };
  const product = orders.productOf(order);
  const allocation = allocatePayment({
    amountMinor: appliedMinor,
    owed,
    order: product.repayment.allocation,
  });
  const ref = CREDIT_REF.applied(randomUUID());
  await orders.postToLedger(tx, [
    ...allocation.parts.map(
      (part): LedgerPosting => ({
        orderId: order.id,
        kind: 'repayment',
        amount: -part.amountMinor,
        phase: part.phase ?? undefined,
        appliesTo: part.kind,
        businessDate,
        at: now,
        ref: `${ref}:${part.kind}:${part.phase ?? 0}`,
      }),
    ),
    ...releasePostings(held, appliedMinor, ref, now),
  ]);
  if (allocation.parts.some((part) => part.kind === 'principal'))
    await rebookInterest(tx, order, { ref, businessDate, at: now });
  const paidOff = (await owedCharges(tx, order.id)).length === 0;
  if (paidOff) await orders.transition(tx, order, ORDER_STATUS.Finish, 'repaid', now, { closedAt: now });
  await recordAudit(tx, {
    at: now,
    userId: order.userId,
    action: 'credit.applied',
    detail: { orderNo: order.orderNo, amount: appliedMinor, paidOff, ref },
  });
  await tellPaymentCredited(tx, now, order, {
    paymentKey: ref,
    amount: appliedMinor,
    channel: 'credit',
    reference: ref,
    paidOff,
  });
  return { appliedMinor, paidOff };
}
