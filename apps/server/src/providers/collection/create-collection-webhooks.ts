import type { CollectionProvider, WebhookHeaders, WebhookResult } from './collection-payment.ts';
import { refuse } from './collection-payment.ts';
import type { CollectionSecrets } from './collection-secrets.ts';
import { verifyFlutterwaveWebhook } from './flutterwave-webhook.ts';
import { verifyMonnifyWebhook } from './monnify-webhook.ts';
import { STRIPE_TOLERANCE_SECONDS, verifyOxxoWebhook } from './oxxo-webhook.ts';
import { verifyPaystackWebhook } from './paystack-webhook.ts';
import { verifyStpNotification } from './stp-webhook.ts';

export interface WebhookRequest {
  /** The body exactly as received: signatures are over these bytes, never over re-serialised JSON. */
  rawBody: string | Uint8Array;
  headers: WebhookHeaders;
  /** The business clock when the request arrived: STP's paidAt fallback. */
  receivedAt: Date;
  /** The wall clock when it arrived: what Stripe's signature age is measured on (decision 042). */
  wallNow: Date;
}

export type CollectionWebhook = (request: WebhookRequest) => WebhookResult;

/**
 * One verifier per provider, with its secret bound in. A provider without settings refuses every
 * notification as unauthenticated, so a route can exist for all five whatever is configured.
 */
export function createCollectionWebhooks(
  secrets: CollectionSecrets,
  options: { stripeToleranceSeconds?: number } = {},
): Record<CollectionProvider, CollectionWebhook> {
  const unconfigured =
    (provider: CollectionProvider): CollectionWebhook =>
    () =>
      refuse('signature', `${provider} is not configured`);
  const { stp, stripeWebhookSecret, paystackSecretKey, flutterwaveSecretHash, monnifyClientSecret } = secrets;
  return {
    stp: stp
      ? ({ rawBody, headers, receivedAt }) =>
          verifyStpNotification(
            rawBody,
            headers,
            {
              company: stp.company,
              webhookUser: stp.webhookUser,
              webhookPassword: stp.webhookPassword.reveal(),
            },
            receivedAt,
          )
      : unconfigured('stp'),
    oxxo: stripeWebhookSecret
      ? ({ rawBody, headers, wallNow }) =>
          verifyOxxoWebhook(rawBody, headers, {
            webhookSecret: stripeWebhookSecret.reveal(),
            toleranceSeconds: options.stripeToleranceSeconds ?? STRIPE_TOLERANCE_SECONDS,
            wallNow,
          })
      : unconfigured('oxxo'),
    paystack: paystackSecretKey
      ? ({ rawBody, headers }) => verifyPaystackWebhook(rawBody, headers, paystackSecretKey.reveal())
      : unconfigured('paystack'),
    flutterwave: flutterwaveSecretHash
      ? ({ rawBody, headers }) => verifyFlutterwaveWebhook(rawBody, headers, flutterwaveSecretHash.reveal())
      : unconfigured('flutterwave'),
    monnify: monnifyClientSecret
      ? ({ rawBody, headers }) => verifyMonnifyWebhook(rawBody, headers, monnifyClientSecret.reveal())
      : unconfigured('monnify'),
  };
}
