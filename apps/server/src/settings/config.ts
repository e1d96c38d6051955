import type { MarketId, NativeAppAction } from '@puente/domain';
import type { CollectionSecrets } from '../providers/collection/collection-secrets.ts';
import type { S3Settings } from '../storage/s3-file-storage.ts';
import type { FlutterwaveSettings } from './flutterwave-settings.ts';
import type { MonnifyApiSettings } from './monnify-settings.ts';
import type { NigeriaProviderSettings } from './nigeria-providers-settings.ts';
import type { PartnerOfferSetting } from './partner-offers.ts';
import type { PaystackApiSettings } from './paystack-settings.ts';
import type { ReviewAccount } from './review-accounts.ts';
import type { Secret } from './secret.ts';
import type { SmileIdSettings } from './smileid-settings.ts';
import type { StpApiSettings } from './stp-api-settings.ts';
import type { TermiiSettings } from './termii-settings.ts';
import type { TrustProxy } from './trust-proxy.ts';

/**
 * Every setting, read once at start from the environment by settings-schema.ts and frozen; README.md
 * lists the variables with their defaults. Nothing else reads the environment.
 */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL when set, otherwise the embedded PGlite database in dataDir. */
  databaseUrl: string | undefined;
  /** Sandbox providers and /dev routes; false means production mode. */
  sandbox: boolean;
  /**
   * The markets lent in (MARKETS): their apps are served, and in production each must have its
   * providers configured or the service refuses to start (decision 052).
   */
  markets: readonly MarketId[];
  logLevel: string;
  /** Keys the code hashes. Required in production; generated and kept in the database in sandbox. */
  secretKey: string | undefined;
  /** App-store review numbers and the fixed code each signs in with instead of an SMS (decision 036). */
  reviewAccounts: ReviewAccount[];
  redisUrl: string | undefined;
  webDist: string;
  /** The built staff console (apps/console), served at /console (decision 055). */
  consoleDist: string;
  /** Recurring jobs (pg-boss); tests that don't need them switch them off. */
  jobs: boolean;
  /** How often the deadline work runs (the tick), in seconds: 60, or more often when set lower. */
  tickSeconds: number;
  /** Milliseconds the Twilio stand-in's network takes to bring a text or call to the phone. */
  sandboxSmsDelayMs: number;
  /** The proxies whose X-Forwarded-For entries are believed: none, a number of hops, or address ranges. */
  trustProxy: TrustProxy;
  /** Milliseconds a resolved session is reused before the database is read again. */
  sessionCacheMs: number;
  /** Local folder for uploaded files (ID photos) when no S3 bucket is configured; never served. */
  uploadsDir: string;
  /** S3-compatible object storage for uploads; set when S3_BUCKET is. */
  s3: S3Settings | undefined;
  /**
   * Identity checks (OCR, face match, RENAPO): Tu Identidad's API, its stand-in in a sandbox service,
   * or none (every check answers "unavailable", and the app offers no "Apply"). Decision 043.
   */
  kycProvider: 'tuidentidad' | 'sandbox' | 'none';
  /** Tu Identidad's key and base URL, when TUIDENTIDAD_API_KEY is given. */
  tuIdentidad: TuIdentidadSettings | undefined;
  /** Smile ID's partner id, key and base URL (Nigeria's BVN lookup, decision 050), when both are given. */
  smileId: SmileIdSettings | undefined;
  /** Milliseconds the identity stand-in takes per answer, like the real service (spec §9: 5-10 s in all). */
  sandboxKycDelayMs: number;
  /** How long the sandbox bank takes to answer a name enquiry. */
  /** Package names the device collector looks for (GET /user/device/packageList). */
  devicePackageList: string[];
  /** Business-clock milliseconds between an application and its decision (spec: about 10 minutes). */
  loanReviewDelayMs: number;
  /** Share (0–1) of sandbox payouts that fail, chosen from the payout's reference. */
  sandboxPayoutFailureRate: number;
  /** Where borrowers reach a person (/loanMarket/customer-service, the help screens). */
  support: { email: string; phone: string };
  /**
   * The 4 digits STP assigned the company: every borrower's CLABE is 646 180 <these> <serial> <check>.
   * Unset in production, SPEI is not offered (the call answers "no payment method").
   */
  stpCompanyPrefix: string | undefined;
  /**
   * The web app's public origin (PUBLIC_URL), where payment links and the last-resort download
   * address point. Production has no default: a link to the wrong host would be handed to someone
   * else to pay with, so links are refused until it is set.
   */
  publicUrl: string | undefined;
  /** Actions a phone browser is sent to the native app for (NATIVE_APP_REQUIRED, decision 022). */
  nativeAppRequired: readonly NativeAppAction[];
  /**
   * Partner lenders recommended after a rejection (PARTNER_OFFERS): the sandbox's demonstrations by
   * default, none in production unless configured (decision 034).
   */
  partnerOffers: readonly PartnerOfferSetting[];
  /** Who sends the one-time codes. */
  sms: SmsSettings;
  /** Termii, for texts to Nigerian numbers (decision 051). */
  termii: TermiiSettings;
  /** STP's API, used for real when STP_BASE_URL is given (decision 040); else the sandbox's stand-in, or no SPEI payouts. */
  stp: StpApiSettings | undefined;
  /** Monnify's API, used for real when MONNIFY_API_KEY is given (decision 049); else the sandbox's stand-in, or no Monnify. */
  monnify: MonnifyApiSettings | undefined;
  /** Paystack's API, used for real when PAYSTACK_SECRET_KEY is given (decision 047); else the sandbox's stand-in, or no Nigerian payouts. */
  paystack: PaystackApiSettings | undefined;
  /**
   * Stripe, the OXXO acquirer (decision 042). With a key, Stripe's API at `apiBase` issues the
   * vouchers, in sandbox mode too; without one, a sandbox uses its stand-in and production offers no OXXO.
   */
  stripe: StripeSettings;
  /** Flutterwave's API when its secret key is given (decision 048); else a sandbox's stand-in, or none. */
  flutterwave: FlutterwaveSettings | undefined;
  /**
   * The collection providers' webhook secrets as the environment gives them. A sandbox derives the
   * missing ones from the service secret at start (modules/repayment/collection-settings.ts).
   */
  collection: CollectionSecrets;
  /** Which Nigerian provider pays out, takes checkouts and keeps reserved accounts (decision 052). */
  nigeria: NigeriaProviderSettings;
}

/** Twilio, or its stand-in in a sandbox service (decision 044). */
export type SmsSettings = { provider: 'sandbox' } | { provider: 'twilio'; twilio: TwilioSettings };

export interface TwilioSettings {
  accountSid: string;
  authToken: Secret;
  from: string;
  /** The WhatsApp sender (TWILIO_WHATSAPP_FROM): WhatsApp is offered only when it is given (decision 061). */
  whatsappFrom?: string;
  /** https://api.twilio.com unless pointed elsewhere (a stand-in). */
  baseUrl: string;
}

export interface TuIdentidadSettings {
  apiKey: Secret;
  /** https://web-prod01.tuidentidad.com unless pointed elsewhere (a test environment, a stand-in). */
  baseUrl: string;
}

export interface StripeSettings {
  /** sk_live_… or sk_test_… (production refuses anything else). */
  secretKey: Secret | undefined;
  /** https://api.stripe.com unless pointed elsewhere (a stand-in, a contract test). */
  apiBase: string;
}
