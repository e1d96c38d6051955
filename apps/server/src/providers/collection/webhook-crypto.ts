import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { WebhookHeaders } from './collection-payment.ts';

/**
 * One header's value, looked up without regard to case. A header sent twice is treated as absent:
 * two signatures, or two passwords, are not a proof of anything.
 */
export function header(headers: WebhookHeaders, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== wanted) continue;
    if (typeof value === 'string') return value;
    return value?.length === 1 ? value[0] : undefined;
  }
  return undefined;
}

/** Hex HMAC of the exact bytes received (a string is taken as its UTF-8 bytes). */
export function hmacHex(algorithm: 'sha256' | 'sha512', key: string, message: string | Uint8Array): string {
  return createHmac(algorithm, key).update(message).digest('hex');
}

/**
 * Whether a presented hex signature is the expected HMAC, compared in constant time on buffers of
 * equal length (their length is the digest's, which is public). Case-insensitive hex.
 */
export function hexSignatureMatches(expectedHex: string, presented: string | undefined): boolean {
  if (presented === undefined || presented.length !== expectedHex.length) return false;
  if (!/^[0-9a-fA-F]+$/.test(presented)) return false;
  return timingSafeEqual(Buffer.from(expectedHex, 'hex'), Buffer.from(presented, 'hex'));
}

/**
 * Whether a presented shared secret (Flutterwave's secret hash, STP's Basic credentials) equals the
 * configured one, in constant time. Both sides are hashed first, so the comparison is on equal-length
 * buffers and does not reveal the secret's length.
 */
export function secretMatches(presented: string | undefined, secret: string): boolean {
  if (presented === undefined || secret === '') return false;
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(presented), digest(secret));
}
