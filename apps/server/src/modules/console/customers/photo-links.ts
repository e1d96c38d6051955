import { createHmac, timingSafeEqual } from 'node:crypto';

/** A photo link works for five minutes: long enough to open it, too short to pass around. */
export const PHOTO_LINK_TTL_MS = 5 * 60_000;

/** What a link stands for: one photo of one customer, for one member, until an instant. */
export interface PhotoLinkClaim {
  customerId: string;
  kind: string;
  /** The photo's hash when the link was made: a replaced photo is not served by an old link. */
  sha256: string;
  memberId: string;
  /** Wall-clock milliseconds. */
  expiresAt: number;
}

export type PhotoLinkCheck =
  | { ok: true; claim: PhotoLinkClaim }
  | { ok: false; reason: 'invalid' | 'expired' | 'otherMember' };

/** The links' own key, derived from the service secret so no other signature can be replayed as one. */
export function photoLinkKey(serviceSecret: string): Buffer {
  return createHmac('sha256', serviceSecret).update('staff-photo-links').digest();
}

function signature(key: Buffer, body: string): string {
  return createHmac('sha256', key).update(body).digest('base64url');
}

export function signPhotoLink(key: Buffer, claim: PhotoLinkClaim): string {
  const body = Buffer.from(
    JSON.stringify([claim.customerId, claim.kind, claim.sha256, claim.memberId, claim.expiresAt]),
  ).toString('base64url');
  return `${body}.${signature(key, body)}`;
}

/** The claim of a link this service signed, for `memberId`, before it expired; otherwise why not. */
export function checkPhotoLink(key: Buffer, token: string, memberId: string, now: number): PhotoLinkCheck {
  const [body, given, extra] = token.split('.');
  if (!body || !given || extra !== undefined) return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(signature(key, body));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual))
    return { ok: false, reason: 'invalid' };
  let fields: unknown;
  try {
    fields = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (!Array.isArray(fields) || fields.length !== 5) return { ok: false, reason: 'invalid' };
  const [customerId, kind, sha256, owner, expiresAt] = fields as [string, string, string, string, number];
  if (owner !== memberId) return { ok: false, reason: 'otherMember' };
  if (typeof expiresAt !== 'number' || now >= expiresAt) return { ok: false, reason: 'expired' };
  return { ok: true, claim: { customerId, kind, sha256, memberId: owner, expiresAt } };
}
