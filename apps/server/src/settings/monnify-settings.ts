import { Secret } from './secret.ts';

/**
 * Monnify's API for real (decision 049): given MONNIFY_API_KEY, every Monnify call (login, reserved
 * accounts, transaction checks, disbursements) goes to MONNIFY_BASE_URL, in sandbox mode too.
 * Without it a sandbox talks to its stand-in and production has no Monnify.
 */
export interface MonnifyApiSettings {
  /** https://api.monnify.com unless pointed elsewhere (https://sandbox.monnify.com, a stand-in). */
  baseUrl: string;
  apiKey: Secret;
  clientSecret: Secret;
  contractCode: string;
  /** The wallet disbursements are paid from; unset, Monnify takes money in but pays nothing out. */
  walletAccount: string | undefined;
}

export interface MonnifyVariables {
  MONNIFY_API_KEY?: string | undefined;
  MONNIFY_CLIENT_SECRET?: string | undefined;
  MONNIFY_CONTRACT_CODE?: string | undefined;
  MONNIFY_BASE_URL: string;
  MONNIFY_WALLET_ACCOUNT?: string | undefined;
}

/** Monnify set only in part refuses to start, rather than refusing every account later. */
export function monnifyProblems(
  env: MonnifyVariables,
  problem: (variable: keyof MonnifyVariables, reason: string) => void,
): void {
  const why = "is required with MONNIFY_API_KEY: Monnify's API is used for real (decision 049)";
  const given = env.MONNIFY_API_KEY || env.MONNIFY_CONTRACT_CODE || env.MONNIFY_WALLET_ACCOUNT;
  if (!given) return;
  if (!env.MONNIFY_API_KEY) problem('MONNIFY_API_KEY', 'is required with the other MONNIFY_* API settings');
  if (!env.MONNIFY_CLIENT_SECRET) problem('MONNIFY_CLIENT_SECRET', why);
  if (!env.MONNIFY_CONTRACT_CODE) problem('MONNIFY_CONTRACT_CODE', why);
}

export function monnifyApi(env: MonnifyVariables): MonnifyApiSettings | undefined {
  if (!env.MONNIFY_API_KEY || !env.MONNIFY_CLIENT_SECRET || !env.MONNIFY_CONTRACT_CODE) return undefined;
  return {
    baseUrl: env.MONNIFY_BASE_URL.replace(/\/+$/, ''),
    apiKey: new Secret(env.MONNIFY_API_KEY),
    clientSecret: new Secret(env.MONNIFY_CLIENT_SECRET),
    contractCode: env.MONNIFY_CONTRACT_CODE,
    walletAccount: env.MONNIFY_WALLET_ACCOUNT,
  };
}
