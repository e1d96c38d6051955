import path from 'node:path';
import { NATIVE_APP_ACTIONS, type NativeAppAction } from '@puente/domain';
import { z } from 'zod';
import { serverRoot } from '../paths.ts';
import { addressRangeProblem, LOOPBACK_RANGES } from '../providers/collection/address-ranges.ts';
import { TUIDENTIDAD_DEFAULT_BASE_URL } from '../providers/kyc/tuidentidad-protocol.ts';
import type { Config, SmsSettings } from './config.ts';
import {
  baseUrl,
  flag,
  list,
  matching,
  oneOf,
  origin,
  secret,
  share,
  text,
  wholeNumber,
} from './env-fields.ts';
import {
  FLUTTERWAVE_DEFAULT_BASE_URL,
  flutterwaveProblems,
  flutterwaveSettings,
} from './flutterwave-settings.ts';
import { marketsField, servedMarkets } from './markets-setting.ts';
import { monnifyApi, monnifyProblems } from './monnify-settings.ts';
import { NIGERIA_PROVIDER_FIELDS, nigeriaProviders } from './nigeria-providers-settings.ts';
import { DEMO_PARTNER_OFFERS, partnerOffersField } from './partner-offers.ts';
import { PAYSTACK_DEFAULT_BASE_URL, paystackApi } from './paystack-settings.ts';
import { isGuessableCode, reviewAccountsField } from './review-accounts.ts';
import { Secret } from './secret.ts';
import { SECRET_RULES } from './secret-rules.ts';
import { SMILE_ID_FIELDS, smileIdOf, smileIdProblems } from './smileid-settings.ts';
import { clabeProblem, readStpKey, type StpApiSettings } from './stp-api-settings.ts';
import { TERMII_FIELDS, termiiProblems, termiiSettings } from './termii-settings.ts';
import { trustProxyField } from './trust-proxy.ts';

/**
 * The whole environment the service reads, one entry per variable: its format. The defaults are
 * applied in `toConfig` below, where several depend on the mode (sandbox or production).
 */
export const ENV_FIELDS = {
  // The process
  PORT: wholeNumber('a port number', 65_535),
  HOST: text(),
  DATA_DIR: text(),
  DATABASE_URL: text(),
  SANDBOX: flag(true),
  SECRET_KEY: secret(),
  REDIS_URL: text(),
  SESSION_CACHE_MS: wholeNumber('a whole number of milliseconds'),
  JOBS: flag(true),
  TICK_SECONDS: wholeNumber('a whole number of seconds', 60).pipe(
    z.number().min(1, 'must be at least 1 second').optional(),
  ),
  LOG_LEVEL: oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
  TRUST_PROXY: trustProxyField(),
  WEB_DIST: text(),
  CONSOLE_DIST: text(),
  PUBLIC_URL: origin(),
  // The markets lent in: their apps are served, their providers required (decision 052).
  MARKETS: marketsField(),
  // Borrowers
  REVIEW_ACCOUNTS: reviewAccountsField(),
  DEVICE_PACKAGE_LIST: z.string().optional(),
  LOAN_REVIEW_DELAY_SECONDS: wholeNumber('a whole number of seconds'),
  SUPPORT_EMAIL: text(),
  SUPPORT_PHONE: text(),
  NATIVE_APP_REQUIRED: list(),
  PARTNER_OFFERS: partnerOffersField(),
  // Uploads
  UPLOADS_DIR: text(),
  S3_BUCKET: text(),
  S3_REGION: text(),
  S3_ENDPOINT: text(),
  S3_ACCESS_KEY_ID: text(),
  S3_SECRET_ACCESS_KEY: secret(),
  S3_PATH_STYLE: flag(true),
  // Identity checks
  KYC_PROVIDER: oneOf(['tuidentidad', 'sandbox', 'none']),
  SANDBOX_KYC_DELAY_MS: wholeNumber('a whole number of milliseconds'),
  TUIDENTIDAD_API_KEY: secret(),
  TUIDENTIDAD_BASE_URL: baseUrl(TUIDENTIDAD_DEFAULT_BASE_URL),
  ...SMILE_ID_FIELDS,
  // SMS and voice
  SMS_PROVIDER: oneOf(['sandbox', 'twilio']),
  SANDBOX_SMS_DELAY_MS: wholeNumber('a whole number of milliseconds'),
  TWILIO_ACCOUNT_SID: text(),
  TWILIO_AUTH_TOKEN: secret(),
  TWILIO_FROM: text(),
  TWILIO_BASE_URL: baseUrl('https://api.twilio.com'),
  // The account's WhatsApp sender (E.164): given, messages may also go by WhatsApp (decision 061).
  TWILIO_WHATSAPP_FROM: text(),
  // Texts to Nigerian numbers (decision 051).
  ...TERMII_FIELDS,
  // Payouts
  SANDBOX_PAYOUT_FAILURE_RATE: share(0.1),
  // Collections
  STP_COMPANY_PREFIX: matching(/^\d{4}$/, 'must be 4 digits'),
  STP_COMPANY: text(),
  STP_WEBHOOK_USER: text(),
  STP_WEBHOOK_PASSWORD: secret(),
  // Where STP notifies from, and its API to confirm each deposit by (decision 037).
  STP_NOTIFY_FROM: list(),
  STP_BASE_URL: text().pipe(
    z
      .url({
        protocol: /^https?$/,
        error: (issue) => `must be an http(s) address, not ${JSON.stringify(issue.input)}`,
      })
      .optional(),
  ),
  // STP's API for payouts and every signed call (decision 040): used when STP_BASE_URL is given.
  STP_ACCOUNT: text(),
  STP_PRIVATE_KEY: secret(),
  STP_PRIVATE_KEY_FILE: text(),
  STP_PRIVATE_KEY_PASSPHRASE: secret(),
  // OXXO through Stripe (decision 042): the API key, where the API is, and the webhook's secret.
  STRIPE_SECRET_KEY: secret(),
  STRIPE_API_BASE: baseUrl('https://api.stripe.com'),
  STRIPE_WEBHOOK_SECRET: secret(),
  PAYSTACK_SECRET_KEY: secret(),
  PAYSTACK_BASE_URL: baseUrl(PAYSTACK_DEFAULT_BASE_URL),
  FLUTTERWAVE_SECRET_HASH: secret(),
  // Flutterwave's API (decision 048): used, in any mode, when its secret key is given.
  FLUTTERWAVE_SECRET_KEY: secret(),
  FLUTTERWAVE_BASE_URL: baseUrl(FLUTTERWAVE_DEFAULT_BASE_URL),
  MONNIFY_CLIENT_SECRET: secret(),
  // Monnify's API (decision 049): reserved accounts, transaction checks and disbursements.
  MONNIFY_API_KEY: secret(),
  MONNIFY_CONTRACT_CODE: text(),
  MONNIFY_BASE_URL: baseUrl('https://api.monnify.com'),
  MONNIFY_WALLET_ACCOUNT: matching(/^\d{10}$/, 'must be the 10-digit wallet account number'),
  // Which Nigerian provider does what (decision 052).
  ...NIGERIA_PROVIDER_FIELDS,
};

/** Every variable the service reads (the README's settings table lists exactly these). */
export const SETTINGS_VARIABLES = Object.keys(ENV_FIELDS) as (keyof typeof ENV_FIELDS)[];

type Env = z.output<z.ZodObject<typeof ENV_FIELDS>>;
type Problem = (variable: keyof Env, reason: string) => void;

/** Rules across variables, and production's demands; each broken one is reported, not only the first. */
function checkTogether(env: Env, problem: Problem): void {
  const production = !env.SANDBOX;
  if (production && !env.SECRET_KEY)
    problem('SECRET_KEY', 'is required when SANDBOX=false (production mode)');
  for (const [variable, rule] of Object.entries(SECRET_RULES)) {
    const value = env[variable as keyof Env];
    if (production && typeof value === 'string' && !rule.accepts(value))
      problem(variable as keyof Env, rule.expected);
  }

  // A reviewer's fixed code stands in for an SMS on a real service: it must not be the first one tried.
  if (production)
    for (const account of env.REVIEW_ACCOUNTS)
      if (isGuessableCode(account))
        problem(
          'REVIEW_ACCOUNTS',
          `the code of ${account.e164} is one someone would guess (a repeat, a run or the number's own digits); choose another in production (SANDBOX=false)`,
        );

  if (env.S3_BUCKET) {
    for (const needed of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const)
      if (!env[needed]) problem(needed, 'is required when S3_BUCKET is set');
  }

  for (const action of env.NATIVE_APP_REQUIRED)
    if (!(NATIVE_APP_ACTIONS as readonly string[]).includes(action))
      problem('NATIVE_APP_REQUIRED', `"${action}" is not one of ${NATIVE_APP_ACTIONS.join(', ')}`);

  // Production sends real codes or none: the Twilio stand-in only delivers to the /dev outbox.
  const sms = smsProviderOf(env, production);
  if (sms === undefined)
    problem(
      'SMS_PROVIDER',
      'production mode (SANDBOX=false) needs a real SMS provider: set twilio and its keys',
    );
  else if (sms === 'sandbox' && production)
    problem('SMS_PROVIDER', 'sandbox is not available in production mode (SANDBOX=false): set twilio');
  else if (sms === 'twilio') {
    for (const needed of TWILIO_ACCOUNT)
      if (!env[needed]) problem(needed, 'is required when SMS_PROVIDER=twilio');
  } else if (TWILIO_ACCOUNT.some((name) => env[name]))
    problem(
      'SMS_PROVIDER',
      'is sandbox, so the TWILIO_* settings would be ignored: set twilio or remove them',
    );

  termiiProblems(env, problem);

  // Identity checks: Tu Identidad with its key, the stand-in (sandbox mode only), or none (decision 043).
  const kyc = kycProviderOf(env);
  smileIdProblems(env, problem);
  if (kyc === 'tuidentidad' && !env.TUIDENTIDAD_API_KEY)
    problem('TUIDENTIDAD_API_KEY', 'is required when KYC_PROVIDER=tuidentidad');
  if (kyc === 'sandbox' && production)
    problem(
      'KYC_PROVIDER',
      'sandbox is not available in production mode (SANDBOX=false): set tuidentidad and TUIDENTIDAD_API_KEY, or none',
    );

  // A provider set only in part refuses to start, rather than refusing every payment later.
  const stp = ['STP_COMPANY', 'STP_WEBHOOK_USER', 'STP_WEBHOOK_PASSWORD'] as const;
  if (stp.some((name) => env[name]))
    for (const needed of stp)
      if (!env[needed]) problem(needed, `is required with the other STP settings (${stp.join(', ')})`);
  // Real borrowers are sent only to partners over TLS.
  if (production && env.PARTNER_OFFERS?.some((offer) => !offer.url.startsWith('https://')))
    problem('PARTNER_OFFERS', 'every url must be https:// in production mode (SANDBOX=false)');

  // STP does not sign its notifications: production takes them only from STP's addresses, and credits
  // each one only once STP's API confirms it (decision 037).
  for (const entry of env.STP_NOTIFY_FROM) {
    const wrong = addressRangeProblem(entry);
    if (wrong) problem('STP_NOTIFY_FROM', wrong);
  }
  if (production && env.STP_COMPANY && env.STP_NOTIFY_FROM.length === 0)
    problem(
      'STP_NOTIFY_FROM',
      "is required with STP's settings in production mode: STP's notifying addresses",
    );
  if (production && env.STP_COMPANY && !env.STP_BASE_URL)
    problem(
      'STP_BASE_URL',
      "is required with STP's settings in production mode: deposits are confirmed there",
    );

  // STP is used for real once its API is given: then every call is signed, from our own account.
  if (env.STP_ACCOUNT) {
    const wrong = clabeProblem(env.STP_ACCOUNT);
    if (wrong) problem('STP_ACCOUNT', `${wrong}, not ${JSON.stringify(env.STP_ACCOUNT)}`);
  }
  const stpKey = readStpKey(env, production);
  if (stpKey && 'reason' in stpKey) problem(stpKey.variable, stpKey.reason);
  if (env.STP_BASE_URL) {
    const why = "is required with STP_BASE_URL: STP's API is used for real (decision 040)";
    if (!env.STP_COMPANY) problem('STP_COMPANY', why);
    if (!env.STP_ACCOUNT) problem('STP_ACCOUNT', why);
    if (!stpKey) problem('STP_PRIVATE_KEY', `${why}; or give STP_PRIVATE_KEY_FILE`);
  }
  // Stripe signs its webhooks with the endpoint's own secret: a derived one would refuse every event.
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET)
    problem(
      'STRIPE_WEBHOOK_SECRET',
      "is required with STRIPE_SECRET_KEY: the signing secret of Stripe's webhook endpoint (whsec_…)",
    );

  monnifyProblems(env, problem);
  flutterwaveProblems(env, production, problem);

  // RFC 7617: the user-id of Basic credentials cannot contain a colon.
  if (env.STP_WEBHOOK_USER?.includes(':')) problem('STP_WEBHOOK_USER', 'cannot contain ":"');
}

const TWILIO_ACCOUNT = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const;

/**
 * Twilio is the only SMS and voice provider; `sandbox` is its stand-in inside a sandbox service.
 * Unset, Twilio's own settings choose it, and a sandbox without them uses the stand-in (decision 044).
 */
function smsProviderOf(env: Env, production: boolean): 'sandbox' | 'twilio' | undefined {
  if (env.SMS_PROVIDER) return env.SMS_PROVIDER;
  if (env.TWILIO_ACCOUNT_SID) return 'twilio';
  return production ? undefined : 'sandbox';
}

/** Given Tu Identidad's key, its client is used (in sandbox mode too); otherwise the mode's default. */
const kycProviderOf = (env: Env) =>
  env.KYC_PROVIDER ?? (env.TUIDENTIDAD_API_KEY ? 'tuidentidad' : env.SANDBOX ? 'sandbox' : 'none');

/** Illustrative lender package names for the sandbox; production lists come from DEVICE_PACKAGE_LIST. */
const SANDBOX_PACKAGE_LIST = ['com.example.lender.alpha', 'com.example.lender.beta'];

/** The settings the code uses, with the defaults that depend on the mode. */
function toConfig(env: Env): Config {
  const sandbox = env.SANDBOX;
  const port = env.PORT ?? 8080;
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  const region = env.S3_REGION ?? 'us-east-1';
  const whenSet = (value: string | undefined) => (value ? new Secret(value) : undefined);
  const sms: SmsSettings =
    smsProviderOf(env, !env.SANDBOX) !== 'twilio'
      ? { provider: 'sandbox' }
      : {
          provider: 'twilio',
          twilio: {
            accountSid: env.TWILIO_ACCOUNT_SID as string,
            authToken: new Secret(env.TWILIO_AUTH_TOKEN as string),
            from: env.TWILIO_FROM as string,
            baseUrl: env.TWILIO_BASE_URL,
            ...(env.TWILIO_WHATSAPP_FROM ? { whatsappFrom: env.TWILIO_WHATSAPP_FROM } : {}),
          },
        };
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL,
    sandbox,
    markets: servedMarkets(env.MARKETS, sandbox),
    logLevel: env.LOG_LEVEL ?? 'info',
    secretKey: env.SECRET_KEY,
    reviewAccounts: env.REVIEW_ACCOUNTS,
    redisUrl: env.REDIS_URL,
    webDist: path.resolve(env.WEB_DIST ?? path.join(serverRoot, '../web/dist')),
    consoleDist: path.resolve(env.CONSOLE_DIST ?? path.join(serverRoot, '../console/dist')),
    jobs: env.JOBS,
    tickSeconds: env.TICK_SECONDS ?? 60,
    sandboxSmsDelayMs: env.SANDBOX_SMS_DELAY_MS ?? 300,
    trustProxy: env.TRUST_PROXY,
    sessionCacheMs: env.SESSION_CACHE_MS ?? 2_000,
    uploadsDir: path.resolve(env.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region,
          endpoint: env.S3_ENDPOINT ?? `https://s3.${region}.amazonaws.com`,
          accessKeyId: env.S3_ACCESS_KEY_ID as string,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY as string,
          pathStyle: env.S3_PATH_STYLE,
        }
      : undefined,
    kycProvider: kycProviderOf(env),
    smileId: smileIdOf(env),
    tuIdentidad: env.TUIDENTIDAD_API_KEY
      ? { apiKey: new Secret(env.TUIDENTIDAD_API_KEY), baseUrl: env.TUIDENTIDAD_BASE_URL }
      : undefined,
    sandboxKycDelayMs: env.SANDBOX_KYC_DELAY_MS ?? 1_500,
    // Set but empty is a list of none, even in the sandbox.
    devicePackageList:
      env.DEVICE_PACKAGE_LIST !== undefined
        ? list().parse(env.DEVICE_PACKAGE_LIST)
        : sandbox
          ? SANDBOX_PACKAGE_LIST
          : [],
    loanReviewDelayMs: (env.LOAN_REVIEW_DELAY_SECONDS ?? (sandbox ? 60 : 600)) * 1000,
    sandboxPayoutFailureRate: env.SANDBOX_PAYOUT_FAILURE_RATE,
    support: {
      email: env.SUPPORT_EMAIL ?? 'ayuda@puente.example',
      phone: env.SUPPORT_PHONE ?? '+52 55 0000 0000',
    },
    stpCompanyPrefix: env.STP_COMPANY_PREFIX ?? (sandbox ? '9999' : undefined),
    publicUrl: env.PUBLIC_URL ?? (sandbox ? `http://localhost:${port}` : undefined),
    nativeAppRequired: [...new Set(env.NATIVE_APP_REQUIRED)] as NativeAppAction[],
    // None in production unless configured: a borrower is never sent to a made-up lender.
    partnerOffers: env.PARTNER_OFFERS ?? (sandbox ? [...DEMO_PARTNER_OFFERS] : []),
    sms,
    termii: termiiSettings(env),
    stp: stpApi(env),
    monnify: monnifyApi(env),
    paystack: paystackApi(env),
    stripe: { secretKey: whenSet(env.STRIPE_SECRET_KEY), apiBase: env.STRIPE_API_BASE },
    flutterwave: flutterwaveSettings(env),
    collection: {
      stp: env.STP_COMPANY
        ? {
            company: env.STP_COMPANY,
            webhookUser: env.STP_WEBHOOK_USER as string,
            webhookPassword: new Secret(env.STP_WEBHOOK_PASSWORD as string),
            notifyFrom:
              env.STP_NOTIFY_FROM.length > 0 || !sandbox ? env.STP_NOTIFY_FROM : [...LOOPBACK_RANGES],
            apiBaseUrl: env.STP_BASE_URL,
          }
        : undefined,
      stripeWebhookSecret: whenSet(env.STRIPE_WEBHOOK_SECRET),
      paystackSecretKey: whenSet(env.PAYSTACK_SECRET_KEY),
      flutterwaveSecretHash: whenSet(env.FLUTTERWAVE_SECRET_HASH),
      monnifyClientSecret: whenSet(env.MONNIFY_CLIENT_SECRET),
    },
    nigeria: nigeriaProviders(env),
  };
}

/** STP's API settings, once checkTogether has found them whole (decision 040). */
function stpApi(env: Env): StpApiSettings | undefined {
  const key = readStpKey(env, !env.SANDBOX);
  if (!env.STP_BASE_URL || !env.STP_COMPANY || !env.STP_ACCOUNT || !key || !('key' in key)) return undefined;
  return {
    baseUrl: env.STP_BASE_URL.replace(/\/+$/, ''),
    company: env.STP_COMPANY,
    account: env.STP_ACCOUNT,
    privateKey: key.key,
  };
}

/** The environment in, the settings out; parse with `safeParse` to see every problem at once. */
export const settingsSchema = z
  .object(ENV_FIELDS)
  .superRefine(
    (env, ctx) =>
      checkTogether(env, (variable, reason) =>
        ctx.addIssue({ code: 'custom', path: [variable], message: reason, input: undefined }),
      ),
    // Also when a variable failed its own format, so that one message lists every problem; the rules
    // above only ask whether a variable is set, which a malformed one is.
    { when: () => true },
  )
  .transform(toConfig);
