import { z } from 'zod';
import {
  type IncomingPayment,
  ignore,
  refuse,
  type WebhookHeaders,
  type WebhookResult,
} from './collection-payment.ts';
import { header, secretMatches } from './webhook-crypto.ts';
import { isoInstant, parseJson, positiveDecimalMinor, readPayload } from './webhook-payload.ts';

/**
 * Flutterwave v3 (reference/domain.md §12). The webhook is not signed: Flutterwave sends back, in
 * `verif-hash`, the "secret hash" we set in its dashboard (FLUTTERWAVE_SECRET_HASH), compared here in
 * constant time. Newer documentation names a `flutterwave-signature` header; it is accepted the same
 * way (domain.md marks it [weak]). Because the webhook proves little beyond that shared secret,
 * Flutterwave asks for `GET /v3/transactions/{id}/verify` before giving value:
 * parseFlutterwaveVerifyResponse checks its answer.
 *
 * Matching: by `data.tx_ref`, ours, for the hosted checkout and for virtual accounts alike. The v3
 * `charge.completed` for a bank transfer into a virtual account carries the `tx_ref` the account was
 * created with, the payer's details in a top-level `meta_data` (originatorname, originatoraccountnumber,
 * bankname), and no field for the virtual account's own number (a live payload logged in
 * emmanuel-dcoder/unistore-api webhook.ts; domain.md has none). So each borrower's virtual account
 * is created with its own tx_ref, kept beside the account number, and that is what is matched.
 */

const eventSchema = z.object({ event: z.string(), data: z.unknown(), meta_data: z.unknown().optional() });

const chargeSchema = z.object({
  id: z.union([z.number().int().positive(), z.string().regex(/^\d+$/)]).transform(String),
  tx_ref: z.string().trim().min(1),
  amount: z.union([z.number(), z.string()]),
  currency: z.string(),
  status: z.string(),
  created_at: z.string(),
  customer: z.object({ name: z.string().nullish() }).nullish(),
});

const metaSchema = z.object({ originatorname: z.string().nullish() }).nullish().catch(undefined);

type Charge = z.infer<typeof chargeSchema>;

function payment(charge: Charge, payerName: string | undefined): IncomingPayment | string {
  if (charge.currency !== 'NGN') return 'currency is not NGN';
  const amountMinor = positiveDecimalMinor(charge.amount);
  if (amountMinor === undefined) return 'amount is not a positive amount in naira';
  const paidAt = isoInstant(charge.created_at);
  if (!paidAt) return 'created_at is not an ISO 8601 instant';
  const name = payerName?.trim();
  return {
    provider: 'flutterwave',
    providerRef: charge.id,
    currency: 'NGN',
    amountMinor,
    match: { kind: 'reference', reference: charge.tx_ref },
    paidAt,
    ...(name && name !== 'N/A' ? { payerName: name } : {}),
  };
}

/**
 * `charge.completed` with `status: "successful"` → the payment, keyed by Flutterwave's transaction
 * id (`data.id`, unique per transaction and the one the verify call takes; a static virtual
 * account's tx_ref repeats for every transfer into it). `amount` is in naira, a decimal.
 * A failed or pending charge, and every other event, is ignored.
 */
export function verifyFlutterwaveWebhook(
  rawBody: string | Uint8Array,
  headers: WebhookHeaders,
  secretHash: string,
): WebhookResult {
  const presented = [header(headers, 'verif-hash'), header(headers, 'flutterwave-signature')];
  // Both are compared whenever present, so the time taken does not depend on which one matched.
  const matches = presented.map((value) => secretMatches(value, secretHash));
  if (!matches.includes(true)) return refuse('signature', 'missing or wrong verif-hash');
  const event = readPayload(eventSchema, parseJson(rawBody));
  if (!event.ok) return refuse('payload', event.detail);
  if (event.data.event !== 'charge.completed') return ignore(`${event.data.event} moves no money in`);
  const read = readPayload(chargeSchema, event.data.data);
  if (!read.ok) return refuse('payload', `data.${read.detail}`);
  if (read.data.status !== 'successful') return ignore(`charge is ${read.data.status}`);
  const meta = metaSchema.parse(event.data.meta_data);
  const result = payment(read.data, meta?.originatorname ?? read.data.customer?.name ?? undefined);
  return typeof result === 'string' ? refuse('payload', result) : { ok: true, payment: result };
}

const verifyResponseSchema = z.object({ status: z.string(), data: chargeSchema });

export type FlutterwaveVerifyResult = { ok: true; payment: IncomingPayment } | { ok: false; detail: string };

/**
 * The answer of `GET /v3/transactions/{id}/verify`, checked the way Flutterwave asks (domain.md §12):
 * the call succeeded, the transaction is `successful`, its tx_ref and currency are the ones we
 * expect, and it paid at least the expected amount. An answer that passes is the payment itself.
 */
export function parseFlutterwaveVerifyResponse(
  body: unknown,
  expected: { txRef: string; currency: 'NGN'; amountMinor: number },
): FlutterwaveVerifyResult {
  const read = readPayload(verifyResponseSchema, typeof body === 'string' ? parseJson(body) : body);
  if (!read.ok) return { ok: false, detail: read.detail };
  const { status, data } = read.data;
  if (status !== 'success') return { ok: false, detail: `verify answered ${status}` };
  if (data.status !== 'successful') return { ok: false, detail: `transaction is ${data.status}` };
  if (data.tx_ref !== expected.txRef) return { ok: false, detail: 'tx_ref is not the expected one' };
  if (data.currency !== expected.currency)
    return { ok: false, detail: `currency is not ${expected.currency}` };
  const result = payment(data, data.customer?.name ?? undefined);
  if (typeof result === 'string') return { ok: false, detail: result };
  if (result.amountMinor < expected.amountMinor) return { ok: false, detail: 'amount is less than expected' };
  return { ok: true, payment: result };
}
