import { TERMII_DEFAULT_BASE_URL } from '../providers/sms/termii-sms.ts';
import { baseUrl, matching, secret } from './env-fields.ts';
import { Secret } from './secret.ts';

/**
 * Termii, the SMS provider for Nigerian numbers (decision 051). Given TERMII_API_KEY its client is
 * used at `baseUrl`, in either mode; without it a sandbox mounts the Termii stand-in, and production
 * sends Nigerian codes by voice call only.
 */
export interface TermiiSettings {
  apiKey: Secret | undefined;
  /** Required with the key; a sandbox's stand-in approves it too (else its own, "Puente"). */
  senderId: string | undefined;
  /** https://api.ng.termii.com unless pointed elsewhere (a stand-in on its own port). */
  baseUrl: string;
}

/** Termii's variables, with their formats. */
export const TERMII_FIELDS = {
  TERMII_API_KEY: secret(),
  // Termii's alphanumeric sender IDs are 3 to 11 letters, digits or spaces, as carriers allow.
  TERMII_SENDER_ID: matching(/^[A-Za-z0-9 ]{3,11}$/, 'must be a Termii sender ID, 3 to 11 letters or digits'),
  TERMII_BASE_URL: baseUrl(TERMII_DEFAULT_BASE_URL),
};

interface TermiiEnv {
  TERMII_API_KEY?: string | undefined;
  TERMII_SENDER_ID?: string | undefined;
  TERMII_BASE_URL: string;
}

/** A key without its sender would have every send refused by Termii (404): refused at start instead. */
export function termiiProblems(
  env: TermiiEnv,
  problem: (variable: 'TERMII_SENDER_ID', reason: string) => void,
) {
  if (env.TERMII_API_KEY && !env.TERMII_SENDER_ID)
    problem(
      'TERMII_SENDER_ID',
      'is required with TERMII_API_KEY: the sender ID Termii approved for the account',
    );
}

export function termiiSettings(env: TermiiEnv): TermiiSettings {
  return {
    apiKey: env.TERMII_API_KEY ? new Secret(env.TERMII_API_KEY) : undefined,
    senderId: env.TERMII_SENDER_ID,
    baseUrl: env.TERMII_BASE_URL.replace(/\/+$/, ''),
  };
}
