/**
 * The collection providers' webhook secrets, from the environment (README, Settings, once wired):
 *
 * | variable | provider | what it is |
 * |---|---|---|
 * | `STP_COMPANY` | STP | our `empresa` name at STP; notifications for another company are refused |
 * | `STP_WEBHOOK_USER`, `STP_WEBHOOK_PASSWORD` | STP | the HTTP Basic credentials in the notification URL registered with STP |
 * | `STRIPE_WEBHOOK_SECRET` | OXXO (Stripe) | the endpoint's signing secret, `whsec_…` |
 * | `PAYSTACK_SECRET_KEY` | Paystack | the secret API key `sk_…`, which also keys the webhook HMAC |
 * | `FLUTTERWAVE_SECRET_HASH` | Flutterwave | the "secret hash" set in the dashboard, sent back in `verif-hash` |
 * | `MONNIFY_CLIENT_SECRET` | Monnify | the client secret key, which keys the webhook HMAC |
 *
 * A provider whose settings are all unset is `undefined` (not configured: its notifications are
 * refused). One set only in part refuses to start, as S3 does in config.ts, rather than refusing
 * every payment later. Secrets are held in Secret, which prints as `[redacted]` everywhere.
 */

const INSPECT = Symbol.for('nodejs.util.inspect.custom');

/** A secret string that does not print: JSON, template strings, console.log and pino all see `[redacted]`. */
export class Secret {
  readonly #value: string;

  constructor(value: string) {
    this.#value = value;
  }

  /** The secret itself, for the one place that signs or verifies with it. */
  reveal(): string {
    return this.#value;
  }

  toJSON(): string {
    return '[redacted]';
  }

  toString(): string {
    return '[redacted]';
  }

  [INSPECT](): string {
    return 'Secret([redacted])';
  }
}

export interface StpSettings {
  /** Our `empresa` at STP. Not a secret. */
  company: string;
  webhookUser: string;
  webhookPassword: Secret;
}

export interface CollectionSecrets {
  stp: StpSettings | undefined;
  stripeWebhookSecret: Secret | undefined;
  paystackSecretKey: Secret | undefined;
  flutterwaveSecretHash: Secret | undefined;
  monnifyClientSecret: Secret | undefined;
}

function secret(value: string | undefined): Secret | undefined {
  return value ? new Secret(value) : undefined;
}

function stpSettings(env: NodeJS.ProcessEnv): StpSettings | undefined {
  const company = env.STP_COMPANY || undefined;
  const webhookUser = env.STP_WEBHOOK_USER || undefined;
  const webhookPassword = env.STP_WEBHOOK_PASSWORD || undefined;
  if (!company && !webhookUser && !webhookPassword) return undefined;
  if (!company || !webhookUser || !webhookPassword) {
    throw new Error('STP needs STP_COMPANY, STP_WEBHOOK_USER and STP_WEBHOOK_PASSWORD together');
  }
  // RFC 7617: the user-id of Basic credentials cannot contain a colon.
  if (webhookUser.includes(':')) throw new Error('STP_WEBHOOK_USER cannot contain ":"');
  return { company, webhookUser, webhookPassword: new Secret(webhookPassword) };
}

export function collectionSecrets(env: NodeJS.ProcessEnv = process.env): CollectionSecrets {
  return {
    stp: stpSettings(env),
    stripeWebhookSecret: secret(env.STRIPE_WEBHOOK_SECRET),
    paystackSecretKey: secret(env.PAYSTACK_SECRET_KEY),
    flutterwaveSecretHash: secret(env.FLUTTERWAVE_SECRET_HASH),
    monnifyClientSecret: secret(env.MONNIFY_CLIENT_SECRET),
  };
}
