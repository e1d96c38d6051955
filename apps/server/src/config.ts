import path from 'node:path';
import { serverRoot } from './paths.ts';
import type { S3Settings } from './storage/s3-file-storage.ts';

/** Every setting comes from the environment; README.md lists them with their defaults. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL when set, otherwise the embedded PGlite database in dataDir. */
  databaseUrl: string | undefined;
  /** Sandbox providers and /dev routes; false means production mode. */
  sandbox: boolean;
  logLevel: string;
  /** Keys the code hashes. Required in production; generated and kept in the database in sandbox. */
  secretKey: string | undefined;
  /** App-store review numbers (E.164 or national) that log in without a code. */
  reviewAccounts: string[];
  redisUrl: string | undefined;
  webDist: string;
  /** Recurring jobs (pg-boss); tests that don't need them switch them off. */
  jobs: boolean;
  /** Seconds the sandbox SMS provider waits before "delivering", like a real gateway. */
  sandboxSmsDelayMs: number;
  trustProxy: boolean;
  /** Milliseconds a resolved session is reused before the database is read again. */
  sessionCacheMs: number;
  /** Local folder for uploaded files (ID photos) when no S3 bucket is configured; never served. */
  uploadsDir: string;
  /** S3-compatible object storage for uploads; set when S3_BUCKET is. */
  s3: S3Settings | undefined;
  /** Identity OCR and face match: the sandbox, or none (every check answers "unavailable"). */
  kycProvider: 'sandbox' | 'none';
  /** Milliseconds the sandbox KYC takes per check, like the real service (spec §9: 5-10 s in all). */
  sandboxKycDelayMs: number;
  /** How long the sandbox bank takes to answer a name enquiry. */
  sandboxPayoutDelayMs: number;
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
}

/** STP's prefix is 4 digits; a typo refuses to start rather than handing out CLABEs nobody can pay into. */
function stpPrefix(value: string | undefined, sandbox: boolean): string | undefined {
  if (!value) return sandbox ? '9999' : undefined;
  if (!/^\d{4}$/.test(value)) throw new Error(`STP_COMPANY_PREFIX must be 4 digits, not ${value}`);
  return value;
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function s3Settings(env: NodeJS.ProcessEnv): S3Settings | undefined {
  const bucket = env.S3_BUCKET;
  if (!bucket) return undefined;
  const region = env.S3_REGION || 'us-east-1';
  const accessKeyId = env.S3_ACCESS_KEY_ID;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY;
  if (!accessKeyId || !secretAccessKey) {
    throw new Error('S3_BUCKET is set: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required too');
  }
  return {
    bucket,
    region,
    endpoint: env.S3_ENDPOINT || `https://s3.${region}.amazonaws.com`,
    accessKeyId,
    secretAccessKey,
    pathStyle: flag(env.S3_PATH_STYLE, true),
  };
}

/** The sandbox KYC by default in sandbox mode; production has no identity provider until one is built. */
function kycProvider(value: string | undefined, sandbox: boolean): Config['kycProvider'] {
  if (!value) return sandbox ? 'sandbox' : 'none';
  if (value === 'sandbox' || value === 'none') return value;
  throw new Error(`KYC_PROVIDER must be sandbox or none, not ${value}`);
}

/** Illustrative lender package names for the sandbox; production lists come from DEVICE_PACKAGE_LIST. */
const SANDBOX_PACKAGE_LIST = ['com.example.lender.alpha', 'com.example.lender.beta'];

/** A duration in whole seconds; a typo refuses to start rather than deciding loans at a wrong time. */
function seconds(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value.trim())) throw new Error(`${name} must be a whole number of seconds, not ${value}`);
  return Number(value);
}

/** A share between 0 and 1; a typo refuses to start rather than silently never failing a payout. */
function share(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0 || n > 1)
    throw new Error(`${name} must be a number from 0 to 1, not ${value}`);
  return n;
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const sandbox = flag(env.SANDBOX, true);
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    sandbox,
    logLevel: env.LOG_LEVEL ?? 'info',
    secretKey: env.SECRET_KEY || undefined,
    reviewAccounts: list(env.REVIEW_ACCOUNTS),
    redisUrl: env.REDIS_URL || undefined,
    webDist: path.resolve(env.WEB_DIST ?? path.join(serverRoot, '../web/dist')),
    jobs: flag(env.JOBS, true),
    sandboxSmsDelayMs: Number(env.SANDBOX_SMS_DELAY_MS ?? 300),
    trustProxy: flag(env.TRUST_PROXY, false),
    sessionCacheMs: Number(env.SESSION_CACHE_MS ?? 2_000),
    uploadsDir: path.resolve(env.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
    s3: s3Settings(env),
    kycProvider: kycProvider(env.KYC_PROVIDER, sandbox),
    sandboxKycDelayMs: Number(env.SANDBOX_KYC_DELAY_MS ?? 1_500),
    sandboxPayoutDelayMs: Number(env.SANDBOX_PAYOUT_DELAY_MS ?? 800),
    devicePackageList:
      env.DEVICE_PACKAGE_LIST !== undefined
        ? list(env.DEVICE_PACKAGE_LIST)
        : sandbox
          ? SANDBOX_PACKAGE_LIST
          : [],
    loanReviewDelayMs:
      seconds('LOAN_REVIEW_DELAY_SECONDS', env.LOAN_REVIEW_DELAY_SECONDS, sandbox ? 60 : 600) * 1000,
    sandboxPayoutFailureRate: share('SANDBOX_PAYOUT_FAILURE_RATE', env.SANDBOX_PAYOUT_FAILURE_RATE, 0.1),
    support: {
      email: env.SUPPORT_EMAIL ?? 'ayuda@puente.example',
      phone: env.SUPPORT_PHONE ?? '+52 55 0000 0000',
    },
    stpCompanyPrefix: stpPrefix(env.STP_COMPANY_PREFIX, sandbox),
  };
}
