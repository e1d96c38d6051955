import { SMILE_ID_DEFAULT_BASE_URL } from '../providers/kyc/smileid-protocol.ts';
import { baseUrl, matching, secret } from './env-fields.ts';
import { Secret } from './secret.ts';

/**
 * Smile ID (decision 050): Nigeria's BVN lookup goes to Smile ID's API when its partner id and key
 * are given (in sandbox mode too); without them a sandbox service uses its stand-in and production
 * has no Nigerian identity checks.
 */
export const SMILE_ID_FIELDS = {
  SMILE_ID_PARTNER_ID: matching(/^\d{1,10}$/, 'must be a Smile ID partner id (digits)'),
  SMILE_ID_API_KEY: secret(),
  SMILE_ID_BASE_URL: baseUrl(SMILE_ID_DEFAULT_BASE_URL),
};

export interface SmileIdSettings {
  partnerId: string;
  apiKey: Secret;
  /** https://api.smileidentity.com/v1 unless pointed elsewhere (testapi, a stand-in). */
  baseUrl: string;
}

interface SmileIdEnv {
  SMILE_ID_PARTNER_ID?: string | undefined;
  SMILE_ID_API_KEY?: string | undefined;
  SMILE_ID_BASE_URL: string;
}

/** The partner id and the key go together: one without the other is a mistake, said at start. */
export function smileIdProblems(
  env: SmileIdEnv,
  problem: (variable: 'SMILE_ID_PARTNER_ID' | 'SMILE_ID_API_KEY', reason: string) => void,
): void {
  if (env.SMILE_ID_API_KEY && !env.SMILE_ID_PARTNER_ID)
    problem('SMILE_ID_PARTNER_ID', 'is required with SMILE_ID_API_KEY');
  if (env.SMILE_ID_PARTNER_ID && !env.SMILE_ID_API_KEY)
    problem('SMILE_ID_API_KEY', 'is required with SMILE_ID_PARTNER_ID');
}

export function smileIdOf(env: SmileIdEnv): SmileIdSettings | undefined {
  if (!env.SMILE_ID_PARTNER_ID || !env.SMILE_ID_API_KEY) return undefined;
  return {
    partnerId: env.SMILE_ID_PARTNER_ID,
    apiKey: new Secret(env.SMILE_ID_API_KEY),
    baseUrl: env.SMILE_ID_BASE_URL,
  };
}
