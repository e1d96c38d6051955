/** What the Stripe stand-in knows of the account it stands in for, as Stripe knows it. */
export interface StripeStandInOptions {
  /** The account's secret key: every API request must carry it (Bearer or Basic), as at Stripe. */
  secretKey: string;
  /** The webhook endpoint's signing secret (whsec_…): each event is signed with it when sent. */
  webhookSecret: string;
  /**
   * Where a browser reaches the stand-in, for the hosted voucher page (`https://host/dev/stripe`).
   * Unset, it is the address the API request came to.
   */
  publicBaseUrl?: string;
}

/** Where the service takes Stripe's events: the OXXO webhook route. */
export const STRIPE_WEBHOOK_PATH = '/webhooks/oxxo';

/**
 * Live Stripe tells a till payment about a business day later; the stand-in keeps the product's
 * sandbox promise that a payment shows within 15 minutes, and tells it 5 minutes later.
 */
export const TILL_NOTIFY_DELAY_MS = 5 * 60_000;

/** Stripe's test-mode e-mails that pay or expire a voucher at once (stripe.com/docs/payments/oxxo). */
export const IMMEDIATE_NOTIFY_DELAY_MS = 10_000;
