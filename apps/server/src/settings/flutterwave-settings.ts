import { Secret } from './secret.ts';

/**
 * Flutterwave's API for real (decision 048): given FLUTTERWAVE_SECRET_KEY, its client talks to
 * FLUTTERWAVE_BASE_URL, in sandbox mode too (a test-mode key against Flutterwave's test mode). Without
 * it a sandbox talks to its stand-in and production has no Flutterwave (undefined).
 */
export interface FlutterwaveSettings {
  /** `FLWSECK-…` (live) or `FLWSECK_TEST-…` (test mode). */
  secretKey: Secret;
  /** https://api.flutterwave.com unless pointed elsewhere (a stand-in), no trailing `/`. */
  baseUrl: string;
}

export const FLUTTERWAVE_DEFAULT_BASE_URL = 'https://api.flutterwave.com';

/** Flutterwave's secret keys as its dashboard issues them: the prefix, 32 hex digits, `-X`. */
export const FLUTTERWAVE_SECRET_KEY_FORMAT = /^FLWSECK(_TEST)?-[0-9A-Za-z]{32,}(-X)?$/;

interface Variables {
  FLUTTERWAVE_SECRET_KEY?: string | undefined;
  FLUTTERWAVE_SECRET_HASH?: string | undefined;
  FLUTTERWAVE_BASE_URL: string;
}

/** What else a Flutterwave key needs; each problem is named by its variable. */
export function flutterwaveProblems(
  env: Variables,
  production: boolean,
  problem: (variable: 'FLUTTERWAVE_SECRET_HASH', reason: string) => void,
): void {
  // Its webhooks carry the hash we set; a derived one would refuse every payment Flutterwave announces.
  if (production && env.FLUTTERWAVE_SECRET_KEY && !env.FLUTTERWAVE_SECRET_HASH)
    problem(
      'FLUTTERWAVE_SECRET_HASH',
      "is required with FLUTTERWAVE_SECRET_KEY in production mode: the secret hash set in Flutterwave's dashboard",
    );
}

export function flutterwaveSettings(env: Variables): FlutterwaveSettings | undefined {
  if (!env.FLUTTERWAVE_SECRET_KEY) return undefined;
  return {
    secretKey: new Secret(env.FLUTTERWAVE_SECRET_KEY),
    baseUrl: env.FLUTTERWAVE_BASE_URL.replace(/\/+$/, ''),
  };
}
