import { detailBytesPerPixel } from '../../images/image-detail.ts';
import { readImage } from '../../images/image-info.ts';
import type { KycImage, OcrResult } from './kyc-provider.ts';

/**
 * Our own checks of ID card photos, in any mode (decision 050): a photo of nothing (nearly one
 * colour: covered lens, blank sheet) is under 0.02 compressed bytes per pixel, which no photographed
 * card is; the same photo as front and back is not both sides of a card.
 */
export const PHOTO_CHECKS = { minDetailBytesPerPixel: 0.02 };

/** Whether the photo shows something: an image with more than one colour's detail. */
export function readablePhoto(data: Buffer): boolean {
  const info = readImage(data);
  return info.ok && detailBytesPerPixel(data, info) >= PHOTO_CHECKS.minDetailBytesPerPixel;
}

/**
 * Why the card's two photos cannot be a card's, as OCR answers it: a blank front is "ID card front
 * failed to identify"; a blank back, or the front again, "OCR identification failed". Null when fine.
 */
export function cardPhotosProblem(
  front: KycImage,
  back: KycImage,
): Extract<OcrResult, { ok: false }>['failure'] | null {
  if (!readablePhoto(front.data)) return 'frontUnreadable';
  if (!readablePhoto(back.data) || front.sha256 === back.sha256) return 'ocrFailed';
  return null;
}
