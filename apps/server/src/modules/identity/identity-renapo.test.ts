import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { ERRORS } from '@puente/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodPhoto } from '../../testing/images.ts';
import { putProfile, TEST_CURP } from '../../testing/onboarding-fixtures.ts';
import { startTestService, type TestService } from '../../testing/test-service.ts';

/** The sandbox's Tu Identidad stand-in, mounted in the test service (decision 043). */
const OUTAGE = '/dev/tuidentidad/sandbox/outage';

describe('identity in Mexico: RENAPO and the provider, through the Tu Identidad stand-in', () => {
  let s: TestService;
  beforeAll(async () => {
    s = await startTestService('pglite');
  });
  afterAll(() => s.close());

  let seed = 600;
  const photos = async (token: string) => {
    seed += 3;
    await s.upload('/user/upload/curp/back', { data: goodPhoto(seed) }, {}, { token });
    await s.upload('/user/upload/curp/front', { data: goodPhoto(seed + 1) }, {}, { token });
  };
  const ocr = (token: string, lang: 'en' | 'es' = 'en') =>
    s.call('POST', '/user/curp/ocr', {}, { token, lang });
  const status = async (token: string) => (await s.call('GET', '/user/identity', {}, { token })).data;
  const ana = { firstName: 'Ana', lastName: 'Gómez', birthday: '1990-05-14' };

  it('passes when RENAPO has the CURP under the name and birth date typed', async () => {
    const { token, userId } = await s.newBorrower();
    await putProfile(s, userId, TEST_CURP, ana);
    await photos(token);
    expect(await ocr(token)).toMatchObject({ code: 0, data: { status: { ocr: 'passed' } } });
  });

  it('refuses a name RENAPO does not have for the CURP, saying so in English and Spanish', async () => {
    const { token, userId } = await s.newBorrower();
    await putProfile(s, userId, TEST_CURP, ana);
    await photos(token);
    expect((await ocr(token)).code).toBe(0);

    await putProfile(s, userId, TEST_CURP, { ...ana, firstName: 'Beatriz' });
    expect(await ocr(token)).toMatchObject({
      status: 409,
      code: ERRORS.renapoNameMismatch.code,
      msg: 'Identity info error: the name RENAPO has for your CURP does not match the one in your personal information.',
    });
    expect((await ocr(token, 'es')).msg).toBe(
      'Error en los datos de identidad: el nombre que RENAPO tiene para tu CURP no coincide con el de tu información personal.',
    );
    expect((await status(token)).ocr).toBe('failed');
  });

  it('refuses a birth date RENAPO does not have for the CURP', async () => {
    const { token, userId } = await s.newBorrower();
    await putProfile(s, userId, TEST_CURP, { ...ana, birthday: '1991-02-03' });
    await photos(token);
    expect(await ocr(token)).toMatchObject({
      code: ERRORS.renapoBirthDateMismatch.code,
      msg: 'Identity info error: the birth date RENAPO has for your CURP does not match the one in your personal information.',
    });
  });

  it('refuses a CURP RENAPO does not know', async () => {
    const { token, userId } = await s.newBorrower();
    await putProfile(s, userId, 'NOEX900514HDFRRN00', ana);
    await photos(token);
    expect(await ocr(token, 'es')).toMatchObject({
      code: ERRORS.curpNotFound.code,
      msg: 'RENAPO no tiene registro del CURP de tu información personal. Revísalo.',
    });
  });

  it('refuses to finish when personal info no longer agrees with RENAPO after a passed check', async () => {
    const { token, userId } = await s.newBorrower();
    await putProfile(s, userId, TEST_CURP, ana);
    await photos(token);
    await s.upload('/user/saveFaceImage', { data: goodPhoto(seed + 2) }, {}, { token });
    expect((await ocr(token)).code).toBe(0);
    await putProfile(s, userId, TEST_CURP, { ...ana, lastName: 'Herrera' });
    expect((await s.call('POST', '/user/finishUploadAllImg', {}, { token })).code).toBe(
      ERRORS.renapoNameMismatch.code,
    );
    await putProfile(s, userId, TEST_CURP, ana);
    expect((await s.call('POST', '/user/finishUploadAllImg', {}, { token })).data.completed).toBe(true);
  });

  it('tells the borrower to try later while the provider is down, and loses nothing', async () => {
    const { token, userId } = await s.newBorrower();
    await putProfile(s, userId, TEST_CURP, ana);
    await photos(token);
    await s.app.inject({ method: 'POST', url: OUTAGE, payload: { down: true } });
    try {
      expect(await ocr(token)).toMatchObject({
        status: 502,
        code: ERRORS.kycUnavailable.code,
        msg: 'Identity verification is unavailable right now. Please try again later.',
      });
      const face = await s.upload('/user/saveFaceImage', { data: goodPhoto(seed + 2) }, {}, { token });
      expect(face).toMatchObject({ code: 0, data: { faceMatch: 'pending' } });
      expect(await status(token)).toMatchObject({
        back: expect.any(Object),
        front: expect.any(Object),
        face: expect.any(Object),
        ocr: 'pending',
      });
      expect((await readdir(path.join(s.uploadsDir, 'identity', userId))).length).toBe(3);
    } finally {
      await s.app.inject({ method: 'POST', url: OUTAGE, payload: { down: false } });
    }
    expect((await ocr(token)).code).toBe(0);
    expect((await s.call('POST', '/user/finishUploadAllImg', {}, { token })).data).toMatchObject({
      completed: true,
      faceMatch: 'passed',
    });
  });

  it('tells the app that identity checks run, so it offers Apply', async () => {
    expect((await s.call('GET', '/app-download/getAddress', {})).data.identityChecks).toBe(true);
  });
});

describe('identity checks not configured', () => {
  let s: TestService;
  beforeAll(async () => {
    s = await startTestService('pglite', { kycProvider: 'none' });
  });
  afterAll(() => s.close());

  it('tells the app, so it offers no Apply', async () => {
    expect((await s.call('GET', '/app-download/getAddress', {})).data.identityChecks).toBe(false);
  });
});
