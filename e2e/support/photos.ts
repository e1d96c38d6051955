import { crc32, deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/**
 * A real greyscale PNG of noise, different for each seed: what the sandbox KYC reads as a photo of
 * something (apps/server/src/testing/images.ts, SANDBOX_KYC_RULES: detail well above 0.02 bytes per
 * pixel), at least 320 px a side. Distinct seeds give distinct photos, so the front is not the back
 * and the face is not the front.
 */
export function noisePng(seed: number, width = 640, height = 480): Buffer {
  let state = seed >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) & 0xff;
  };
  const rows = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 1; x <= width; x++) rows[y * (width + 1) + x] = next();
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A file for Playwright's setInputFiles. */
export function photoFile(name: string, seed: number) {
  return { name, mimeType: 'image/png', buffer: noisePng(seed) };
}

/**
 * A real phone-camera-sized photo, made in the page: a 4000×3000 (12-megapixel) JPEG of smooth
 * light with sensor-like noise over it, encoded by the browser at quality 0.92. The noise keeps
 * it from compressing trivially: it comes out several megabytes, like a real camera's.
 */
export async function cameraPhoto(page: Page, name = 'IMG_0001.jpg', width = 4000, height = 3000) {
  const base64 = await page.evaluate(
    async ({ width, height }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2D canvas');
      const image = context.createImageData(width, height);
      const pixels = image.data;
      let state = 0x2545f491;
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          state ^= state << 13;
          state ^= state >>> 17;
          state ^= state << 5;
          const noise = ((state >>> 0) % 61) - 30;
          const i = (y * width + x) * 4;
          pixels[i] = 90 + (x * 120) / width + noise;
          pixels[i + 1] = 80 + (y * 110) / height + ((noise * 7) % 30);
          pixels[i + 2] = 140 - (x * 60) / width + ((noise * 3) % 30);
          pixels[i + 3] = 255;
        }
      }
      context.putImageData(image, 0, 0);
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.92));
      if (!blob) throw new Error('the browser could not encode the photo');
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) {
        binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      }
      return btoa(binary);
    },
    { width, height },
  );
  return { name, mimeType: 'image/jpeg', buffer: Buffer.from(base64, 'base64') };
}
