import { crc32, deflateSync } from 'node:zlib';

/** A small deterministic pseudo-random stream, so test photos differ by seed and repeat exactly. */
function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) & 0xff;
  };
}

export interface PngOptions {
  /** Nearly one colour (a blank sheet, a covered lens): what the sandbox KYC cannot read. */
  uniform?: boolean;
  seed?: number;
  /** zlib level; 0 stores the pixels uncompressed. */
  level?: number;
}

/** A real, decodable 8-bit greyscale PNG. Noise by default, so it carries "detail". */
export function makePng(width: number, height: number, options: PngOptions = {}): Buffer {
  const next = random(options.seed ?? 7);
  const rows = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width + 1);
    rows[row] = 0;
    for (let x = 1; x <= width; x++) rows[row + x] = options.uniform ? 200 : next();
  }
  return assemblePng(width, height, 8, deflateSync(rows, { level: options.level ?? 6 }));
}

/** A PNG file of greyscale pixels at `bitDepth`, from its already deflated pixel rows. */
export function assemblePng(width: number, height: number, bitDepth: 1 | 8, idat: Buffer): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([bitDepth, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', idat),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** Entropy-coded-looking bytes with 0xFF stuffed as the JPEG rules say. */
function scanBytes(length: number, seed: number): Buffer {
  const next = random(seed);
  const out: number[] = [];
  while (out.length < length) {
    const byte = next();
    out.push(byte);
    if (byte === 0xff) out.push(0x00);
  }
  return Buffer.from(out);
}

/** A structurally valid baseline JPEG (segments, frame, scan, end marker) of about `bytes` bytes. */
export function makeJpeg(width: number, height: number, bytes = 40_000, seed = 11): Buffer {
  const app0 = Buffer.from([
    0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
    0x00,
  ]);
  const sof = Buffer.from([
    0xff,
    0xc0,
    0x00,
    0x11,
    0x08,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    0x03,
    0x01,
    0x22,
    0x00,
    0x02,
    0x11,
    0x01,
    0x03,
    0x11,
    0x01,
  ]);
  const sos = Buffer.from([
    0xff, 0xda, 0x00, 0x0c, 0x03, 0x01, 0x00, 0x02, 0x11, 0x03, 0x11, 0x00, 0x3f, 0x00,
  ]);
  const scan = scanBytes(Math.max(16, bytes - 60), seed);
  // A restart marker inside the scan, as real encoders write them.
  scan.set([0xff, 0xd0], 8);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, sos, scan, Buffer.from([0xff, 0xd9])]);
}

/** A structurally valid WebP (RIFF, one image chunk) of about `bytes` bytes. */
export function makeWebp(
  width: number,
  height: number,
  variant: 'VP8' | 'VP8L' | 'VP8X' = 'VP8',
  bytes = 40_000,
): Buffer {
  const filler = scanBytes(Math.max(16, bytes - 40), 5);
  let image: Buffer;
  if (variant === 'VP8L') {
    const head = Buffer.alloc(5);
    head[0] = 0x2f;
    head.writeUInt32LE(((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14), 1);
    image = riffChunk('VP8L', Buffer.concat([head, filler]));
  } else {
    const head = Buffer.from([0x50, 0x01, 0x00, 0x9d, 0x01, 0x2a, 0, 0, 0, 0]);
    head.writeUInt16LE(width & 0x3fff, 6);
    head.writeUInt16LE(height & 0x3fff, 8);
    image = riffChunk('VP8 ', Buffer.concat([head, filler]));
  }
  if (variant === 'VP8X') {
    const x = Buffer.alloc(10);
    x.writeUIntLE(width - 1, 4, 3);
    x.writeUIntLE(height - 1, 7, 3);
    image = Buffer.concat([riffChunk('VP8X', x), image]);
  }
  const head = Buffer.alloc(12);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(4 + image.length, 4);
  head.write('WEBP', 8, 'latin1');
  return Buffer.concat([head, image]);
}

function riffChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.write(type, 0, 'latin1');
  head.writeUInt32LE(data.length, 4);
  return Buffer.concat([head, data, data.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
}

/** A photo the sandbox reads: noise, 640 × 480, about 300 KB. */
export const goodPhoto = (seed = 7) => makePng(640, 480, { seed });
/** A photo of nothing (one colour), stored uncompressed so its file is large: the sandbox cannot read it. */
export const blankPhoto = () => makePng(640, 480, { uniform: true, level: 0 });
