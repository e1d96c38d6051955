import { randomBytes } from 'node:crypto';
import { STRIPE_API_VERSION } from '../../../providers/stripe/stripe-client.ts';

/** Stripe's ids: a prefix and 24 letters and digits (`pi_3NkqLm2eZvKYlo2C1oXxOoXx`). */
export function stripeId(prefix: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return `${prefix}_${[...randomBytes(24)].map((b) => alphabet[b % alphabet.length]).join('')}`;
}

/** An OXXO voucher number as Stripe prints it: 18 digits, the till types or scans them. */
export function voucherNumber(): string {
  return [...randomBytes(18)].map((b) => String(b % 10)).join('');
}

export interface PaymentIntentFields {
  id: string;
  amount: number;
  created: number;
  metadata: Record<string, string>;
  expiresAfterDays: number;
  description?: string | null;
}

export type PaymentIntentObject = Record<string, unknown> & {
  id: string;
  amount: number;
  status: string;
  metadata: Record<string, string>;
};

/**
 * A new OXXO PaymentIntent as Stripe answers POST /v1/payment_intents: every field of the object
 * (Stripe's published example, fixtures3.json), with the values an unconfirmed OXXO intent has.
 */
export function newPaymentIntent(fields: PaymentIntentFields): PaymentIntentObject {
  return {
    id: fields.id,
    object: 'payment_intent',
    amount: fields.amount,
    amount_capturable: 0,
    amount_details: { tip: {} },
    amount_received: 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic',
    client_secret: `${fields.id}_secret_${stripeId('s').slice(2)}`,
    confirmation_method: 'automatic',
    created: fields.created,
    currency: 'mxn',
    customer: null,
    description: fields.description ?? null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    metadata: fields.metadata,
    next_action: null,
    on_behalf_of: null,
    payment_method: null,
    payment_method_configuration_details: null,
    payment_method_options: { oxxo: { expires_after_days: fields.expiresAfterDays } },
    payment_method_types: ['oxxo'],
    processing: null,
    receipt_email: null,
    review: null,
    setup_future_usage: null,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: 'requires_payment_method',
    transfer_data: null,
    transfer_group: null,
  };
}

/** The same intent confirmed: a payment method, and the voucher as its next action. */
export function confirmedIntent(
  intent: PaymentIntentObject,
  voucher: { paymentMethodId: string; number: string; hostedVoucherUrl: string; expiresAfter: number },
): PaymentIntentObject {
  return {
    ...intent,
    payment_method: voucher.paymentMethodId,
    status: 'requires_action',
    next_action: {
      type: 'oxxo_display_details',
      oxxo_display_details: {
        expires_after: voucher.expiresAfter,
        hosted_voucher_url: voucher.hostedVoucherUrl,
        number: voucher.number,
      },
    },
  };
}

/** Paid at the till: Stripe charges it, and the voucher is no longer shown. */
export function paidIntent(intent: PaymentIntentObject): PaymentIntentObject {
  return {
    ...intent,
    status: 'succeeded',
    amount_received: intent.amount,
    latest_charge: stripeId('ch'),
    next_action: null,
  };
}

/** Not paid before it expired: Stripe says so and the intent waits for another payment method. */
export function expiredIntent(intent: PaymentIntentObject): PaymentIntentObject {
  return {
    ...intent,
    status: 'requires_payment_method',
    next_action: null,
    payment_method: null,
    last_payment_error: {
      type: 'invalid_request_error',
      code: 'payment_intent_payment_attempt_expired',
      message: 'The OXXO voucher expired before it was paid.',
    },
  };
}

/** A webhook event about an intent, as Stripe sends it (the `event` object). */
export function intentEvent(type: string, intent: PaymentIntentObject, created: number) {
  return {
    id: stripeId('evt'),
    object: 'event',
    api_version: STRIPE_API_VERSION,
    created,
    data: { object: intent },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

/** Stripe's error answer: `{ error: { type, code?, message, param? } }`. */
export function stripeError(
  type: 'invalid_request_error' | 'idempotency_error' | 'api_error',
  message: string,
  extra: { code?: string; param?: string } = {},
) {
  return {
    error: {
      type,
      message,
      ...extra,
      ...(extra.code
        ? { doc_url: `https://stripe.com/docs/error-codes/${extra.code.replaceAll('_', '-')}` }
        : {}),
    },
  };
}
