import { dateIn, MARKETS, type MarketId, ORDER_STATUS } from '@puente/domain';
import { recordAudit } from '../../audit/audit-repository.ts';
import type { BusinessClock } from '../../clock/business-clock.ts';
import type { Db } from '../../db/database.ts';
import * as orders from '../orders/orders-service.ts';
import { markCouponUnused } from '../rewards/coupon-service.ts';
import { PAYOUT_RETURNED } from './payout-failures.ts';
import { movePayout, type PayoutRow } from './payout-repository.ts';
import { removePhases } from './phase-repository.ts';

/**
 * The receiving bank sent back the money of a payout that had settled (decision 046): the
 * borrower never had it, so the loan must not charge them anything. Done once, by whoever moves the
 * payout out of `succeeded`, in one transaction with the order locked (no payment is credited
 * meanwhile):
 * - nothing was paid on the loan: its start is undone. The order goes back to PayFail (10) with
 *   reason `payoutReturned`, every ledger entry (principal, interest, fees, taxes, penalties,
 *   coupon, the payout itself) is reversed by a new entry, the schedule goes, the coupon is usable
 *   again, and the payout is failed `payoutReturned`: the borrower gives another account and asks
 *   again;
 * - something was paid: undoing it needs a person (what to do with their money). The payout
 *   becomes `returned`, which close of business reads to charge no penalty and not move the loan
 *   overdue, and the audit asks an operator.
 */
export async function payoutReturned(
  deps: { db: Db; clock: BusinessClock },
  payout: PayoutRow,
  /** The provider's cause (STP's causaDevolucion), kept on a held payout, and its ids for the audit. */
  returned: { cause: string | null; detail: Record<string, unknown> },
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const order = await orders.lockOrder(tx, payout.orderId);
    if (!order) return false;
    const undo = orders.isRepayable(order.status) && !(await orders.anyPaymentOn(tx, order.id));
    const moved = await movePayout(
      tx,
      payout,
      undo
        ? { status: 'failed', failure: PAYOUT_RETURNED }
        : { status: 'returned', failure: `returned:${returned.cause ?? ''}` },
    );
    if (!moved) return false;
    let reversedEntries = 0;
    if (undo) {
      const businessDate = dateIn(now, MARKETS[order.market as MarketId].timeZone);
      reversedEntries = await orders.reverseLedger(tx, order.id, {
        ref: `returned@${payout.attempt}`,
        businessDate,
        at: now,
      });
      await removePhases(tx, order.id);
      await markCouponUnused(tx, order.id);
      await orders.transition(tx, order, ORDER_STATUS.PayFail, 'payoutReturned', now, {
        disbursedAt: null,
        startDate: null,
        dueDate: null,
      });
    }
    await recordAudit(tx, {
      at: now,
      userId: order.userId,
      action: 'loan.payoutReturned',
      detail: {
        orderNo: order.orderNo,
        attempt: payout.attempt,
        providerRef: payout.providerRef,
        ...returned.detail,
        reversed: undo,
        reversedEntries,
        needsOperator: !undo,
      },
    });
    return true;
  });
}
