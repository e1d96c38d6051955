import { crc32 } from 'node:zlib';
import type { ImageFormat } from '@puente/domain';

export interface ImageInfo {
  format: ImageFormat;
  width: number;
  height: number;
}

/** Why a file is not an acceptable image: not one of our formats, or broken / carrying extra bytes. */
export type ImageProblem = 'notImage' | 'damaged';

export type ImageReading = ({ ok: true } & ImageInfo) | { ok: false; problem: ImageProblem };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The format by magic bytes only (never the name or declared type). */
export function sniffFormat(data: Buffer): ImageFormat | undefined {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length >= 8 && data.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (
    data.length >= 12 &&
    data.toString('latin1', 0, 4) === 'RIFF' &&
    data.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'webp';
  return undefined;
}

/**
 * Reads the format and pixel size from the file's own structure, walking it to its end marker:
 * a truncated file, or bytes after the end (a polyglot or appended payload), is "damaged".
 */
export function readImage(data: Buffer): ImageReading {
  const format = sniffFormat(data);
  if (!format) return { ok: false, problem: 'notImage' };
  const size = format === 'jpeg' ? readJpeg(data) : format === 'png' ? readPng(data) : readWebp(data);
  if (!size || size.width <= 0 || size.height <= 0) return { ok: false, problem: 'damaged' };
  return { ok: true, format, ...size };
}

type Size = { width: number; height: number } | undefined;

const isStandalone = (m: number) => (m >= 0xd0 && m <= 0xd7) || m === 0x01;
const isStartOfFrame = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

function readJpeg(b: Buffer): Size {
  let i = 2;
  let size: Size;
  while (i < b.length) {
    if (b[i] !== 0xff) return undefined;
    while (b[i] === 0xff) i++;
    const marker = b[i++];
    if (marker === undefined) return undefined;
    if (marker === 0xd9) return onlyPadding(b, i) ? size : undefined;
    if (isStandalone(marker)) continue;
    if (marker === 0x00 || marker === 0xd8 || i + 2 > b.length) return undefined;
    const length = b.readUInt16BE(i);
    if (length < 2 || i + length > b.length) return undefined;
    if (isStartOfFrame(marker)) {
      if (length < 8) return undefined;
      size = { height: b.readUInt16BE(i + 3), width: b.readUInt16BE(i + 5) };
    }
    i += length;
    if (marker === 0xda) {
      if (!size) return undefined;
      i = skipEntropyCoded(b, i);
    }
  }
  return undefined;
}

/** After a scan header: the entropy-coded bytes run to the next marker that is not a stuffed 0xFF00 or a restart. */
function skipEntropyCoded(b: Buffer, from: number): number {
  let i = from;
  while (i < b.length) {
    if (b[i] !== 0xff) {
      i++;
      continue;
    }
    const next = b[i + 1];
    if (next === 0x00 || (next !== undefined && next >= 0xd0 && next <= 0xd7)) i += 2;
    else if (next === 0xff) i++;
    else return i;
  }
  return i;
}

/** Some encoders pad with zeros after the end marker; anything else after it is refused. */
function onlyPadding(b: Buffer, from: number): boolean {
  for (let i = from; i < b.length; i++) if (b[i] !== 0) return false;
  return true;
}

function readPng(b: Buffer): Size {
  let i = 8;
  let size: Size;
  let sawData = false;
  let first = true;
  while (i + 12 <= b.length) {
    const length = b.readUInt32BE(i);
    const end = i + 12 + length;
    if (end > b.length) return undefined;
    const type = b.toString('latin1', i + 4, i + 8);
    const body = b.subarray(i + 8, i + 8 + length);
    if (crc32(b.subarray(i + 4, i + 8 + length)) !== b.readUInt32BE(i + 8 + length)) return undefined;
    if (first) {
      if (type !== 'IHDR' || length !== 13) return undefined;
      size = { width: body.readUInt32BE(0), height: body.readUInt32BE(4) };
      first = false;
    }
    if (type === 'IDAT') sawData = true;
    if (type === 'IEND') return sawData && onlyPadding(b, end) ? size : undefined;
    i = end;
  }
  return undefined;
}

function readWebp(b: Buffer): Size {
  const riffEnd = 8 + b.readUInt32LE(4);
  if (riffEnd > b.length || !onlyPadding(b, riffEnd)) return undefined;
  let i = 12;
  let size: Size;
  let sawImage = false;
  while (i + 8 <= riffEnd) {
    const type = b.toString('latin1', i, i + 4);
    const length = b.readUInt32LE(i + 4);
    const body = i + 8;
    if (body + length > riffEnd) return undefined;
    if (type === 'VP8X' && i === 12 && length >= 10) {
      size = { width: b.readUIntLE(body + 4, 3) + 1, height: b.readUIntLE(body + 7, 3) + 1 };
    } else if (type === 'VP8 ' && length >= 10) {
      if (b[body + 3] !== 0x9d || b[body + 4] !== 0x01 || b[body + 5] !== 0x2a) return undefined;
      size ??= { width: b.readUInt16LE(body + 6) & 0x3fff, height: b.readUInt16LE(body + 8) & 0x3fff };
      sawImage = true;
    } else if (type === 'VP8L' && length >= 5) {
      if (b[body] !== 0x2f) return undefined;
      const bits = b.readUInt32LE(body + 1);
      size ??= { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
      sawImage = true;
    } else if (type === 'ANIM') {
      sawImage = true;
    }
    i = body + length + (length % 2);
  }
  return i === riffEnd && sawImage ? size : undefined;
}
