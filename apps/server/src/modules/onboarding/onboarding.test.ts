import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { CONSENT_TEXT_VERSION, ERRORS } from '@puente/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  auditLog,
  collectedData,
  consents,
  fileDeletions,
  identityChecks,
  identityImages,
  onboarding,
  userProfiles,
} from '../../db/schema.ts';
import { describeEngines } from '../../testing/describe-engines.ts';
import { goodPhoto } from '../../testing/images.ts';
import { putProfile, TEST_CURP } from '../../testing/onboarding-fixtures.ts';
import { completeProfileSteps } from '../../testing/profile-fixtures.ts';
import { ENGINES } from '../../testing/test-database.ts';
import { startTestService, type TestService } from '../../testing/test-service.ts';

describeEngines(ENGINES)('submission and the one-week deletion on %s', (engine) => {
  let s: TestService;
  beforeAll(async () => {
    s = await startTestService(engine);
  });
  afterAll(() => s.close());

  async function verified(o: { submit?: boolean; collect?: boolean } = {}) {
    const b = await s.newBorrower();
    await putProfile(s, b.userId, TEST_CURP);
    const token = b.token;
    await s.upload('/user/upload/curp/back', { data: goodPhoto(1) }, {}, { token });
    await s.upload('/user/upload/curp/front', { data: goodPhoto(2) }, {}, { token });
    await s.upload('/user/saveFaceImage', { data: goodPhoto(3) }, {}, { token });
    await s.call('POST', '/user/curp/ocr', {}, { token });
    if (o.collect) {
      await s.call(
        'POST',
        '/user/consent',
        { granted: ['camera', 'contacts'], textVersion: CONSENT_TEXT_VERSION },
        { token },
      );
      await s.call(
        'POST',
        '/time/upload/contact',
        { contacts: [{ name: 'Ana', phones: ['5511111111'] }] },
        { token },
      );
    }
    if (o.submit) {
      await completeProfileSteps(s, b);
      expect((await s.call('POST', '/user/finishUploadAllImg', {}, { token })).code).toBe(0);
      expect((await s.call('POST', '/user/submit', {}, { token })).code).toBe(0);
    }
    return b;
  }

  const rowsOf = async (userId: string) => ({
    profile: (await s.database.db.select().from(userProfiles).where(eq(userProfiles.userId, userId))).length,
    images: (await s.database.db.select().from(identityImages).where(eq(identityImages.userId, userId)))
      .length,
    checks: (await s.database.db.select().from(identityChecks).where(eq(identityChecks.userId, userId)))
      .length,
    collected: (await s.database.db.select().from(collectedData).where(eq(collectedData.userId, userId)))
      .length,
    onboarding: (await s.database.db.select().from(onboarding).where(eq(onboarding.userId, userId))).length,
  });

  it('refuses to submit until the identity step is complete, then keeps the first submission', async () => {
    const { token } = await s.newBorrower();
    expect(await s.call('POST', '/user/submit', {}, { token })).toMatchObject({
      status: 409,
      code: ERRORS.idBackMissing.code,
    });

    const b = await verified();
    expect((await s.call('POST', '/user/submit', {}, { token: b.token })).code).toBe(
      ERRORS.identityIncomplete.code,
    );
    expect((await s.call('POST', '/user/finishUploadAllImg', {}, { token: b.token })).code).toBe(0);
    expect((await s.call('POST', '/user/submit', {}, { token: b.token })).code).toBe(
      ERRORS.stepNotReady.code,
    );
    await completeProfileSteps(s, b);
    const before = await s.call('GET', '/user/profile', {}, { token: b.token });
    expect(before.data).toMatchObject({ nextStep: 'review', submittedAt: null });
    const submitting = s.clock.now().getTime();
    const submitted = await s.call('POST', '/user/submit', {}, { token: b.token });
    expect(submitted).toMatchObject({ code: 0, data: { submittedAt: expect.any(String) } });
    expect((await s.call('POST', '/user/submit', {}, { token: b.token })).data).toEqual(submitted.data);
    // The profile tells when, the very time the first submission answered.
    const after = await s.call('GET', '/user/profile', {}, { token: b.token });
    expect(after.data.submittedAt).toBe(submitted.data.submittedAt);
    expect(Date.parse(after.data.submittedAt)).toBeGreaterThanOrEqual(submitting);
    expect(Date.parse(after.data.submittedAt)).toBeLessThanOrEqual(s.clock.now().getTime());

    const change = await s.upload('/user/upload/curp/back', { data: goodPhoto(8) }, {}, { token: b.token });
    expect(change).toMatchObject({
      code: ERRORS.alreadySubmitted.code,
      msg: 'Your information has been submitted and can no longer be changed.',
    });
    expect((await s.call('POST', '/user/curp/ocr', {}, { token: b.token })).code).toBe(
      ERRORS.alreadySubmitted.code,
    );
  });

  it('refuses to submit when the CURP on file no longer matches the card', async () => {
    const b = await verified();
    expect((await s.call('POST', '/user/finishUploadAllImg', {}, { token: b.token })).code).toBe(0);
    await putProfile(s, b.userId, 'LOPE851120MDFPRR08');
    expect((await s.call('POST', '/user/submit', {}, { token: b.token })).code).toBe(ERRORS.idMismatch.code);
  });

  it('deletes the onboarding data of borrowers who never submitted, a week after their last activity', async () => {
    const idle = await verified({ collect: true });
    const done = await verified({ submit: true, collect: true });
    const busy = await verified({ collect: true });
    // Personal info saved by a step that does not record activity itself still counts.
    const profileOnly = await s.newBorrower();
    await putProfile(s, profileOnly.userId, TEST_CURP);

    await s.advanceDays(6);
    expect(await rowsOf(idle.userId)).toEqual({
      profile: 1,
      images: 3,
      checks: 1,
      collected: 1,
      onboarding: 1,
    });
    await s.call('POST', '/time/upload/contact', { contacts: [] }, { token: busy.token });

    await s.advanceDays(2);
    expect(await rowsOf(idle.userId)).toEqual({
      profile: 0,
      images: 0,
      checks: 0,
      collected: 0,
      onboarding: 0,
    });
    expect(await rowsOf(profileOnly.userId)).toMatchObject({ profile: 0 });
    expect(await rowsOf(done.userId)).toEqual({
      profile: 1,
      images: 3,
      checks: 1,
      collected: 1,
      onboarding: 1,
    });
    expect(await rowsOf(busy.userId)).toEqual({
      profile: 1,
      images: 3,
      checks: 1,
      collected: 1,
      onboarding: 1,
    });

    // The files went too, and the consent record stays as the proof of what was allowed.
    await expect(readdir(path.join(s.uploadsDir, 'identity', idle.userId))).resolves.toEqual([]);
    expect(await readdir(path.join(s.uploadsDir, 'identity', done.userId))).toHaveLength(3);
    expect(await s.database.db.select().from(fileDeletions)).toEqual([]);
    expect(await s.database.db.select().from(consents).where(eq(consents.userId, idle.userId))).toHaveLength(
      1,
    );
    const purged = await s.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'onboarding.purged'));
    const purgedIds = purged.map((r) => r.userId);
    expect(purgedIds).toEqual(expect.arrayContaining([idle.userId, profileOnly.userId]));
    expect(purgedIds).not.toContain(done.userId);
    expect(purgedIds).not.toContain(busy.userId);

    // The borrower may start again; the identity step is empty.
    const fresh = await s.call('GET', '/user/identity', {}, { token: idle.token });
    expect(fresh.data).toMatchObject({ back: null, front: null, face: null, completed: false });

    await s.advanceDays(7);
    expect(await rowsOf(busy.userId)).toMatchObject({ profile: 0, images: 0, onboarding: 0 });
    expect(await rowsOf(done.userId)).toMatchObject({ profile: 1, images: 3 });
  });
});
