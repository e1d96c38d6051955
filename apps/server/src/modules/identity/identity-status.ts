import type { CheckState, IdentityStatus, ImageFormat, ImageInfo } from '@puente/domain';
import { type ChecksRow, type ImageRow, imageOf } from './identity-repository.ts';

/**
 * The identity step as the borrower sees it, derived from the current photos and the checks'
 * results: a result counts only for the very photos (by hash) it judged.
 */
export function identityStatus(images: ImageRow[], checks: ChecksRow | undefined): IdentityStatus {
  const back = imageOf(images, 'back');
  const front = imageOf(images, 'front');
  const face = imageOf(images, 'face');
  const ocr: CheckState =
    checks?.ocrStatus &&
    front &&
    back &&
    checks.ocrFrontSha256 === front.sha256 &&
    checks.ocrBackSha256 === back.sha256
      ? (checks.ocrStatus as CheckState)
      : 'pending';
  const faceMatch: CheckState =
    checks?.faceStatus &&
    face &&
    front &&
    checks.faceSha256 === face.sha256 &&
    checks.faceFrontSha256 === front.sha256
      ? (checks.faceStatus as CheckState)
      : 'pending';
  const completed = Boolean(checks?.completedAt) && ocr === 'passed' && faceMatch === 'passed';
  return {
    back: info(back),
    front: info(front),
    face: info(face),
    ocr,
    faceMatch,
    completed,
    completedAt: completed && checks?.completedAt ? checks.completedAt.toISOString() : null,
  };
}

function info(row: ImageRow | undefined): ImageInfo | null {
  if (!row) return null;
  return {
    format: row.format as ImageFormat,
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    uploadedAt: row.uploadedAt.toISOString(),
  };
}
