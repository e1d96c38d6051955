import { crc32, deflateSync } from 'node:zlib';

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
