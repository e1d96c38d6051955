import { describe, expect, it } from 'vitest';
import { checkPhotoLink, photoLinkKey, signPhotoLink } from './photo-links.ts';

describe('photo links', () => {
  const key = photoLinkKey('secret');
  const customerId = '0d6c7a5e-1f7b-4c52-9e0b-3c1f2a9d8e71';
  const m = '7b1e2c3d-4a5b-4c6d-8e7f-901a2b3c4d5e';
  const x = '11111111-2222-4333-8444-555555555555';
  const sha256 = 'ab'.repeat(32);
  const claim = { customerId, kind: 'face' as const, sha256, memberId: m, expiresAt: 1_000 };
  const checked = { customerId, kind: 'face', sha256Prefix: 'ab'.repeat(8), memberId: m, expiresAt: 1_000 };
  const token = signPhotoLink(key, claim);

  it('hold for their member until they expire', () => {
    expect(checkPhotoLink(key, token, m, 999)).toEqual({ ok: true, claim: checked });
    expect(token.length).toBeLessThan(100);
    expect(checkPhotoLink(key, token, m, 1_000)).toEqual({ ok: false, reason: 'expired' });
    expect(checkPhotoLink(key, token, x, 999)).toEqual({ ok: false, reason: 'otherMember' });
  });

  it('refuse another key, an edited claim and garbage', () => {
    expect(checkPhotoLink(photoLinkKey('other'), token, m, 999)).toEqual({ ok: false, reason: 'invalid' });
    const [body, signature] = token.split('.');
    const bytes = Buffer.from(body ?? '', 'base64url');
    bytes.writeUIntBE(9_999_999, 41, 6);
    const edited = bytes.toString('base64url');
    expect(checkPhotoLink(key, `${edited}.${signature}`, m, 999)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkPhotoLink(key, 'nonsense', m, 999)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkPhotoLink(key, `${token}.x`, m, 999)).toEqual({ ok: false, reason: 'invalid' });
  });
});
