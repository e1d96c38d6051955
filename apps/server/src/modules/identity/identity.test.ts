import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { ERRORS } from '@puente/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, identityImages } from '../../db/schema.ts';
import { describeEngines } from '../../testing/describe-engines.ts';
import { blankPhoto, goodPhoto, makeJpeg, makePng, makeWebp } from '../../testing/images.ts';
import { putProfile, TEST_CURP } from '../../testing/onboarding-fixtures.ts';
import { ENGINES } from '../../testing/test-database.ts';
import { startTestService, type TestService } from '../../testing/test-service.ts';

describeEngines(ENGINES)('identity photos and KYC on %s', (engine) => {
  let s: TestService;
  beforeAll(async () => {
    s = await startTestService(engine);
  });
  afterAll(() => s.close());

  const back = (token: string, data = goodPhoto(1), o = {}) =>
    s.upload('/user/upload/curp/back', { data }, {}, { token, ...o });
  const front = (token: string, data = goodPhoto(2), o = {}) =>
    s.upload('/user/upload/curp/front', { data }, {}, { token, ...o });
  const face = (token: string, data = goodPhoto(3), o = {}) =>
    s.upload('/user/saveFaceImage', { data }, {}, { token, ...o });
  const ocr = (token: string, o = {}) => s.call('POST', '/user/curp/ocr', {}, { token, ...o });
  const finish = (token: string) => s.call('POST', '/user/finishUploadAllImg', {}, { token });
  const status = async (token: string) => (await s.call('GET', '/user/identity', {}, { token })).data;

  async function borrowerWithCurp(curp: string | null = TEST_CURP) {
    const b = await s.newBorrower();
    await putProfile(s, b.userId, curp);
    return b;
  }

  it('takes the back, then the front, OCR, the face, and completes the step', async () => {
    const { token, userId } = await borrowerWithCurp();
    expect(await status(token)).toMatchObject({
      back: null,
      front: null,
      face: null,
      ocr: 'pending',
      completed: false,
    });

    const b = await back(token, makeJpeg(1280, 960));
    expect(b).toMatchObject({
      code: 0,
      data: { back: { format: 'jpeg', width: 1280, height: 960 }, front: null },
    });
    expect((await front(token)).data.front).toMatchObject({ format: 'png', width: 640, height: 480 });

    const read = await ocr(token);
    expect(read).toMatchObject({
      code: 0,
      data: {
        read: {
          idType: 'CURP',
          idNumber: TEST_CURP,
          firstName: 'ANA',
          lastName: 'GÓMEZ',
          birthday: '1990-05-14',
          gender: 'male',
        },
        status: { ocr: 'passed', faceMatch: 'pending' },
      },
    });

    const withFace = await face(token, makeWebp(720, 960));
    expect(withFace.data).toMatchObject({ face: { format: 'webp' }, faceMatch: 'passed', completed: false });

    const done = await finish(token);
    expect(done).toMatchObject({ code: 0, data: { completed: true, ocr: 'passed', faceMatch: 'passed' } });
    expect(done.data.completedAt).toEqual(expect.any(String));
    expect((await finish(token)).data.completedAt).toBe(done.data.completedAt);

    const rows = await s.database.db.select().from(identityImages).where(eq(identityImages.userId, userId));
    expect(rows.map((r) => r.kind).sort()).toEqual(['back', 'face', 'front']);
    for (const row of rows) {
      expect(row.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(row.storageKey).toMatch(new RegExp(`^identity/${userId}/${row.kind}-`));
    }
    expect((await readdir(path.join(s.uploadsDir, 'identity', userId))).length).toBe(3);
    const actions = (
      await s.database.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(eq(auditLog.userId, userId))
    ).map((r) => r.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'identity.image.uploaded',
        'identity.ocr',
        'identity.face',
        'identity.completed',
      ]),
    );
  });

  it('refuses the front before the back (spec §5)', async () => {
    const { token } = await borrowerWithCurp();
    const early = await front(token);
    expect(early).toMatchObject({
      status: 409,
      code: ERRORS.idBackFirst.code,
      msg: 'Please upload the back of your ID before the front.',
    });
    expect((await front(token, goodPhoto(), { lang: 'es' })).msg).toBe(
      'Sube el reverso de tu identificación antes del frente.',
    );
  });

  it('judges a photo by its bytes: a text file named .jpg, too big, too small, damaged, missing', async () => {
    const { token } = await borrowerWithCurp();
    const text = await s.upload(
      '/user/upload/curp/back',
      { data: Buffer.from('not a photo at all '.repeat(200)), filename: 'id.jpg', contentType: 'image/jpeg' },
      {},
      { token },
    );
    expect(text).toMatchObject({
      status: 400,
      code: ERRORS.imageNotSupported.code,
      msg: 'The ID back photo must be a JPEG, PNG or WebP image.',
      data: { field: 'back' },
    });

    const huge = Buffer.concat([makeJpeg(2000, 1500, 6 * 1024 * 1024)]);
    expect(await back(token, huge)).toMatchObject({
      status: 413,
      code: ERRORS.imageTooLarge.code,
      msg: 'The ID back photo is too large: at most 5 MB and 8192 pixels per side.',
    });

    const small = await back(token, makePng(300, 400), { lang: 'es' });
    expect(small).toMatchObject({
      code: ERRORS.imageTooSmall.code,
      msg: 'La foto del reverso de la identificación es demasiado pequeña para leerse: debe medir al menos 320 × 320 píxeles.',
    });

    const trailing = Buffer.concat([
      makeJpeg(1280, 960),
      Buffer.from('PK\u0003\u0004 a zip after the image'),
    ]);
    expect(await back(token, trailing)).toMatchObject({
      code: ERRORS.imageDamaged.code,
      data: { field: 'back' },
    });

    const none = await s.upload('/user/upload/curp/back', undefined, {}, { token });
    expect(none).toMatchObject({ code: ERRORS.imageMissing.code, msg: 'Please attach the ID back photo.' });

    expect(await status(token)).toMatchObject({ back: null });
  });

  it('needs a session for every identity call', async () => {
    expect((await back('')).code).toBe(ERRORS.notLoggedIn.code);
    expect((await s.call('GET', '/user/identity', {})).code).toBe(ERRORS.notLoggedIn.code);
    expect((await ocr('not-a-token')).code).toBe(ERRORS.tokenInvalid.code);
  });

  it('refuses OCR before both sides are in, and in Mexico before a CURP is on file', async () => {
    const { token, userId } = await borrowerWithCurp(null);
    expect((await ocr(token)).code).toBe(ERRORS.idBackMissing.code);
    await back(token);
    expect((await ocr(token)).code).toBe(ERRORS.idFrontMissing.code);
    await front(token);
    expect(await ocr(token)).toMatchObject({
      code: ERRORS.personalInfoFirst.code,
      msg: 'Please complete your personal information first.',
    });
    await putProfile(s, userId, TEST_CURP);
    expect((await ocr(token)).code).toBe(0);
  });

  it('refuses to finish before every photo and a passed OCR', async () => {
    const { token } = await borrowerWithCurp();
    expect((await finish(token)).code).toBe(ERRORS.idBackMissing.code);
    await back(token);
    expect((await finish(token)).code).toBe(ERRORS.idFrontMissing.code);
    await front(token);
    expect((await finish(token)).code).toBe(ERRORS.faceMissing.code);
    await face(token);
    expect(await finish(token)).toMatchObject({
      code: ERRORS.ocrPending.code,
      msg: 'Please complete the ID recognition first.',
    });
    await ocr(token);
    expect((await finish(token)).data.completed).toBe(true);
  });

  it('takes the face before the front and matches it when finishing', async () => {
    const { token } = await borrowerWithCurp();
    const early = await face(token);
    expect(early).toMatchObject({ code: 0, data: { face: { format: 'png' }, faceMatch: 'pending' } });
    await back(token);
    await front(token);
    await ocr(token);
    expect((await status(token)).faceMatch).toBe('pending');
    expect((await finish(token)).data).toMatchObject({ completed: true, faceMatch: 'passed' });
  });

  it('refuses an OCR whose CURP is not the one in personal info', async () => {
    const { token, userId } = await borrowerWithCurp();
    await back(token);
    await front(token);
    expect((await ocr(token)).code).toBe(0);
    await face(token);

    // The borrower changes the CURP in personal info: the card still shows the first one.
    await putProfile(s, userId, 'LOPE851120MDFPRR08');
    const mismatch = await ocr(token);
    expect(mismatch).toMatchObject({
      status: 409,
      code: ERRORS.idMismatch.code,
      msg: 'Identity info error: the CURP on your ID does not match the one in your personal information.',
    });
    expect((await status(token)).ocr).toBe('failed');
    expect((await finish(token)).code).toBe(ERRORS.ocrPending.code);

    // A new photo of the right card reads the CURP on file.
    await front(token, goodPhoto(22));
    expect((await ocr(token)).data.read.idNumber).toBe('LOPE851120MDFPRR08');
    await putProfile(s, userId, TEST_CURP);
    expect((await finish(token)).code).toBe(ERRORS.idMismatch.code);
  });

  it('answers the spec §8 messages for photos the provider cannot read', async () => {
    const { token } = await borrowerWithCurp();
    await back(token);
    await front(token, blankPhoto());
    expect(await ocr(token)).toMatchObject({
      status: 400,
      code: ERRORS.idFrontUnreadable.code,
      msg: 'ID card front failed to identify',
    });

    await front(token);
    await back(token, blankPhoto());
    expect(await ocr(token)).toMatchObject({ code: ERRORS.ocrFailed.code, msg: 'OCR identification failed' });
    expect((await ocr(token, { lang: 'es' })).msg).toBe('Falló la identificación OCR');

    const blankFace = await face(token, blankPhoto());
    expect(blankFace).toMatchObject({ code: ERRORS.faceFailed.code, msg: 'Face recognition failed' });
    expect((await status(token)).faceMatch).toBe('failed');

    const sameAsCard = await face(token, goodPhoto(2));
    expect(sameAsCard.code).toBe(ERRORS.faceFailed.code);

    expect((await face(token)).data.faceMatch).toBe('passed');
  });

  it('replaces a photo on re-upload, makes its checks pending again, and removes the old file', async () => {
    const { token, userId } = await borrowerWithCurp();
    await back(token);
    await front(token);
    await face(token);
    await ocr(token);
    expect((await finish(token)).data.completed).toBe(true);

    const again = await front(token, goodPhoto(44));
    expect(again.data).toMatchObject({
      ocr: 'pending',
      faceMatch: 'pending',
      completed: false,
      completedAt: null,
    });
    const dir = path.join(s.uploadsDir, 'identity', userId);
    expect((await readdir(dir)).filter((f) => f.startsWith('front-'))).toHaveLength(2);
    // The tick removes replaced files (a tester's /dev/clock/advance runs it at once).
    await s.app.inject({ method: 'POST', url: '/dev/clock/advance', payload: { minutes: 1 } });
    expect((await readdir(dir)).filter((f) => f.startsWith('front-'))).toHaveLength(1);

    await ocr(token);
    const done = await finish(token);
    expect(done.data).toMatchObject({ completed: true, faceMatch: 'passed' });
  });

  it("keeps each borrower's photos to themselves", async () => {
    const a = await borrowerWithCurp();
    const b = await borrowerWithCurp();
    await back(a.token);
    await front(a.token);
    expect(await status(b.token)).toMatchObject({ back: null, front: null });
    expect((await ocr(b.token)).code).toBe(ERRORS.idBackMissing.code);
    expect((await front(b.token)).code).toBe(ERRORS.idBackFirst.code);
    await back(b.token, goodPhoto(99));
    const rows = await s.database.db
      .select()
      .from(identityImages)
      .where(and(eq(identityImages.userId, a.userId), eq(identityImages.kind, 'back')));
    expect(rows[0]?.sha256).not.toBe(
      (await s.database.db.select().from(identityImages).where(eq(identityImages.userId, b.userId)))[0]
        ?.sha256,
    );
    expect((await status(a.token)).back).not.toBeNull();
  });

  it('reads a Nigerian card: the NIN on file, or one from the card', async () => {
    const packageName = 'com.puente.naija';
    const mobile = `803${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`.replace(/0000$/, '1234');
    const { token, userId } = await s.newBorrower({ mobile, packageName });
    const o = { packageName };
    await back(token, goodPhoto(5), o);
    await front(token, goodPhoto(6), o);
    const read = await ocr(token, o);
    expect(read).toMatchObject({ code: 0, data: { read: { idType: 'NIN', firstName: 'SANDBOX' } } });
    expect(read.data.read.idNumber).toMatch(/^\d{11}$/);

    await putProfile(
      s,
      userId,
      '12345678901',
      { firstName: 'Chidi', lastName: 'Okeke', birthday: '1992-03-04' },
      'NG',
    );
    await front(token, goodPhoto(7), o);
    expect((await ocr(token, o)).data.read).toMatchObject({
      idNumber: '12345678901',
      firstName: 'CHIDI',
      birthday: '1992-03-04',
    });
  });
});

describe('identity without a configured provider (production mode)', () => {
  let s: TestService;
  beforeAll(async () => {
    s = await startTestService('pglite', { kycProvider: 'none' });
  });
  afterAll(() => s.close());

  it('stores the photos, answers "unavailable" for the checks, and leaves them pending', async () => {
    const { token, userId } = await s.newBorrower();
    await putProfile(s, userId, TEST_CURP);
    await s.upload('/user/upload/curp/back', { data: goodPhoto(1) }, {}, { token });
    await s.upload('/user/upload/curp/front', { data: goodPhoto(2) }, {}, { token });
    const withFace = await s.upload('/user/saveFaceImage', { data: goodPhoto(3) }, {}, { token });
    expect(withFace).toMatchObject({ code: 0, data: { faceMatch: 'pending' } });
    expect(await s.call('POST', '/user/curp/ocr', {}, { token })).toMatchObject({
      status: 502,
      code: ERRORS.kycUnavailable.code,
    });
    expect((await s.call('GET', '/user/identity', {}, { token })).data.ocr).toBe('pending');
  });
});
