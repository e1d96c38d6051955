import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hash.ts';
import { RFC6238_SEEDS, RFC6238_VECTORS } from './rfc6238-vectors.ts';
import { SecretBox } from './secret-box.ts';
import { newTotpSecret, totpCode, totpStep } from './totp.ts';

describe('TOTP', () => {
  it.each(RFC6238_VECTORS)('gives RFC 6238 appendix B: $algorithm at $time s is $totp', (vector) => {
    const secret = Secret.fromLatin1(RFC6238_SEEDS[vector.algorithm]);
    const options = { secret, algorithm: vector.algorithm, digits: 8, period: 30 };
    expect(TOTP.generate({ ...options, timestamp: vector.time * 1000 })).toBe(vector.totp);
    expect(TOTP.validate({ ...options, token: vector.totp, timestamp: vector.time * 1000, window: 0 })).toBe(
      0,
    );
  });

  it('accepts the step before and after, not two away, and says which step matched', () => {
    const secret = newTotpSecret();
    const now = 1_700_000_000_000;
    const step = Math.floor(now / 30_000);
    expect(totpStep(secret, totpCode(secret, now), now)).toBe(step);
    expect(totpStep(secret, totpCode(secret, now - 30_000), now)).toBe(step - 1);
    expect(totpStep(secret, totpCode(secret, now + 30_000), now)).toBe(step + 1);
    expect(totpStep(secret, totpCode(secret, now - 60_000), now)).toBeUndefined();
    expect(totpStep(secret, 'abcdef', now)).toBeUndefined();
  });
});

describe('password hashing and sealed secrets', () => {
  it('hashes with scrypt N=2^15 and checks only the right password', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batterz', stored)).toBe(false);
    expect(await hashPassword('correct horse battery')).not.toBe(stored);
  });

  it('seals with AES-256-GCM: opens with the same service secret only, and refuses a changed byte', () => {
    const box = new SecretBox('a'.repeat(64), 'totp');
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(() => new SecretBox('b'.repeat(64), 'totp').open(sealed)).toThrow();
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3] ?? '', 'base64url');
    body[0] = (body[0] ?? 0) ^ 1;
    expect(() => box.open([parts[0], parts[1], parts[2], body.toString('base64url')].join('.'))).toThrow();
  });
});
