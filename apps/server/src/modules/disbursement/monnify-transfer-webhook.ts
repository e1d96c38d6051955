import type { BusinessClock } from '../../clock/business-clock.ts';
import type { Db } from '../../db/database.ts';
import type { WebhookHeaders } from '../../providers/collection/collection-payment.ts';
import { parseJson } from '../../providers/collection/webhook-payload.ts';
import { readMonnifyDisbursementEvent } from '../../providers/monnify/monnify-disbursement-events.ts';
import { type PayoutEventAnswer, receivedEvent, refusedEvent } from './payout-event-answer.ts';
import { applyPayoutOutcome, type PayoutOutcome } from './payout-outcome.ts';

const DISBURSEMENT_EVENTS = new Set([
  'SUCCESSFUL_DISBURSEMENT',
  'FAILED_DISBURSEMENT',
  'REVERSED_DISBURSEMENT',
]);

const KIND = { succeeded: 'settled', failed: 'failed', reversed: 'returned' } as const satisfies Record<
  string,
  PayoutOutcome['kind']
>;

/**
 * Monnify's disbursement events on the one Monnify webhook URL, applied to the payout once
 * (payout-outcome.ts), as Paystack's transfer events are: SUCCESSFUL_DISBURSEMENT settles it,
 * FAILED_DISBURSEMENT fails it, REVERSED_DISBURSEMENT fails a sent one and, after success, is the
 * money coming back (decision 046). Monnify signs them (monnify-signature), so the event is taken
 * as it says. Answered 200 once recorded, 401 unsigned, 400 unreadable; a repeated or late event
 * changes nothing; a reference we hold no sent payout for is answered 200 (no payout of ours, or
 * its sending not recorded yet: the settle tick asks Monnify).
 */
export function monnifyPayoutEvents(deps: { db: Db; clock: BusinessClock; clientSecret: string }) {
  return async (rawBody: string, headers: WebhookHeaders): Promise<PayoutEventAnswer> => {
    // Only a disbursement event is ours; money in, and a body no one can read, stay crediting's.
    const eventType = (parseJson(rawBody) as { eventType?: unknown } | undefined)?.eventType;
    if (typeof eventType !== 'string' || !DISBURSEMENT_EVENTS.has(eventType)) return undefined;
    const read = readMonnifyDisbursementEvent(rawBody, headers, deps.clientSecret);
    if (!read.ok) return refusedEvent(read);
    if ('ignored' in read) return undefined;
    const { outcome, reference, transactionReference, reason } = read.event;
    const result = await applyPayoutOutcome(deps, {
      provider: 'monnify',
      providerRef: reference,
      kind: KIND[outcome],
      reason: 'declined',
      returnCause: reason ?? eventType,
      detail: { monnifyEvent: eventType, transactionReference },
    });
    return receivedEvent({ eventType, reference, result });
  };
}
