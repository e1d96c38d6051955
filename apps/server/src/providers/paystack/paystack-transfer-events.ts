import { z } from 'zod';
import type { WebhookHeaders } from '../collection/collection-payment.ts';
import { header, hexSignatureMatches, hmacHex } from '../collection/webhook-crypto.ts';
import { parseJson, readPayload } from '../collection/webhook-payload.ts';

/** Paystack's events about a transfer we sent, and what each is to the payout. */
const KINDS = {
  'transfer.success': 'settled',
  'transfer.failed': 'failed',
  'transfer.reversed': 'returned',
} as const;

export type PaystackTransferEvent = {
  event: keyof typeof KINDS;
  kind: (typeof KINDS)[keyof typeof KINDS];
  /** Ours: the payout's reference, which is its providerRef at Paystack. */
  reference: string;
  transferCode: string | undefined;
};

const eventSchema = z.object({ event: z.string(), data: z.unknown() });
const transferSchema = z.object({
  reference: z.string().trim().min(1).max(100),
  transfer_code: z.string().nullish(),
});

/**
 * A `transfer.*` event on the Paystack webhook (the same URL and signature as charge.success:
 * x-paystack-signature, the hex HMAC-SHA512 of the raw body with the secret key). Answers
 * undefined for any other event (charge.success is crediting's), a refusal for a bad signature or
 * a transfer event we cannot read.
 */
export function readPaystackTransferEvent(
  rawBody: string,
  headers: WebhookHeaders,
  secretKey: string,
):
  | { ok: true; transfer: PaystackTransferEvent }
  | { ok: false; reason: 'signature' | 'payload'; detail: string }
  | undefined {
  const event = readPayload(eventSchema, parseJson(rawBody));
  if (!event.ok || !(event.data.event in KINDS)) return undefined;
  if (!hexSignatureMatches(hmacHex('sha512', secretKey, rawBody), header(headers, 'x-paystack-signature')))
    return { ok: false, reason: 'signature', detail: 'missing or wrong x-paystack-signature' };
  const name = event.data.event as keyof typeof KINDS;
  const read = readPayload(transferSchema, event.data.data);
  if (!read.ok) return { ok: false, reason: 'payload', detail: `data.${read.detail}` };
  return {
    ok: true,
    transfer: {
      event: name,
      kind: KINDS[name],
      reference: read.data.reference,
      transferCode: read.data.transfer_code ?? undefined,
    },
  };
}
