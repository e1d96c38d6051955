import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sandboxNuban } from '../../sandbox/collection/sandbox-ids.ts';
import { seededChars, seededDigits } from './seeded-ids.ts';
import { header, hexSignatureMatches, hmacHex, secretMatches } from './webhook-crypto.ts';

describe('header', () => {
  it('finds a header whatever its case, and treats a repeated one as absent', () => {
    expect(header({ 'x-paystack-signature': 'a' }, 'X-Paystack-Signature')).toBe('a');
    expect(header({ 'Verif-Hash': 'b' }, 'verif-hash')).toBe('b');
    expect(header({ 'verif-hash': ['c'] }, 'verif-hash')).toBe('c');
    expect(header({ 'verif-hash': ['c', 'd'] }, 'verif-hash')).toBeUndefined();
    expect(header({ 'verif-hash': undefined }, 'verif-hash')).toBeUndefined();
    expect(header({}, 'verif-hash')).toBeUndefined();
  });
});

describe('signature comparison', () => {
  it('matches an HMAC computed by node:crypto over the same bytes, in either hex case', () => {
    // RFC 4231 test case 2: key "Jefe", data "what do ya want for nothing?".
    const rfc4231 = '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843';
    expect(hmacHex('sha256', 'Jefe', 'what do ya want for nothing?')).toBe(rfc4231);
    const expected = createHmac('sha512', 'key').update('body').digest('hex');
    expect(hmacHex('sha512', 'key', Buffer.from('body'))).toBe(expected);
    expect(hexSignatureMatches(expected, expected)).toBe(true);
    expect(hexSignatureMatches(expected, expected.toUpperCase())).toBe(true);
  });

  it('refuses anything else without throwing', () => {
    const expected = createHmac('sha512', 'key').update('body').digest('hex');
    const flipped = `${expected.slice(0, -1)}${expected.endsWith('0') ? '1' : '0'}`;
    for (const bad of [
      undefined,
      '',
      flipped,
      expected.slice(0, -2),
      `${expected}00`,
      `${expected.slice(0, -1)}g`,
    ]) {
      expect(hexSignatureMatches(expected, bad), String(bad)).toBe(false);
    }
  });

  it('compares shared secrets exactly, whatever their lengths', () => {
    expect(secretMatches('s3cret', 's3cret')).toBe(true);
    for (const bad of [undefined, '', 's3cre', 's3cret!', 'S3CRET', ' s3cret']) {
      expect(secretMatches(bad, 's3cret'), String(bad)).toBe(false);
    }
    expect(secretMatches('', '')).toBe(false);
  });
});

describe('sandbox identifiers', () => {
  it('derive the same characters from the same seed, different ones from another, evenly', () => {
    expect(seededDigits('a', 'p', 30)).toBe(seededDigits('a', 'p', 30));
    expect(seededDigits('a', 'p', 30)).not.toBe(seededDigits('b', 'p', 30));
    expect(seededDigits('a', 'p', 30)).not.toBe(seededDigits('a', 'q', 30));
    expect(seededDigits('a', 'p', 100)).toMatch(/^\d{100}$/);
    expect(seededChars('a', 'p', 50, 'xyz')).toMatch(/^[xyz]{50}$/);
    const counts = new Array(10).fill(0);
    for (const d of seededDigits('uniform', 'p', 20_000)) counts[Number(d)]++;
    for (const count of counts) expect(Math.abs(count - 2000)).toBeLessThan(200);
  });

  it('issues NUBANs whose check digit is right for the bank, checked by hand for one', () => {
    const account = sandboxNuban('058', 'x');
    const digits = `000058${account.slice(0, 9)}`;
    const weights = [3, 7, 3];
    let sum = 0;
    for (let i = 0; i < 15; i++) sum += Number(digits[i]) * (weights[i % 3] ?? 0);
    expect(Number(account[9])).toBe((10 - (sum % 10)) % 10);
    expect(() => sandboxNuban('ABC', 'x')).toThrow(RangeError);
  });
});
