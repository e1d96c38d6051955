import { createHash } from 'node:crypto';
import Stripe from 'stripe';
import type { SignedWebhook } from '../../../providers/collection/collection-payment.ts';
import { intentEvent, newPaymentIntent, type PaymentIntentObject, paidIntent } from './stripe-objects.ts';

/** A PaymentIntent id made from a seed: the same seed, the same PaymentIntent. */
export function seededIntentId(seed: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = createHash('sha256').update(`stripe:pi:${seed}`).digest();
  return `pi_${[...bytes.subarray(0, 24)].map((b) => alphabet[b % alphabet.length]).join('')}`;
}

/** An OXXO PaymentIntent as Stripe describes it in an event: paid, unless `type` says otherwise. */
export function oxxoIntent(input: {
  intentId: string;
  reference: string;
  amountMinor: number;
  created: Date;
  paid?: boolean;
}): PaymentIntentObject {
  const intent = newPaymentIntent({
    id: input.intentId,
    amount: input.amountMinor,
    created: Math.floor(input.created.getTime() / 1000),
    metadata: { reference: input.reference },
    expiresAfterDays: 3,
  });
  return input.paid === false ? intent : paidIntent(intent);
}

/** The event Stripe sends about an intent, created `at` (the business time it happened). */
export function oxxoEvent(type: string, intent: PaymentIntentObject, at: Date) {
  return intentEvent(type, intent, Math.floor(at.getTime() / 1000));
}

/** The event's exact bytes, signed by Stripe's own helper at `wallAt` (the real time by default). */
export function signedStripeEvent(event: unknown, secret: string, wallAt: Date = new Date()): SignedWebhook {
  const rawBody = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload: rawBody,
    secret,
    timestamp: Math.floor(wallAt.getTime() / 1000),
  });
  return { rawBody, headers: { 'content-type': 'application/json', 'stripe-signature': signature } };
}
