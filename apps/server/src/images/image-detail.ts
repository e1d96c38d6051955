import { deflateSync, inflateSync } from 'node:zlib';
import type { ImageInfo } from './image-info.ts';

const MAX_RAW_BYTES = 64 * 1024 * 1024;

/**
 * How much the picture holds, as compressed bytes per pixel. A photo of something (a card, a face)
 * carries well above 0.05; a photo of nothing (a covered lens, a blank wall, one colour) far less.
 * JPEG and WebP are already compressed, so their file size tells; a PNG may be stored without
 * compression, so its pixels are inflated and compressed again to measure the same thing.
 */
export function detailBytesPerPixel(data: Buffer, info: ImageInfo): number {
  const pixels = info.width * info.height;
  if (info.format !== 'png') return data.length / pixels;
  const raw = pngPixelData(data);
  if (!raw) return Number.POSITIVE_INFINITY;
  return deflateSync(raw, { level: 6 }).length / pixels;
}

/** The inflated IDAT stream of an already validated PNG; undefined if too large to judge. */
function pngPixelData(b: Buffer): Buffer | undefined {
  const parts: Buffer[] = [];
  for (let i = 8; i + 12 <= b.length; ) {
    const length = b.readUInt32BE(i);
    if (b.toString('latin1', i + 4, i + 8) === 'IDAT') parts.push(b.subarray(i + 8, i + 8 + length));
    i += 12 + length;
  }
  try {
    return inflateSync(Buffer.concat(parts), { maxOutputLength: MAX_RAW_BYTES });
  } catch {
    return undefined;
  }
}
