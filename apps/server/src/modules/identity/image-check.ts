import { createHash } from 'node:crypto';
import { DomainError, type IdentityImageKind, IMAGE_RULES, imageErrorParams } from '@puente/domain';
import { type ImageInfo, readImage } from '../../images/image-info.ts';
import type { UploadedFile } from '../../protocol/call.ts';

export interface CheckedImage extends ImageInfo {
  data: Buffer;
  bytes: number;
  sha256: string;
}

const MB = 1024 * 1024;

/**
 * The rules every identity photo meets before it is stored (IMAGE_RULES): present, at most 5 MB,
 * JPEG / PNG / WebP by its own bytes, whole (no bytes after its end), 320 px or more on each side.
 * Refusals name the photo in the borrower's language.
 */
export function checkImage(kind: IdentityImageKind, file: UploadedFile | undefined): CheckedImage {
  const tooLarge = () =>
    new DomainError(
      'imageTooLarge',
      imageErrorParams(kind, { maxMb: IMAGE_RULES.maxBytes / MB, maxPx: IMAGE_RULES.maxSidePx }),
    );
  const tooSmall = () =>
    new DomainError('imageTooSmall', imageErrorParams(kind, { minPx: IMAGE_RULES.minSidePx }));

  const data = file?.data;
  if (!data || data.length === 0) throw new DomainError('imageMissing', imageErrorParams(kind));
  if (data.length > IMAGE_RULES.maxBytes) throw tooLarge();
  const reading = readImage(data);
  if (!reading.ok) {
    throw new DomainError(
      reading.problem === 'notImage' ? 'imageNotSupported' : 'imageDamaged',
      imageErrorParams(kind),
    );
  }
  const { format, width, height } = reading;
  if (width > IMAGE_RULES.maxSidePx || height > IMAGE_RULES.maxSidePx) throw tooLarge();
  if (data.length < IMAGE_RULES.minBytes || Math.min(width, height) < IMAGE_RULES.minSidePx) throw tooSmall();
  return {
    data,
    format,
    width,
    height,
    bytes: data.length,
    sha256: createHash('sha256').update(data).digest('hex'),
  };
}

export const CONTENT_TYPES = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;
