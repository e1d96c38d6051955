import { type SignedWebhook, signedJson } from '../../providers/collection/collection-payment.ts';
import { stripeSignedPayload } from '../../providers/collection/oxxo-webhook.ts';
import { seededChars } from '../../providers/collection/seeded-ids.ts';
import { hmacHex } from '../../providers/collection/webhook-crypto.ts';
import { BASE62 } from './sandbox-ids.ts';

/** The header a Stripe-like acquirer sends: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export function stripeSignatureHeader(webhookSecret: string, rawBody: string, at: Date): string {
  const t = String(Math.floor(at.getTime() / 1000));
  return `t=${t},v1=${hmacHex('sha256', webhookSecret, stripeSignedPayload(t, rawBody))}`;
}

export interface StripeOxxoEventInput {
  /** Our reference, put in the PaymentIntent's metadata when it was created. */
  reference: string;
  amountMinor: number;
  webhookSecret: string;
  /** When the payment succeeded: the event's `created` and the signature's `t`. */
  at: Date;
  /** Derives the PaymentIntent and event ids: the same seed, the same PaymentIntent. */
  seed: string;
  /** `payment_intent.succeeded` unless told otherwise (`payment_intent.payment_failed` on expiry). */
  type?: string;
}

/**
 * The event a Stripe-like acquirer sends when an OXXO voucher is paid, shaped like Stripe's (ids
 * `pi_` and `evt_` with 24 alphanumerics, an `oxxo` PaymentIntent in `mxn`), signed as Stripe signs.
 */
export function stripeOxxoEvent(input: StripeOxxoEventInput): SignedWebhook {
  const created = Math.floor(input.at.getTime() / 1000);
  const paymentIntentId = `pi_${seededChars(input.seed, 'stripe:pi', 24, BASE62)}`;
  const succeeded = (input.type ?? 'payment_intent.succeeded') === 'payment_intent.succeeded';
  const body = {
    id: `evt_${seededChars(input.seed, 'stripe:evt', 24, BASE62)}`,
    object: 'event',
    api_version: '2024-06-20',
    created,
    livemode: false,
    type: input.type ?? 'payment_intent.succeeded',
    data: {
      object: {
        id: paymentIntentId,
        object: 'payment_intent',
        amount: input.amountMinor,
        amount_received: succeeded ? input.amountMinor : 0,
        currency: 'mxn',
        metadata: { reference: input.reference },
        payment_method_types: ['oxxo'],
        status: succeeded ? 'succeeded' : 'requires_payment_method',
      },
    },
  };
  return signedJson(body, 'stripe-signature', (rawBody) =>
    stripeSignatureHeader(input.webhookSecret, rawBody, input.at),
  );
}
