import { z } from 'zod';
import { ignore, refuse, type WebhookHeaders, type WebhookResult } from './collection-payment.ts';
import { header, hexSignatureMatches, hmacHex } from './webhook-crypto.ts';
import { parseJson, positiveIntegerMinor, readPayload } from './webhook-payload.ts';

/**
 * OXXO cash payments through a Stripe-like acquirer (reference/domain.md §5): the borrower pays a
 * voucher at the till and, about a business day later, the acquirer sends `payment_intent.succeeded`
 * for the PaymentIntent we created with our reference in `metadata.reference`.
 *
 * Signature (Stripe's scheme): `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256>` over
 * `${t}.${rawBody}`, keyed with the endpoint's signing secret (STRIPE_WEBHOOK_SECRET). Several `v1`
 * may be present while a secret is being rolled; any one matching is enough. The timestamp makes a
 * captured request useless after `toleranceSeconds`.
 */

export const STRIPE_TOLERANCE_SECONDS = 300;

export interface OxxoWebhookSettings {
  webhookSecret: string;
  /** How far `t` may be from `now`, either way (Stripe's libraries default to 300 s). */
  toleranceSeconds?: number;
  /** The wall clock when the request arrived (the signature is Stripe's time, not the business clock). */
  now: Date;
}

/** The `t` and `v1` values of a Stripe-Signature header; undefined when it is not one. */
export function parseStripeSignature(value: string | undefined): { t: string; v1: string[] } | undefined {
  if (!value) return undefined;
  let t: string | undefined;
  const v1: string[] = [];
  for (const part of value.split(',')) {
    const eq = part.indexOf('=');
    if (eq < 0) return undefined;
    const key = part.slice(0, eq).trim();
    const item = part.slice(eq + 1).trim();
    if (key === 't') {
      if (t !== undefined || !/^\d{1,12}$/.test(item)) return undefined;
      t = item;
    } else if (key === 'v1') {
      v1.push(item);
    }
  }
  return t !== undefined && v1.length > 0 ? { t, v1 } : undefined;
}

/** The exact bytes Stripe signs: the timestamp, a dot, the raw body. */
export function stripeSignedPayload(t: string, rawBody: string | Uint8Array): string | Uint8Array {
  return typeof rawBody === 'string' ? `${t}.${rawBody}` : Buffer.concat([Buffer.from(`${t}.`), rawBody]);
}

const eventSchema = z.object({
  id: z.string(),
  type: z.string(),
  created: z.number().int().nonnegative(),
  data: z.object({ object: z.unknown() }),
});

const paymentIntentSchema = z.object({
  id: z.string().regex(/^pi_[A-Za-z0-9]+$/, 'a PaymentIntent id (pi_…)'),
  amount: z.number(),
  amount_received: z.number().nullish(),
  currency: z.string(),
  metadata: z.record(z.string(), z.string()).nullish(),
  payment_method_types: z.array(z.string()).nullish(),
});

/**
 * `payment_intent.succeeded` for an OXXO PaymentIntent → the payment, matched by our reference and
 * keyed by the PaymentIntent id (one voucher, one PaymentIntent, paid at most once). The amount is
 * what was received, in centavos (`amount_received`, equal to `amount` for OXXO, which has no partial
 * payments). `paidAt` is the event's creation time: the PaymentIntent carries no payment time, and
 * the event is created when it succeeds. Other events (voucher expiry arrives as
 * `payment_intent.payment_failed`) and non-OXXO PaymentIntents are ignored.
 */
export function verifyOxxoWebhook(
  rawBody: string | Uint8Array,
  headers: WebhookHeaders,
  settings: OxxoWebhookSettings,
): WebhookResult {
  const signature = parseStripeSignature(header(headers, 'stripe-signature'));
  if (!signature) return refuse('signature', 'missing or malformed Stripe-Signature header');
  const expected = hmacHex('sha256', settings.webhookSecret, stripeSignedPayload(signature.t, rawBody));
  // Every candidate is compared, so the time taken does not depend on which one matched.
  const matches = signature.v1.map((candidate) => hexSignatureMatches(expected, candidate));
  if (!matches.includes(true)) return refuse('signature', 'no v1 signature matches');
  const tolerance = settings.toleranceSeconds ?? STRIPE_TOLERANCE_SECONDS;
  const age = settings.now.getTime() / 1000 - Number(signature.t);
  if (Math.abs(age) > tolerance) return refuse('signature', `timestamp is ${Math.round(age)} s from now`);

  const event = readPayload(eventSchema, parseJson(rawBody));
  if (!event.ok) return refuse('payload', event.detail);
  if (event.data.type !== 'payment_intent.succeeded') return ignore(`${event.data.type} moves no money in`);
  const read = readPayload(paymentIntentSchema, event.data.data.object);
  if (!read.ok) return refuse('payload', `data.object.${read.detail}`);
  const intent = read.data;
  if (intent.payment_method_types && !intent.payment_method_types.includes('oxxo')) {
    return ignore('not an OXXO payment');
  }
  if (intent.currency !== 'mxn') return refuse('payload', 'currency is not mxn');
  const amountMinor = positiveIntegerMinor(intent.amount_received ?? intent.amount);
  if (amountMinor === undefined) return refuse('payload', 'amount is not a positive number of centavos');
  const reference = intent.metadata?.reference?.trim();
  if (!reference) return refuse('payload', 'metadata.reference is missing');
  return {
    ok: true,
    payment: {
      provider: 'oxxo',
      providerRef: intent.id,
      currency: 'MXN',
      amountMinor,
      match: { kind: 'reference', reference },
      paidAt: new Date(event.data.created * 1000),
    },
  };
}
