import type { KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parseClabe } from '@puente/domain';
import { stpPrivateKey } from '../providers/stp/stp-signing.ts';

/**
 * STP's API for real (decision 040): given STP_BASE_URL, every STP call goes there, signed with the
 * company's key. Without it, a sandbox talks to its stand-in and production has no SPEI payouts.
 */
export interface StpApiSettings {
  /** STP's API (`https://demo.stpmex.com:7024`, `https://prod.stpmex.com`), no trailing `/`. */
  baseUrl: string;
  /** Our `empresa` at STP. */
  company: string;
  /** The company's own CLABE at STP (`cuentaOrdenante`). */
  account: string;
  /** The company's private key, opened at start: a key that does not open refuses to start. */
  privateKey: KeyObject;
}

export interface StpKeyVariables {
  STP_PRIVATE_KEY?: string | undefined;
  STP_PRIVATE_KEY_FILE?: string | undefined;
  STP_PRIVATE_KEY_PASSPHRASE?: string | undefined;
}

/**
 * The smallest RSA key production signs with: NIST SP 800-131A retired 1024-bit RSA signatures.
 * A sandbox takes smaller ones, as STP's own published test key (1024 bits) for its demo environment.
 */
const MIN_RSA_BITS = 2048;

/**
 * The company's key from the settings, or why not (naming the variable, never showing the key or
 * the passphrase), or undefined when none is given.
 */
export function readStpKey(
  env: StpKeyVariables,
  production: boolean,
): { key: KeyObject } | { variable: keyof StpKeyVariables; reason: string } | undefined {
  if (env.STP_PRIVATE_KEY && env.STP_PRIVATE_KEY_FILE)
    return {
      variable: 'STP_PRIVATE_KEY_FILE',
      reason: 'give STP_PRIVATE_KEY or STP_PRIVATE_KEY_FILE, not both',
    };
  let pem = env.STP_PRIVATE_KEY;
  const variable = env.STP_PRIVATE_KEY_FILE ? 'STP_PRIVATE_KEY_FILE' : 'STP_PRIVATE_KEY';
  if (env.STP_PRIVATE_KEY_FILE) {
    try {
      pem = readFileSync(env.STP_PRIVATE_KEY_FILE, 'utf8');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'unreadable';
      return { variable, reason: `cannot be read (${code})` };
    }
  }
  if (!pem) return undefined;
  let key: KeyObject;
  try {
    // An environment variable often carries the PEM's line breaks as "\n".
    key = stpPrivateKey(pem.replace(/\\n/g, '\n'), env.STP_PRIVATE_KEY_PASSPHRASE);
  } catch {
    return {
      variable,
      reason: env.STP_PRIVATE_KEY_PASSPHRASE
        ? 'is not a PEM private key that STP_PRIVATE_KEY_PASSPHRASE opens'
        : 'is not a PEM private key (an encrypted one needs STP_PRIVATE_KEY_PASSPHRASE)',
    };
  }
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  if (key.asymmetricKeyType !== 'rsa')
    return { variable, reason: 'must be an RSA key (STP signs RSA-SHA256)' };
  if (production && bits < MIN_RSA_BITS)
    return {
      variable,
      reason: `must be an RSA key of at least ${MIN_RSA_BITS} bits in production (SANDBOX=false)`,
    };
  return { key };
}

/** Why a CLABE is not one, for STP_ACCOUNT's refusal; undefined when it is. */
export function clabeProblem(text: string): string | undefined {
  const parsed = parseClabe(text);
  if (parsed.ok) return parsed.clabe === text ? undefined : 'must be written as 18 digits, no spaces';
  return {
    format: 'must be a CLABE, 18 digits',
    checkDigit: 'is not a CLABE: its last digit is not the check digit of the 17 before it',
    bank: 'is not a CLABE: its first 3 digits are no SPEI participant',
  }[parsed.reason];
}
