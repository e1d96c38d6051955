import { z } from 'zod';
import type { WebhookHeaders } from '../collection/collection-payment.ts';
import { header, secretMatches } from '../collection/webhook-crypto.ts';
import { parseJson, readPayload } from '../collection/webhook-payload.ts';

/** A `transfer.completed` as Flutterwave sends it: the transfer's id (our providerRef) and what it says. */
export interface FlutterwaveTransferEvent {
  /** Flutterwave's transfer id, the providerRef FlutterwavePayouts keeps. */
  id: string;
  /** Ours: the payout's reference. */
  reference: string | undefined;
  /** SUCCESSFUL or FAILED, as the event claims it: a hint until Flutterwave's own record says so. */
  status: string;
}

const eventSchema = z.object({ event: z.string(), data: z.unknown() });
const transferSchema = z.object({
  id: z.union([z.number().int().positive(), z.string().regex(/^\d{1,20}$/)]).transform(String),
  reference: z.string().nullish(),
  status: z.string(),
});

/**
 * A `transfer.completed` on the Flutterwave webhook (the same URL and `verif-hash` as
 * charge.completed, flutterwave-webhook.ts). Undefined for any other event (money in is
 * crediting's); a refusal for a wrong hash or a transfer event we cannot read. The hash proves only
 * that the sender knows a shared secret, so the caller asks Flutterwave for the transfer before
 * acting on it (`GET /v3/transfers/{id}`).
 */
export function readFlutterwaveTransferEvent(
  rawBody: string,
  headers: WebhookHeaders,
  secretHash: string,
):
  | { ok: true; transfer: FlutterwaveTransferEvent }
  | { ok: false; reason: 'signature' | 'payload'; detail: string }
  | undefined {
  const event = readPayload(eventSchema, parseJson(rawBody));
  if (!event.ok || event.data.event !== 'transfer.completed') return undefined;
  const presented = [header(headers, 'verif-hash'), header(headers, 'flutterwave-signature')];
  if (!presented.map((value) => secretMatches(value, secretHash)).includes(true))
    return { ok: false, reason: 'signature', detail: 'missing or wrong verif-hash' };
  const read = readPayload(transferSchema, event.data.data);
  if (!read.ok) return { ok: false, reason: 'payload', detail: `data.${read.detail}` };
  return {
    ok: true,
    transfer: { id: read.data.id, reference: read.data.reference ?? undefined, status: read.data.status },
  };
}
