import type { BusinessClock } from '../../clock/business-clock.ts';
import type { Db } from '../../db/database.ts';
import type { WebhookHeaders } from '../../providers/collection/collection-payment.ts';
import { readFlutterwaveTransferEvent } from '../../providers/flutterwave/flutterwave-transfer-events.ts';
import type { PayoutProvider } from '../../providers/payout/payout-provider.ts';
import { type PayoutEventAnswer, receivedEvent, refusedEvent } from './payout-event-answer.ts';
import { applyPayoutOutcome } from './payout-outcome.ts';

/**
 * Flutterwave's `transfer.completed` on the one Flutterwave webhook URL. Flutterwave proves only a
 * shared hash (verif-hash), so the event is a prompt: the transfer's state is read from Flutterwave
 * itself (`GET /v3/transfers/{id}`, FlutterwavePayouts.status) and that is applied to the payout
 * once (payout-outcome.ts): SUCCESSFUL settles it, FAILED fails a sent one. Answered 200 once
 * recorded (or when Flutterwave still calls it pending, which the settle tick follows), 401 for a
 * wrong hash, 400 unreadable, 503 when Flutterwave cannot be asked, so it delivers again.
 */
export function flutterwavePayoutEvents(deps: {
  db: Db;
  clock: BusinessClock;
  secretHash: string;
  payouts: Pick<PayoutProvider, 'status'>;
}) {
  return async (rawBody: string, headers: WebhookHeaders): Promise<PayoutEventAnswer> => {
    const read = readFlutterwaveTransferEvent(rawBody, headers, deps.secretHash);
    if (!read) return undefined;
    if (!read.ok) return refusedEvent(read);
    const { id, reference, status: claimed } = read.transfer;
    let state: Awaited<ReturnType<PayoutProvider['status']>>;
    try {
      state = await deps.payouts.status(id);
    } catch (error) {
      return {
        httpStatus: 503,
        body: { error: 'transfer not confirmed yet' },
        log: { id, reference, claimed, unconfirmed: error instanceof Error ? error.message : String(error) },
      };
    }
    if (state === 'pending') return receivedEvent({ id, reference, claimed, confirmed: 'pending' });
    const failed = state === 'succeeded' ? undefined : state.failed;
    const result = await applyPayoutOutcome(deps, {
      provider: 'flutterwave',
      providerRef: id,
      kind: failed === undefined ? 'settled' : 'failed',
      reason: 'declined',
      returnCause: failed ?? null,
      detail: {
        flutterwaveEvent: 'transfer.completed',
        transferId: id,
        ...(failed ? { failure: failed } : {}),
      },
    });
    return receivedEvent({ id, reference, claimed, confirmed: state, result });
  };
}
