import { describe, expect, it } from 'vitest';
import { makeJpeg, makePng, makeWebp } from '../testing/images.ts';
import { readImage, sniffFormat } from './image-info.ts';

describe('readImage', () => {
  it.each([
    ['PNG', makePng(400, 330), 'png'],
    ['baseline JPEG', makeJpeg(1280, 960), 'jpeg'],
    ['lossy WebP', makeWebp(800, 600, 'VP8'), 'webp'],
    ['lossless WebP', makeWebp(800, 600, 'VP8L'), 'webp'],
    ['extended WebP', makeWebp(800, 600, 'VP8X'), 'webp'],
  ])('recognises a %s by its first bytes', (_name, data, format) => {
    expect(readImage(data)).toMatchObject({ ok: true, format });
  });

  it('gives exact dimensions for each format', () => {
    expect(readImage(makePng(400, 330))).toMatchObject({ width: 400, height: 330 });
    expect(readImage(makeJpeg(1280, 960))).toMatchObject({ width: 1280, height: 960 });
    expect(readImage(makeWebp(801, 601, 'VP8'))).toMatchObject({ width: 801, height: 601 });
    expect(readImage(makeWebp(801, 601, 'VP8L'))).toMatchObject({ width: 801, height: 601 });
    expect(readImage(makeWebp(5000, 4000, 'VP8X'))).toMatchObject({ width: 5000, height: 4000 });
  });

  it('judges by magic bytes, not by name: text is not an image', () => {
    expect(sniffFormat(Buffer.from('hello, I am a .jpg'))).toBeUndefined();
    expect(readImage(Buffer.from('GIF89a...'))).toEqual({ ok: false, problem: 'notImage' });
    expect(readImage(Buffer.alloc(0))).toEqual({ ok: false, problem: 'notImage' });
  });

  it.each([
    ['PNG', makePng(400, 330)],
    ['JPEG', makeJpeg(640, 480)],
    ['WebP', makeWebp(640, 480)],
  ])('refuses a %s with bytes after its end, or cut short', (_name, data) => {
    expect(readImage(Buffer.concat([data, Buffer.from('<?php echo 1; ?>')]))).toEqual({
      ok: false,
      problem: 'damaged',
    });
    expect(readImage(data.subarray(0, data.length - 20))).toEqual({ ok: false, problem: 'damaged' });
  });

  it('accepts zero padding after the end marker', () => {
    expect(readImage(Buffer.concat([makeJpeg(640, 480), Buffer.alloc(64)])).ok).toBe(true);
  });

  it('refuses a PNG whose checksum is wrong', () => {
    const png = makePng(400, 330);
    png[20] = (png[20] as number) ^ 0xff;
    expect(readImage(png)).toEqual({ ok: false, problem: 'damaged' });
  });
});
