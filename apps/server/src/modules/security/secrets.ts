import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { VERIFICATION } from '@puente/domain';

export function newCode(): string {
  return String(randomInt(0, 10 ** VERIFICATION.codeLength)).padStart(VERIFICATION.codeLength, '0');
}

/** Codes are short, so they are keyed with the service secret: a copied table gives nothing away. */
export function hashCode(secret: string, e164: string, code: string): string {
  return createHmac('sha256', secret).update(`${e164}:${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

export function newToken(bytes: number): string {
  return randomBytes(bytes).toString('base64url');
}

/** Tokens carry 256 random bits, so a plain digest is enough to keep them out of the database. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
