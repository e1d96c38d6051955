import Stripe from 'stripe';
import { z } from 'zod';
import { ignore, refuse, type WebhookHeaders, type WebhookResult } from './collection-payment.ts';
import { header } from './webhook-crypto.ts';
import { parseJson, positiveIntegerMinor, readPayload } from './webhook-payload.ts';

/**
 * OXXO cash payments through Stripe (reference/domain.md §5, decision 042): the borrower pays a
 * voucher at the till and, about a business day later, Stripe sends `payment_intent.succeeded` for
 * the PaymentIntent we created with our pay order in `metadata.reference`. An unpaid voucher's
 * expiry comes as `payment_intent.payment_failed` (or `payment_intent.canceled`): the reference is
 * closed.
 *
 * The signature is checked by Stripe's own SDK (`Stripe-Signature: t=…,v1=…`, HMAC-SHA256 of
 * `t.body` with the endpoint's secret, any one of several v1 while a secret is rolled) against the
 * WALL clock: Stripe signs with the real time, so the business clock, which a sandbox moves by days,
 * must never be what the age is measured on.
 */

/** Stripe's libraries' default: a signature older than 5 minutes is refused (a replayed request). */
export const STRIPE_TOLERANCE_SECONDS = Stripe.webhooks.DEFAULT_TOLERANCE;

export interface OxxoWebhookSettings {
  webhookSecret: string;
  /** How old (or, here, how far ahead) `t` may be; Stripe's libraries default to 300 s. */
  toleranceSeconds?: number;
  /** The wall clock when the request arrived. */
  wallNow: Date;
}

/**
 * The `t` and `v1` values of a Stripe-Signature header; undefined when it is not one. Stricter than
 * the SDK's reading (which takes the last of two `t=`): a header Stripe never sends is refused.
 */
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

/** The events that end a voucher unpaid: expiry (payment_failed), or a cancellation. */
const CLOSING_EVENTS = new Set(['payment_intent.payment_failed', 'payment_intent.canceled']);

/**
 * `payment_intent.succeeded` for an OXXO PaymentIntent → the payment, matched by our reference and
 * keyed by the PaymentIntent id (one voucher, one PaymentIntent, paid at most once, however often
 * the event is delivered). The amount is what was received, in centavos (`amount_received`, equal
 * to `amount` for OXXO, which has no partial payments). `paidAt` is the event's creation time: the
 * PaymentIntent carries no payment time, and the event is created when it succeeds. Expiry and
 * cancellation close the reference; other events and non-OXXO PaymentIntents are ignored.
 */
export function verifyOxxoWebhook(
  rawBody: string | Uint8Array,
  headers: WebhookHeaders,
  settings: OxxoWebhookSettings,
): WebhookResult {
  const signatureHeader = header(headers, 'stripe-signature');
  const signature = parseStripeSignature(signatureHeader);
  if (!signatureHeader || !signature)
    return refuse('signature', 'missing or malformed Stripe-Signature header');
  const tolerance = settings.toleranceSeconds ?? STRIPE_TOLERANCE_SECONDS;
  const payload = typeof rawBody === 'string' ? rawBody : Buffer.from(rawBody);
  try {
    Stripe.webhooks.constructEvent(
      payload,
      signatureHeader,
      settings.webhookSecret,
      tolerance,
      undefined,
      settings.wallNow.getTime(),
    );
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError)
      return refuse('signature', error.message);
    return refuse('payload', 'not JSON');
  }
  // The SDK refuses only signatures too old; one from the future is a clock we cannot trust either.
  const ahead = Number(signature.t) - settings.wallNow.getTime() / 1000;
  if (ahead > tolerance) return refuse('signature', `timestamp is ${Math.round(ahead)} s ahead of now`);

  // Read again our way: a text holding NUL, which the database cannot keep, is refused here.
  const event = readPayload(eventSchema, parseJson(rawBody));
  if (!event.ok) return refuse('payload', event.detail);
  const closing = CLOSING_EVENTS.has(event.data.type);
  if (event.data.type !== 'payment_intent.succeeded' && !closing)
    return ignore(`${event.data.type} moves no money in`);
  const read = readPayload(paymentIntentSchema, event.data.data.object);
  if (!read.ok) return refuse('payload', `data.object.${read.detail}`);
  const intent = read.data;
  if (intent.payment_method_types && !intent.payment_method_types.includes('oxxo')) {
    return ignore('not an OXXO payment');
  }
  const reference = intent.metadata?.reference?.trim();
  if (closing) {
    if (!reference) return ignore(`${event.data.type} names no reference of ours`);
    return { ok: true, closed: { reference, providerRef: intent.id, why: event.data.type } };
  }
  if (intent.currency !== 'mxn') return refuse('payload', 'currency is not mxn');
  const amountMinor = positiveIntegerMinor(intent.amount_received ?? intent.amount);
  if (amountMinor === undefined) return refuse('payload', 'amount is not a positive number of centavos');
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

/** The exact bytes Stripe signs: the timestamp, a dot, the raw body (for tests that sign by hand). */
export function stripeSignedPayload(t: string, rawBody: string | Uint8Array): string | Uint8Array {
  return typeof rawBody === 'string' ? `${t}.${rawBody}` : Buffer.concat([Buffer.from(`${t}.`), rawBody]);
}
