import { recordAudit } from '../../audit/audit-repository.ts';
import type { BusinessClock } from '../../clock/business-clock.ts';
import type { Db } from '../../db/database.ts';
import type { OrdenStateChange } from '../../providers/stp/stp-orden-notification.ts';
import * as orders from '../orders/orders-service.ts';
import { PAYOUT_RETURNED } from './payout-failures.ts';
import { failPayout, settlePayout } from './payout-job.ts';
import { movePayout, type PayoutRow, payoutByProviderRef } from './payout-repository.ts';
import { payoutReturned } from './payout-returned.ts';

/** SPEI return cause 1, "cuenta inexistente": the account's fault, as a refused one. */
const UNKNOWN_ACCOUNT_CAUSE = '1';

export type OrdenChangeOutcome = 'applied' | 'unchanged' | 'unknown';

/**
 * What an STP state change does to the payout it is about, once: LIQUIDACION settles a sent
 * payout (the settle tick's own path: money out, the loan starts); DEVOLUCION or CANCELACION fails
 * it (the borrower may retry from PayFail). A change the payout is already past changes nothing.
 * Two come after money already moved:
 * - DEVOLUCION after LIQUIDACION (the receiving bank sent the money back): the loan's start is
 *   undone if nothing was paid on it, else it is held for an operator (payout-returned.ts,
 *   decision 046);
 * - LIQUIDACION of a payout we had failed: it becomes `settledAfterFailure`, which also stops
 *   the borrower asking again (they were paid), and `loan.payoutSettledAfterFailure` is audited
 *   (decision 040). A payout failed because its money came back had settled already: STP's
 *   LIQUIDACION of it, delivered again, is old news.
 */
export async function applyOrdenChange(
  deps: { db: Db; clock: BusinessClock },
  change: OrdenStateChange,
): Promise<OrdenChangeOutcome> {
  const payout = await payoutByProviderRef(deps.db, 'stp', change.folioOrigen);
  if (!payout) return 'unknown';
  if (change.estado === 'LIQUIDACION') {
    if (payout.status === 'sent') return (await settlePayout(deps, payout)) ? 'applied' : 'unchanged';
    if (payout.status === 'failed' && payout.failure !== PAYOUT_RETURNED)
      return (await settledAfterFailure(deps, payout, change)) ? 'applied' : 'unchanged';
    return 'unchanged';
  }
  if (payout.status === 'sent') {
    const reason =
      change.estado === 'CANCELACION'
        ? 'providerCancelled'
        : change.causaDevolucion === UNKNOWN_ACCOUNT_CAUSE
          ? 'accountNotFound'
          : 'declined';
    return (await failPayout(deps, payout, reason)) ? 'applied' : 'unchanged';
  }
  if (payout.status === 'succeeded' && change.estado === 'DEVOLUCION')
    return (await payoutReturned(deps, payout, change)) ? 'applied' : 'unchanged';
  return 'unchanged';
}

/** Money out on a payout we had failed: kept for an operator (decision 040). */
async function settledAfterFailure(
  deps: { db: Db; clock: BusinessClock },
  payout: PayoutRow,
  change: OrdenStateChange,
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const moved = await movePayout(tx, payout, { status: 'settledAfterFailure' });
    if (!moved) return false;
    const order = await orders.findOrderById(tx, payout.orderId);
    await recordAudit(tx, {
      at: now,
      userId: order?.userId,
      action: 'loan.payoutSettledAfterFailure',
      detail: {
        orderNo: order?.orderNo,
        attempt: payout.attempt,
        providerRef: payout.providerRef,
        stpId: change.id,
        causaDevolucion: change.causaDevolucion,
        needsOperator: true,
      },
    });
    return true;
  });
}
