import { ERRORS, ORDER_STATUS } from '@puente/domain';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankAccounts, identityChecks, loanOrders, userProfiles } from '../../db/schema.ts';
import { standinRecords } from '../../sandbox/sandbox-schema.ts';
import { goodPhoto } from '../../testing/images.ts';
import { advanceMinutes } from '../../testing/loan-fixtures.ts';
import { NAIJA, onboardedNgBorrower } from '../../testing/nigeria-fixtures.ts';
import { NG_BASIC } from '../../testing/profile-fixtures.ts';
import { startTestService, type TestService } from '../../testing/test-service.ts';
import { uniqueDigits11 } from '../../testing/unique-ids.ts';

/** The sandbox's Smile ID stand-in, mounted in the test service (decision 050). */
const OUTAGE = '/dev/smileid/sandbox/outage';

describe('identity in Nigeria: the BVN at the ID authority, through the Smile ID stand-in', () => {
  let s: TestService;
  beforeAll(async () => {
    s = await startTestService('pglite', { loanReviewDelayMs: 600_000 });
  });
  afterAll(() => s.close());

  let seed = 800;
  let phone = 0;
  /** A Nigerian borrower with personal info saved (their own BVN unless given) and both card photos. */
  const borrower = async (basic: Record<string, unknown> = {}) => {
    phone += 1;
    const mobile = `0803${String(4_000_000 + phone * 7 + (Date.now() % 1_000_000)).padStart(7, '0')}`.replace(
      /0000$/,
      '1234',
    );
    const ip = `10.91.${phone % 250}.${1 + (phone % 250)}`;
    const b = await s.newBorrower({ ...NAIJA, mobile, ip });
    const o = { ...NAIJA, token: b.token, ip };
    const info = { ...NG_BASIC, bvn: uniqueDigits11(), ...basic };
    expect((await s.call('POST', '/user/saveBasicInfo-market', info, o)).code).toBe(0);
    seed += 3;
    await s.upload('/user/upload/curp/back', { data: goodPhoto(seed) }, {}, o);
    await s.upload('/user/upload/curp/front', { data: goodPhoto(seed + 1) }, {}, o);
    return { ...b, o, info };
  };
  const ocr = (o: Record<string, string>, lang: 'en' | 'es' = 'en') =>
    s.call('POST', '/user/curp/ocr', {}, { ...o, lang });
  const saveInfo = (o: Record<string, string>, info: Record<string, unknown>) =>
    s.call('POST', '/user/saveBasicInfo-market', info, o);
  /** Enhanced KYC jobs the stand-in took for a borrower (its records: one per job id). */
  const lookupsOf = async (userId: string) =>
    (
      await s.database.db
        .select()
        .from(standinRecords)
        .where(
          and(
            eq(standinRecords.provider, 'smileid'),
            eq(standinRecords.kind, 'job'),
            like(standinRecords.key, `${userId}:%`),
          ),
        )
    ).length;
  const kept = async (userId: string) =>
    ((await s.database.db.select().from(identityChecks).where(eq(identityChecks.userId, userId)))[0]
      ?.ocrFields ?? null) as { bvn?: Record<string, unknown> } | null;

  it('passes when the BVN is registered under the name and birth date typed, and keeps its record', async () => {
    const b = await borrower();
    expect(await ocr(b.o)).toMatchObject({ code: 0, data: { status: { ocr: 'passed' } } });
    expect((await kept(b.userId))?.bvn).toEqual({
      idType: 'BVN',
      idNumber: b.info.bvn,
      fullName: 'ADAEZE OKAFOR',
      birthDate: NG_BASIC.birthday,
      verifiedName: { firstName: 'Adaeze', lastName: 'Okafor' },
    });
  });

  it('refuses a BVN the ID authority does not know, in English and Spanish', async () => {
    const b = await borrower({ bvn: `0000${String(Date.now()).slice(-7)}` });
    expect(await ocr(b.o)).toMatchObject({
      status: 409,
      code: ERRORS.bvnNotFound.code,
      msg: 'No record was found for the BVN in your personal information. Please check it.',
    });
    expect((await ocr(b.o, 'es')).msg).toBe(
      'No se encontró ningún registro del BVN de tu información personal. Revísalo.',
    );
  });

  it('refuses a name the BVN is not registered under, naming the field, and passes once it is corrected', async () => {
    const b = await borrower();
    expect((await ocr(b.o)).code).toBe(0);
    expect((await saveInfo(b.o, { ...b.info, firstName: 'Ngozi' })).code).toBe(0);
    expect(await ocr(b.o)).toMatchObject({
      status: 409,
      code: ERRORS.bvnNameMismatch.code,
      msg: 'Identity info error: the name registered for your BVN does not match the name in your personal information.',
    });
    expect((await ocr(b.o, 'es')).msg).toBe(
      'Error en los datos de identidad: el nombre registrado para tu BVN no coincide con el nombre de tu información personal.',
    );
    expect((await s.call('GET', '/user/identity', {}, b.o)).data.ocr).toBe('failed');
    // Word order and case are the register's business: "OKAFOR ADAEZE" is still Adaeze Okafor.
    expect((await saveInfo(b.o, { ...b.info, firstName: 'adaeze', lastName: 'OKAFOR' })).code).toBe(0);
    expect((await ocr(b.o)).code).toBe(0);
    // Four readings of the card, one lookup: the record kept is compared again, not paid for again.
    expect(await lookupsOf(b.userId)).toBe(1);
  });

  it('refuses a birth date the BVN is not registered with', async () => {
    const b = await borrower();
    expect((await ocr(b.o)).code).toBe(0);
    expect((await saveInfo(b.o, { ...b.info, birthday: '1961-02-03' })).code).toBe(0);
    expect(await ocr(b.o)).toMatchObject({
      status: 409,
      code: ERRORS.bvnBirthDateMismatch.code,
      msg: 'Identity info error: the date of birth registered for your BVN does not match the one in your personal information.',
    });
  });

  it('refuses to finish when personal info changed after the BVN was verified', async () => {
    const b = await borrower();
    await s.upload('/user/saveFaceImage', { data: goodPhoto(seed + 2) }, {}, b.o);
    expect((await ocr(b.o)).code).toBe(0);
    expect((await saveInfo(b.o, { ...b.info, lastName: 'Eze' })).code).toBe(0);
    expect((await s.call('POST', '/user/finishUploadAllImg', {}, b.o)).code).toBe(
      ERRORS.bvnNameMismatch.code,
    );
    // Another BVN typed since: the card is read (and the BVN verified) again first.
    expect((await saveInfo(b.o, { ...b.info, bvn: uniqueDigits11() })).code).toBe(0);
    expect((await s.call('POST', '/user/finishUploadAllImg', {}, b.o)).code).toBe(ERRORS.ocrPending.code);
    expect((await ocr(b.o)).code).toBe(0);
    expect((await s.call('POST', '/user/finishUploadAllImg', {}, b.o)).data.completed).toBe(true);
  });

  it('tells the borrower to try later while Smile ID is down, loses nothing, and passes on the retry', async () => {
    const b = await borrower();
    await s.app.inject({ method: 'POST', url: OUTAGE, payload: { down: true } });
    try {
      const face = await s.upload('/user/saveFaceImage', { data: goodPhoto(seed + 2) }, {}, b.o);
      expect(face).toMatchObject({ code: 0, data: { faceMatch: 'pending' } });
      expect(await ocr(b.o)).toMatchObject({
        status: 502,
        code: ERRORS.kycUnavailable.code,
        msg: 'Identity verification is unavailable right now. Please try again later.',
      });
      expect((await s.call('GET', '/user/identity', {}, b.o)).data).toMatchObject({
        back: expect.any(Object),
        front: expect.any(Object),
        face: expect.any(Object),
        ocr: 'pending',
      });
    } finally {
      await s.app.inject({ method: 'POST', url: OUTAGE, payload: { down: false } });
    }
    expect((await ocr(b.o)).code).toBe(0);
    expect((await s.call('POST', '/user/finishUploadAllImg', {}, b.o)).data).toMatchObject({
      completed: true,
    });
  });

  it('compares the selfie with the BVN’s registered photo at Smile ID (Biometric KYC)', async () => {
    const b = await borrower();
    // The card's front offered as the selfie: Smile ID's sandbox finds no match.
    const same = await s.upload('/user/saveFaceImage', { data: goodPhoto(seed + 1) }, {}, b.o);
    expect(same.code).toBe(ERRORS.faceFailed.code);
    expect((await s.call('GET', '/user/identity', {}, b.o)).data.faceMatch).toBe('failed');
    expect(await lookupsOf(b.userId)).toBe(1);
    const own = await s.upload('/user/saveFaceImage', { data: goodPhoto(seed + 2) }, {}, b.o);
    expect(own).toMatchObject({ code: 0, data: { faceMatch: 'passed' } });
    expect(await lookupsOf(b.userId)).toBe(2);
  });

  it('holds for an operator, not refuses, an application whose bank account is not in the BVN’s name', async () => {
    // Personal info names a middle name the BVN's record does not carry: the account is named for it.
    const b = await onboardedNgBorrower(s);
    const [profile] = await s.database.db
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.userId, b.userId));
    await s.database.db
      .update(userProfiles)
      .set({ basic: { ...profile?.basic, middleName: 'Chioma' } })
      .where(eq(userProfiles.userId, b.userId));
    await s.database.db
      .update(bankAccounts)
      .set({ bankHolderName: 'CHIOMA OKAFOR' })
      .where(and(eq(bankAccounts.userId, b.userId), eq(bankAccounts.primary, true)));
    const applied = await s.call(
      'POST',
      '/loan/loan-order/apply-market',
      { productId: 'ng-91', loanAmount: 10_000 },
      { ...NAIJA, token: b.token },
    );
    expect(applied.code, applied.msg).toBe(0);
    await advanceMinutes(s, 11);
    const [order] = await s.database.db
      .select()
      .from(loanOrders)
      .where(eq(loanOrders.orderNo, applied.data.orderNo as string));
    expect(order).toMatchObject({ status: ORDER_STATUS.Applying, decidedAt: null });
    expect(order?.heldAt).toBeInstanceOf(Date);
    expect(order?.decision?.signals.find((signal) => signal.rule === 'accountName')).toMatchObject({
      fired: true,
      text: {
        en: 'The account may be someone else’s: the bank’s name for the account “CHIOMA OKAFOR” does not match “Adaeze Okafor”',
      },
    });
  }, 60_000);

  it('tells the app that Nigerian identity checks run, so it offers Apply', async () => {
    expect((await s.call('GET', '/app-download/getAddress', {}, NAIJA)).data.identityChecks).toBe(true);
  });
});

describe('Nigerian identity checks not configured', () => {
  let s: TestService;
  beforeAll(async () => {
    s = await startTestService('pglite', { kycProvider: 'none' });
  });
  afterAll(() => s.close());

  it('tells the Nigerian app, so it offers no Apply', async () => {
    expect((await s.call('GET', '/app-download/getAddress', {}, NAIJA)).data.identityChecks).toBe(false);
  });
});
