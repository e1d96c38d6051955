import { createHmac } from 'node:crypto';
import { expect } from 'vitest';
import type { SignedWebhook } from './collection-payment.ts';

/**
 * Tests only: an HMAC in hex, computed here with node:crypto directly, independently of the code
 * under test (webhook-crypto.ts).
 */
export function hmacHex(algorithm: 'sha256' | 'sha512', secret: string, message: string): string {
  return createHmac(algorithm, secret).update(message).digest('hex');
}

/** A sandbox delivery carries, under `header`, the HMAC-SHA512 of its exact body keyed by `secret`. */
export function expectSha512Signed(sent: SignedWebhook, header: string, secret: string): void {
  expect(sent.headers[header]).toBe(hmacHex('sha512', secret, sent.rawBody));
}
