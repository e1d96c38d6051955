import type { BusinessClock } from '../../clock/business-clock.ts';
import type { Db } from '../../db/database.ts';
import type { OrdenStateChange } from '../../providers/stp/stp-orden-notification.ts';
import { applyPayoutOutcome, type PayoutOutcomeResult } from './payout-outcome.ts';

/** SPEI return cause 1, "cuenta inexistente": the account's fault, as a refused one. */
const UNKNOWN_ACCOUNT_CAUSE = '1';

export type OrdenChangeOutcome = PayoutOutcomeResult;

/**
 * What an STP state change is to the payout it is about (payout-outcome.ts applies it, once):
 * LIQUIDACION settles it; CANCELACION fails it (`providerCancelled`); DEVOLUCION is money sent back
 * — a failure before LIQUIDACION (`accountNotFound` for cause 1, else `declined`), an undone or
 * held loan start after (decision 046).
 */
export async function applyOrdenChange(
  deps: { db: Db; clock: BusinessClock },
  change: OrdenStateChange,
): Promise<OrdenChangeOutcome> {
  const detail = { stpId: change.id, causaDevolucion: change.causaDevolucion };
  return applyPayoutOutcome(deps, {
    provider: 'stp',
    providerRef: change.folioOrigen,
    kind:
      change.estado === 'LIQUIDACION' ? 'settled' : change.estado === 'CANCELACION' ? 'failed' : 'returned',
    reason:
      change.estado === 'CANCELACION'
        ? 'providerCancelled'
        : change.causaDevolucion === UNKNOWN_ACCOUNT_CAUSE
          ? 'accountNotFound'
          : 'declined',
    returnCause: change.causaDevolucion,
    detail,
  });
}
