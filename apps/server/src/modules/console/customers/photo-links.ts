import { createHmac, timingSafeEqual } from 'node:crypto';
import { IDENTITY_IMAGE_KINDS, type IdentityImageKind } from '@puente/domain';

/** A photo link works for five minutes: long enough to open it, too short to pass around. */
export const PHOTO_LINK_TTL_MS = 5 * 60_000;

/** What a link stands for: one photo of one customer, for one member, until an instant. */
export interface PhotoLinkClaim {
  customerId: string;
  kind: IdentityImageKind;
  /** The photo's hash (hex) when the link was made: a replaced photo is not served by an old link. */
  sha256: string;
  memberId: string;
  /** Wall-clock milliseconds. */
  expiresAt: number;
}

export type PhotoLinkCheck =
  | { ok: true; claim: Omit<PhotoLinkClaim, 'sha256'> & { sha256Prefix: string } }
  | { ok: false; reason: 'invalid' | 'expired' | 'otherMember' };

/*
 * The token is binary, so it fits in a path segment (Fastify's parameters stop at 100 characters):
 * kind (1 byte), customer and member ids (16 each), the photo hash's first 8 bytes, the expiry in
 * milliseconds (6), then a 128-bit HMAC of those bytes.
 */
const BODY_BYTES = 1 + 16 + 16 + 8 + 6;
const SIGNATURE_BYTES = 16;
const HASH_PREFIX_HEX = 16;

/** The links' own key, derived from the service secret so no other signature can be replayed as one. */
export function photoLinkKey(serviceSecret: string): Buffer {
  return createHmac('sha256', serviceSecret).update('staff-photo-links').digest();
}

function signature(key: Buffer, body: Buffer): Buffer {
  return createHmac('sha256', key).update(body).digest().subarray(0, SIGNATURE_BYTES);
}

const uuidBytes = (uuid: string) => Buffer.from(uuid.replaceAll('-', ''), 'hex');
function uuidOf(bytes: Buffer): string {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function signPhotoLink(key: Buffer, claim: PhotoLinkClaim): string {
  const body = Buffer.alloc(BODY_BYTES);
  body.writeUInt8(IDENTITY_IMAGE_KINDS.indexOf(claim.kind), 0);
  uuidBytes(claim.customerId).copy(body, 1);
  uuidBytes(claim.memberId).copy(body, 17);
  Buffer.from(claim.sha256.slice(0, HASH_PREFIX_HEX), 'hex').copy(body, 33);
  body.writeUIntBE(claim.expiresAt, 41, 6);
  return `${body.toString('base64url')}.${signature(key, body).toString('base64url')}`;
}

/** The claim of a link this service signed, for `memberId`, before it expired; otherwise why not. */
export function checkPhotoLink(key: Buffer, token: string, memberId: string, now: number): PhotoLinkCheck {
  const [bodyText, givenText, extra] = token.split('.');
  if (!bodyText || !givenText || extra !== undefined) return { ok: false, reason: 'invalid' };
  const body = Buffer.from(bodyText, 'base64url');
  const given = Buffer.from(givenText, 'base64url');
  if (body.length !== BODY_BYTES || given.length !== SIGNATURE_BYTES) return { ok: false, reason: 'invalid' };
  // One spelling per link: base64url's unused trailing bits would otherwise let a link be rewritten.
  if (body.toString('base64url') !== bodyText || given.toString('base64url') !== givenText)
    return { ok: false, reason: 'invalid' };
  if (!timingSafeEqual(signature(key, body), given)) return { ok: false, reason: 'invalid' };
  const kind = IDENTITY_IMAGE_KINDS[body.readUInt8(0)];
  if (!kind) return { ok: false, reason: 'invalid' };
  const owner = uuidOf(body.subarray(17, 33));
  if (owner !== memberId.toLowerCase()) return { ok: false, reason: 'otherMember' };
  const expiresAt = body.readUIntBE(41, 6);
  if (now >= expiresAt) return { ok: false, reason: 'expired' };
  return {
    ok: true,
    claim: {
      customerId: uuidOf(body.subarray(1, 17)),
      kind,
      sha256Prefix: body.subarray(33, 41).toString('hex'),
      memberId: owner,
      expiresAt,
    },
  };
}
