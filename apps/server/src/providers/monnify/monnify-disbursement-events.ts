import { z } from 'zod';
import type { WebhookHeaders } from '../collection/collection-payment.ts';
import { header, hexSignatureMatches, hmacHex } from '../collection/webhook-crypto.ts';
import { parseJson, positiveDecimalMinor, readPayload } from '../collection/webhook-payload.ts';

/** Monnify's disbursement events and what each means for our payout. */
const OUTCOMES = {
  SUCCESSFUL_DISBURSEMENT: 'succeeded',
  FAILED_DISBURSEMENT: 'failed',
  REVERSED_DISBURSEMENT: 'reversed',
} as const;

/**
 * A payout's outcome as Monnify notifies it, keyed by our `reference` (the payout's). `reversed`
 * comes after a success: the money came back to the wallet, so the payout is failed after all.
 */
export interface MonnifyDisbursementEvent {
  outcome: (typeof OUTCOMES)[keyof typeof OUTCOMES];
  /** Ours: the reference the transfer was sent with. */
  reference: string;
  /** Monnify's own id for the transfer, when it gives one. */
  transactionReference?: string;
  amountMinor?: number;
  /** Monnify's `transactionDescription`, for a failure or reversal. */
  reason?: string;
}

export type DisbursementEventResult =
  | { ok: true; event: MonnifyDisbursementEvent }
  | { ok: true; ignored: string }
  | { ok: false; reason: 'signature' | 'payload'; detail: string };

const envelopeSchema = z.object({ eventType: z.string(), eventData: z.unknown() });
const dataSchema = z.object({
  reference: z.string().trim().min(1),
  transactionReference: z.string().nullish(),
  amount: z.union([z.number(), z.string()]).nullish(),
  transactionDescription: z.string().nullish(),
  currency: z.string().nullish(),
});

/**
 * Reads a disbursement event off `/webhooks/monnify` (the same `monnify-signature` as money in: hex
 * HMAC-SHA512 of the raw body with the client secret). Anything else Monnify sends is `ignored`;
 * collections are verifyMonnifyWebhook's. A payout module applies `event` by `reference`, once: a
 * repeated or late event must find the payout already there and change nothing.
 */
export function readMonnifyDisbursementEvent(
  rawBody: string | Uint8Array,
  headers: WebhookHeaders,
  clientSecret: string,
): DisbursementEventResult {
  const expected = hmacHex('sha512', clientSecret, rawBody);
  if (!hexSignatureMatches(expected, header(headers, 'monnify-signature')))
    return { ok: false, reason: 'signature', detail: 'missing or wrong monnify-signature' };
  const envelope = readPayload(envelopeSchema, parseJson(rawBody));
  if (!envelope.ok) return { ok: false, reason: 'payload', detail: envelope.detail };
  const outcome = OUTCOMES[envelope.data.eventType as keyof typeof OUTCOMES];
  if (!outcome) return { ok: true, ignored: `${envelope.data.eventType} is not a disbursement outcome` };
  const read = readPayload(dataSchema, envelope.data.eventData);
  if (!read.ok) return { ok: false, reason: 'payload', detail: `eventData.${read.detail}` };
  const data = read.data;
  if (data.currency != null && data.currency !== 'NGN')
    return { ok: false, reason: 'payload', detail: 'currency is not NGN' };
  const amountMinor = data.amount == null ? undefined : positiveDecimalMinor(data.amount);
  return {
    ok: true,
    event: {
      outcome,
      reference: data.reference,
      ...(data.transactionReference ? { transactionReference: data.transactionReference } : {}),
      ...(amountMinor !== undefined ? { amountMinor } : {}),
      ...(outcome !== 'succeeded' && data.transactionDescription
        ? { reason: data.transactionDescription.slice(0, 200) }
        : {}),
    },
  };
}
