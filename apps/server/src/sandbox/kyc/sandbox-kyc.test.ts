import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import type { KycImage } from '../../providers/kyc/kyc-provider.ts';
import { blankPhoto, goodPhoto, makeJpeg, makePng, makeWebp } from '../../testing/images.ts';
import { SANDBOX_KYC_RULES } from './photo-rules.ts';
import { SandboxKyc } from './sandbox-kyc.ts';

const image = (data: Buffer): KycImage => ({ data, sha256: createHash('sha256').update(data).digest('hex') });

const NOTHING_TYPED = { curp: null, firstName: null, middleName: null, lastName: null, birthday: null };

const kyc = (delayMs = 0) =>
  new SandboxKyc({
    db: undefined as unknown as Db,
    profiles: { curpOf: async () => null, basicOf: async () => null },
    delayMs,
    now: () => new Date(),
  });

describe('sandbox KYC rules', () => {
  const card = image(goodPhoto(50));

  it.each([
    ['a detailed PNG', goodPhoto(51), true],
    ['a one-colour PNG, even stored uncompressed', blankPhoto(), false],
    ['a one-colour PNG, compressed', makePng(800, 600, { uniform: true }), false],
    ['a 1280 × 960 JPEG of 100 KB', makeJpeg(1280, 960, 100_000), true],
    ['a 1280 × 960 JPEG of 20 KB (about 0.016 bytes per pixel)', makeJpeg(1280, 960, 20_000), false],
    ['a 1000 × 800 WebP of 60 KB', makeWebp(1000, 800, 'VP8', 60_000), true],
  ])('reads %s: %s', async (_what, data, readable) => {
    const result = await kyc().matchFace({ reference: 'u', market: 'NG', face: image(data), idFront: card });
    expect(result.ok).toBe(readable);
  });

  it('passes a readable face with a score of 80-99 and fails the ID front offered as a face', async () => {
    const passed = await kyc().matchFace({
      reference: 'u',
      market: 'NG',
      face: image(goodPhoto(52)),
      idFront: card,
    });
    expect(passed).toMatchObject({ ok: true, passed: true });
    if (passed.ok) expect(passed.score).toBeGreaterThanOrEqual(80);
    expect(await kyc().matchFace({ reference: 'u', market: 'NG', face: card, idFront: card })).toEqual({
      ok: true,
      passed: false,
      score: SANDBOX_KYC_RULES.sameImageScore,
    });
  });

  it('fails OCR on an unreadable side, or the same photo twice, before reading anything', async () => {
    const blank = image(blankPhoto());
    const ocr = (front: KycImage, back: KycImage) =>
      kyc().ocrIdCard({ reference: 'u', market: 'NG', front, back, typed: NOTHING_TYPED });
    expect(await ocr(blank, card)).toEqual({ ok: false, failure: 'frontUnreadable' });
    expect(await ocr(card, blank)).toEqual({ ok: false, failure: 'ocrFailed' });
    expect(await ocr(card, card)).toEqual({ ok: false, failure: 'ocrFailed' });
  });

  it('takes its configured time, like the real service', async () => {
    const started = Date.now();
    await kyc(120).matchFace({ reference: 'u', market: 'NG', face: image(goodPhoto(53)), idFront: card });
    expect(Date.now() - started).toBeGreaterThanOrEqual(110);
  });
});
