import type { BusinessClock } from '../../clock/business-clock.ts';
import type { Db } from '../../db/database.ts';
import type { WebhookHeaders } from '../../providers/collection/collection-payment.ts';
import { readPaystackTransferEvent } from '../../providers/paystack/paystack-transfer-events.ts';
import { type PayoutEventAnswer, receivedEvent, refusedEvent } from './payout-event-answer.ts';
import { applyPayoutOutcome } from './payout-outcome.ts';

/**
 * Paystack's `transfer.*` events on the one Paystack webhook URL, applied to the payout once
 * (payout-outcome.ts): transfer.success settles it, transfer.failed fails it, transfer.reversed
 * fails a sent one and, after success, is the money coming back (decision 046). Answered 200 once
 * recorded, 401 unsigned, 400 unreadable; a repeated or late event changes nothing. A reference
 * we hold no sent payout for is answered 200 too: it is no payout of ours (a credit return, a
 * transfer made from the dashboard), or its sending is not recorded yet, and then the settle tick
 * reads it from Paystack.
 */
export function paystackPayoutEvents(deps: { db: Db; clock: BusinessClock; secretKey: string }) {
  return async (rawBody: string, headers: WebhookHeaders): Promise<PayoutEventAnswer> => {
    const read = readPaystackTransferEvent(rawBody, headers, deps.secretKey);
    if (!read) return undefined;
    if (!read.ok) return refusedEvent(read);
    const { event, kind, reference, transferCode } = read.transfer;
    const result = await applyPayoutOutcome(deps, {
      provider: 'paystack',
      providerRef: reference,
      kind,
      reason: 'declined',
      returnCause: event,
      detail: { paystackEvent: event, transferCode },
    });
    return receivedEvent({ event, reference, result });
  };
}
