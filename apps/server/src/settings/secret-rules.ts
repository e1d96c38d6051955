import { FLUTTERWAVE_SECRET_KEY_FORMAT } from './flutterwave-settings.ts';

/**
 * What production (SANDBOX=false) accepts as each secret. The sandbox takes any value, so tests and
 * demos can use short known ones. A refusal says what is expected and never shows the value.
 *
 * Where each number comes from:
 * - Secrets we choose ourselves (SECRET_KEY, the STP notification password, Flutterwave's secret
 *   hash, which the dashboard lets us type) key HMAC-SHA256 or are compared as a password. RFC 2104
 *   §3 advises HMAC keys no shorter than the hash's output, 32 bytes for SHA-256, and those bytes
 *   must be random, not 32 typed characters (decision 036). So the value must be 32 random bytes
 *   written as hex (64 or more digits, `openssl rand -hex 32`) or base64 / base64url (43 or more
 *   characters, `openssl rand -base64 32`). Randomness cannot be proved from one value; a value of
 *   fewer than 10 different characters ('0' x 64, "abab…") is refused as plainly not random.
 * - Keys a provider issues follow that provider's published format: Stripe's endpoint secrets start
 *   `whsec_` and its secret keys `sk_live_` or `sk_test_`; Paystack's secret keys are `sk_test_` or `sk_live_` and 40 hexadecimal characters in its
 *   published examples; Monnify's client secrets are 32 characters; a Twilio auth token is 32
 *   hexadecimal digits. The check asks for the prefix and at least the documented length (32 for
 *   Paystack, 24 after Stripe's prefix), so a truncated or placeholder paste is caught.
 * - S3 secret access keys are 40 characters at AWS and 64 at R2, but MinIO lets an operator choose
 *   one of 8 or more: 8 is the floor that refuses a placeholder without refusing a valid MinIO key.
 */
export interface SecretRule {
  accepts(value: string): boolean;
  /** Why a value is refused, without the value. */
  expected: string;
}

const atLeast = (length: number): SecretRule => ({
  accepts: (value) => value.length >= length,
  expected: `must be at least ${length} characters in production (SANDBOX=false)`,
});

const HEX = /^[0-9a-fA-F]+$/;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/**
 * How many bytes the text holds as hex, else as base64 or base64url, else 0. Text of hex digits only
 * counts as hex, since it carries 4 bits a character whatever it would decode to as base64.
 */
export function encodedBytes(value: string): number {
  if (HEX.test(value)) return Math.floor(value.length / 2);
  if (!BASE64.test(value) && !BASE64URL.test(value)) return 0;
  return Math.floor((value.replace(/=+$/, '').length * 6) / 8);
}

const randomBytes = (bytes: number): SecretRule => ({
  accepts: (value) => encodedBytes(value) >= bytes && new Set(value).size >= 10,
  expected:
    `must be ${bytes} random bytes in hex or base64 in production (SANDBOX=false); ` +
    `generate one with: openssl rand -hex ${bytes}`,
});

const pattern = (format: RegExp, expected: string): SecretRule => ({
  accepts: (value) => format.test(value),
  expected: `must be ${expected} in production (SANDBOX=false)`,
});

export const SECRET_RULES: Record<string, SecretRule> = {
  SECRET_KEY: randomBytes(32),
  STP_WEBHOOK_PASSWORD: randomBytes(32),
  FLUTTERWAVE_SECRET_HASH: randomBytes(32),
  STRIPE_WEBHOOK_SECRET: pattern(
    /^whsec_[A-Za-z0-9]{24,}$/,
    'a Stripe endpoint secret, whsec_ and 24 or more letters and digits',
  ),
  STRIPE_SECRET_KEY: pattern(
    /^sk_(test|live)_[A-Za-z0-9]{24,}$/,
    'a Stripe secret key, sk_live_ or sk_test_ and 24 or more letters and digits',
  ),
  PAYSTACK_SECRET_KEY: pattern(
    /^sk_(test|live)_[A-Za-z0-9]{32,}$/,
    'a Paystack secret key, sk_live_ or sk_test_ and 32 or more letters and digits',
  ),
  FLUTTERWAVE_SECRET_KEY: pattern(
    FLUTTERWAVE_SECRET_KEY_FORMAT,
    'a Flutterwave secret key, FLWSECK- or FLWSECK_TEST- and 32 or more letters and digits',
  ),
  MONNIFY_CLIENT_SECRET: atLeast(32),
  // Monnify's API keys are MK_TEST_/MK_PROD_ and 10 or more characters in its published examples.
  MONNIFY_API_KEY: atLeast(18),
  TWILIO_AUTH_TOKEN: pattern(/^[0-9a-fA-F]{32}$/, 'a Twilio auth token, 32 hexadecimal digits'),
  S3_SECRET_ACCESS_KEY: atLeast(8),
  // Tu Identidad does not publish its keys' format; 8 is the shortest seen in public clients (decision 043).
  TUIDENTIDAD_API_KEY: atLeast(8),
  // Termii does not publish its keys' format; the keys in its documentation's examples are longer (decision 051).
  TERMII_API_KEY: atLeast(24),
  // Smile ID's API keys are UUIDs (36 characters) as its portal issues them (decision 050).
  SMILE_ID_API_KEY: atLeast(32),
};
