import { recordAudit } from '../../audit/audit-repository.ts';
import type { BusinessClock } from '../../clock/business-clock.ts';
import type { Db } from '../../db/database.ts';
import * as orders from '../orders/orders-service.ts';
import { PAYOUT_RETURNED } from './payout-failures.ts';
import { failPayout, settlePayout } from './payout-job.ts';
import { movePayout, type PayoutRow, payoutByProviderRef } from './payout-repository.ts';
import { payoutReturned } from './payout-returned.ts';

/**
 * What a provider told about a payout it sent, in no provider's words: STP's state changes
 * (orden-state-change.ts) and Paystack's `transfer.*` events (paystack-transfer-events.ts) both
 * come here, so a settled, failed or returned payout does the same to the loan whoever sent it.
 */
export interface PayoutOutcome {
  /** The provider that sent it, and its providerRef there. */
  provider: string;
  providerRef: string;
  /**
   * - settled: the money arrived;
   * - failed: it never left (refused, cancelled) — only a payout still on its way is failed;
   * - returned: the receiving bank sent it back: a failure before it settled, an undone (or held)
   *   loan start after (decision 046).
   */
  kind: 'settled' | 'failed' | 'returned';
  /** The failure code (PAYOUT_FAILURES) of a payout that had not settled. */
  reason: string;
  /** The provider's own words on a returned payout (STP's causaDevolucion), kept on a held one. */
  returnCause?: string | null;
  /** The provider's ids and codes, for the audit. */
  detail: Record<string, unknown>;
}

export type PayoutOutcomeResult = 'applied' | 'unchanged' | 'unknown';

/**
 * Applies an outcome once: a repeated or late one (a payout already past it) changes nothing.
 * - settled: a sent payout settles (money out, the loan starts); a payout we had failed becomes
 *   `settledAfterFailure` for an operator (decision 040), unless it failed because its money came
 *   back, which had settled already (the old news delivered again);
 * - failed or returned, while sent: it fails with `reason` (the borrower may retry from PayFail);
 * - returned after it settled: the loan's start is undone, or held (payout-returned.ts, decision 046).
 */
export async function applyPayoutOutcome(
  deps: { db: Db; clock: BusinessClock },
  outcome: PayoutOutcome,
): Promise<PayoutOutcomeResult> {
  const payout = await payoutByProviderRef(deps.db, outcome.provider, outcome.providerRef);
  if (!payout) return 'unknown';
  if (outcome.kind === 'settled') {
    if (payout.status === 'sent') return (await settlePayout(deps, payout)) ? 'applied' : 'unchanged';
    if (payout.status === 'failed' && payout.failure !== PAYOUT_RETURNED)
      return (await settledAfterFailure(deps, payout, outcome)) ? 'applied' : 'unchanged';
    return 'unchanged';
  }
  if (payout.status === 'sent')
    return (await failPayout(deps, payout, outcome.reason)) ? 'applied' : 'unchanged';
  if (payout.status === 'succeeded' && outcome.kind === 'returned')
    return (await payoutReturned(deps, payout, {
      cause: outcome.returnCause ?? null,
      detail: outcome.detail,
    }))
      ? 'applied'
      : 'unchanged';
  return 'unchanged';
}

/** Money out on a payout we had failed: kept for an operator (decision 040). */
async function settledAfterFailure(
  deps: { db: Db; clock: BusinessClock },
  payout: PayoutRow,
  outcome: PayoutOutcome,
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
        ...outcome.detail,
        needsOperator: true,
      },
    });
    return true;
  });
}
