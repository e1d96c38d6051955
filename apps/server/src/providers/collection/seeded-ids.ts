import { createHash } from 'node:crypto';

/**
 * Identifiers derived from a seed (an order number, a borrower id, a counter), as the sandbox
 * providers and our OXXO references make them: the same seed always gives the same identifier, so
 * issuing twice after a crash gives the same account or reference, and a test can predict it. They are not guaranteed unique across seeds: store them under a unique index
 * and, on the rare collision, issue again with another seed (e.g. `${orderNo}:2`).
 */
export function seededBytes(seed: string, purpose: string, length = 32): Buffer {
  const chunks: Buffer[] = [];
  for (let i = 0; chunks.length * 32 < length; i++) {
    chunks.push(createHash('sha256').update(`${purpose}:${i}:${seed}`).digest());
  }
  return Buffer.concat(chunks).subarray(0, length);
}

/** `length` decimal digits derived from the seed. */
export function seededDigits(seed: string, purpose: string, length: number): string {
  return seededChars(seed, purpose, length, '0123456789');
}

/** `length` characters of `alphabet` derived from the seed (alphabets of at most 256 symbols). */
export function seededChars(seed: string, purpose: string, length: number, alphabet: string): string {
  // Bytes at or above the largest multiple of the alphabet's size are skipped, keeping it uniform.
  const limit = 256 - (256 % alphabet.length);
  let out = '';
  for (let round = 0; out.length < length; round++) {
    for (const byte of seededBytes(seed, `${purpose}:${round}`, length * 2)) {
      if (byte < limit && out.length < length) out += alphabet[byte % alphabet.length];
    }
  }
  return out;
}
