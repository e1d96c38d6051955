import type { Secret } from '../../settings/secret.ts';

/**
 * The collection providers' webhook secrets, read with every other setting by the settings schema
 * (settings/settings-schema.ts; README, Settings, lists the variables). A provider whose settings are
 * all unset is `undefined` (not configured: its notifications are refused).
 */
export interface StpSettings {
  /** Our `empresa` at STP. Not a secret. */
  company: string;
  webhookUser: string;
  webhookPassword: Secret;
  /** Addresses and CIDR ranges STP notifies from (STP_NOTIFY_FROM); loopback in the sandbox. */
  notifyFrom: readonly string[];
  /**
   * STP's API, where each deposit is confirmed (STP_BASE_URL); unset in the sandbox, whose stand-in
   * answers instead (sandbox-stp-orders.ts).
   */
  apiBaseUrl: string | undefined;
}

export interface CollectionSecrets {
  stp: StpSettings | undefined;
  stripeWebhookSecret: Secret | undefined;
  paystackSecretKey: Secret | undefined;
  flutterwaveSecretHash: Secret | undefined;
  monnifyClientSecret: Secret | undefined;
}
