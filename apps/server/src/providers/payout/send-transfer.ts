import {
  type PayoutProvider,
  PayoutRefusedError,
  PayoutUnavailableError,
  type TransferRequest,
} from './payout-provider.ts';

const MINUTE_MS = 60_000;
/** Spec §9: "automatically within 8 hours" — past that, an unreachable bank is a failed transfer. */
export const GIVE_UP_UNAVAILABLE_MS = 8 * 60 * MINUTE_MS;

export type TransferOutcome =
  | { kind: 'sent'; providerRef: string }
  | { kind: 'refused'; reason: string }
  /** The bank could not be reached and the 8 hours are not over: queue it again; `detail` says why. */
  | { kind: 'retry'; detail?: string };

/**
 * Sends one transfer (a loan's payout, a credit sent back) and says how it went, the same way for
 * every caller: refused by the bank, unreachable for too long (refused too), or to be tried again.
 * Any other error is thrown for the caller to put its claim back and log.
 */
export async function sendTransfer(
  provider: PayoutProvider,
  transfer: TransferRequest,
  times: { requestedAt: Date; now: Date },
): Promise<TransferOutcome> {
  try {
    const { providerRef } = await provider.disburse(transfer);
    return { kind: 'sent', providerRef };
  } catch (error) {
    if (error instanceof PayoutRefusedError) return { kind: 'refused', reason: error.reason };
    if (!(error instanceof PayoutUnavailableError)) throw error;
    if (times.now.getTime() - times.requestedAt.getTime() < GIVE_UP_UNAVAILABLE_MS)
      return { kind: 'retry', detail: error.message };
    return giveUp(provider, transfer.reference);
  }
}

/**
 * Past the 8 hours, a transfer is given up only once the provider says it never got it: a request
 * that timed out may have reached it, and giving up on a transfer it still sends would let the
 * borrower be paid twice. While it cannot be asked, the transfer waits.
 */
async function giveUp(provider: PayoutProvider, reference: string): Promise<TransferOutcome> {
  if (!provider.lookup) return { kind: 'refused', reason: 'bankUnavailable' };
  try {
    const found = await provider.lookup(reference);
    return found
      ? { kind: 'sent', providerRef: found.providerRef }
      : { kind: 'refused', reason: 'bankUnavailable' };
  } catch (error) {
    if (error instanceof PayoutUnavailableError) return { kind: 'retry', detail: error.message };
    throw error;
  }
}
