import { ERRORS } from '@puente/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { identityChecks, identityClaims } from '../../db/schema.ts';
import { type RunningStandIns, serveStandIns } from '../../sandbox/standins/serve-standins.ts';
import { SMILE_ID_OUTAGE_PATH, smileIdStandIn } from '../../sandbox/standins/smileid/smileid-standin.ts';
import { Secret } from '../../settings/secret.ts';
import { blankPhoto, goodPhoto } from '../../testing/images.ts';
import { NAIJA } from '../../testing/nigeria-fixtures.ts';
import { NG_BASIC } from '../../testing/profile-fixtures.ts';
import { startTestService, type TestService } from '../../testing/test-service.ts';
import { uniqueDigits11 } from '../../testing/unique-ids.ts';
import type { SmsProvider } from '../sms/sms-provider.ts';

const PARTNER = '2';
const KEY = '0b2c6a63-2f4e-4a9c-9c41-7a3f2d6c1e55';

/**
 * SANDBOX=false, MARKETS=NG, SMILE_ID_* pointing at the Smile ID stand-in on its own port
 * (decision 050): the card's photos pass our own checks, the BVN's record and the selfie come from
 * Smile ID over HTTP, and nothing of the sandbox's in-process KYC is involved.
 */
describe('Nigerian identity in production mode, through Smile ID alone', () => {
  let s: TestService;
  let running: RunningStandIns;
  const codes = new Map<string, string>();

  beforeAll(async () => {
    running = await serveStandIns([smileIdStandIn({ partnerId: PARTNER, apiKey: KEY, delayMs: 0 })], {
      host: '127.0.0.1',
      ports: { smileid: 0 },
      notifyUrl: 'http://127.0.0.1:9',
    });
    // Production sends codes through a real gateway: this one keeps them for the test to type.
    const sms: SmsProvider = { send: async (m) => void codes.set(m.e164.slice(-10), m.code) };
    s = await startTestService(
      'pglite',
      {
        sandbox: false,
        secretKey: 'test-secret-for-production-mode',
        markets: ['NG'],
        smileId: { partnerId: PARTNER, apiKey: new Secret(KEY), baseUrl: running.urls.smileid as string },
      },
      { sms },
    );
  });
  afterAll(async () => {
    await s?.close();
    await running?.close();
  });

  let n = 0;
  /** A Nigerian borrower registered with a code sent by SMS, personal info saved, both card photos up. */
  const borrower = async (basic: Record<string, unknown> = {}, photos?: { back: Buffer; front: Buffer }) => {
    n += 1;
    const mobile = `0803${String(5_100_000 + n * 13 + (Date.now() % 100_000)).padStart(7, '0')}`;
    const ip = `10.93.${n % 250}.${1 + (n % 250)}`;
    const asked = await s.call(
      'POST',
      '/security/getVerifyCode',
      { mobile, channel: 'sms' },
      { ...NAIJA, ip },
    );
    expect(asked.code, asked.msg).toBe(0);
    // Sent as the request is answered or just after: waited for, not slept on.
    const code = await vi.waitFor(() => {
      const sent = codes.get(mobile.slice(-10));
      if (!sent) throw new Error(`no code sent to ${mobile} yet`);
      return sent;
    });
    const registered = await s.call('POST', '/security/register', { mobile, code }, { ...NAIJA, ip });
    expect(registered.code, registered.msg).toBe(0);
    const o = { ...NAIJA, token: registered.data.token as string, ip };
    const info = { ...NG_BASIC, bvn: uniqueDigits11(), ...basic };
    const saved = await s.call('POST', '/user/saveBasicInfo-market', info, o);
    expect(saved.code, saved.msg).toBe(0);
    const card = 300 + n * 5;
    await s.upload('/user/upload/curp/back', { data: photos?.back ?? goodPhoto(card) }, {}, o);
    await s.upload('/user/upload/curp/front', { data: photos?.front ?? goodPhoto(card + 1) }, {}, o);
    return { userId: registered.data.userId as string, o, info, selfie: goodPhoto(card + 2) };
  };
  const ocr = (o: Record<string, string>) => s.call('POST', '/user/curp/ocr', {}, o);
  const finish = (o: Record<string, string>) => s.call('POST', '/user/finishUploadAllImg', {}, o);
  const outage = (down: boolean) =>
    fetch(`${running.urls.smileid}${SMILE_ID_OUTAGE_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ down }),
    });

  it('has no /dev/smileid: its client reaches the stand-in on its own port', async () => {
    const mounted = await s.app.inject({ method: 'POST', url: '/dev/smileid/id_verification', payload: {} });
    expect(mounted.statusCode).toBe(404);
  });

  it('completes identity: card photos checked, BVN verified and selfie matched at Smile ID', async () => {
    const b = await borrower();
    const face = await s.upload('/user/saveFaceImage', { data: b.selfie }, {}, b.o);
    expect(face).toMatchObject({ code: 0, data: { faceMatch: 'passed' } });
    const read = await ocr(b.o);
    expect(read.code, read.msg).toBe(0);
    // Nothing is "read" that the borrower did not give: no NIN typed, none answered or claimed.
    expect(read.data.read).toEqual({
      idType: 'NIN',
      idNumber: '',
      firstName: 'ADAEZE',
      middleName: null,
      lastName: 'OKAFOR',
      birthday: NG_BASIC.birthday,
      gender: null,
    });
    const [checks] = await s.database.db
      .select()
      .from(identityChecks)
      .where(eq(identityChecks.userId, b.userId));
    expect((checks?.ocrFields as { bvn?: unknown } | undefined)?.bvn).toEqual({
      idType: 'BVN',
      idNumber: b.info.bvn,
      fullName: 'ADAEZE OKAFOR',
      birthDate: NG_BASIC.birthday,
      verifiedName: { firstName: 'Adaeze', lastName: 'Okafor' },
    });
    const ninClaims = await s.database.db
      .select()
      .from(identityClaims)
      .where(eq(identityClaims.userId, b.userId));
    expect(ninClaims.map((c) => c.kind)).not.toContain('NIN');
    expect(await finish(b.o)).toMatchObject({ code: 0, data: { completed: true } });
  });

  it('refuses card photos that cannot be a card: a blank front, the same photo twice', async () => {
    const blank = await borrower({}, { back: goodPhoto(901), front: blankPhoto() });
    expect((await ocr(blank.o)).code).toBe(ERRORS.idFrontUnreadable.code);
    const twice = await borrower({}, { back: goodPhoto(903), front: goodPhoto(903) });
    expect((await ocr(twice.o)).code).toBe(ERRORS.ocrFailed.code);
  });

  it('refuses a BVN the ID authority does not know', async () => {
    const b = await borrower({ bvn: `0000${String(Date.now()).slice(-7)}` });
    expect(await ocr(b.o)).toMatchObject({ status: 409, code: ERRORS.bvnNotFound.code });
    expect((await finish(b.o)).code).not.toBe(0);
  });

  it('refuses a name the BVN is not registered under', async () => {
    const b = await borrower();
    expect((await ocr(b.o)).code).toBe(0);
    expect(
      (await s.call('POST', '/user/saveBasicInfo-market', { ...b.info, firstName: 'Ngozi' }, b.o)).code,
    ).toBe(0);
    expect(await ocr(b.o)).toMatchObject({ status: 409, code: ERRORS.bvnNameMismatch.code });
    expect((await s.call('GET', '/user/identity', {}, b.o)).data.ocr).toBe('failed');
  });

  it('tells the borrower to try later while Smile ID is down, and passes on the retry', async () => {
    const b = await borrower();
    expect((await outage(true)).status).toBe(200);
    try {
      const face = await s.upload('/user/saveFaceImage', { data: b.selfie }, {}, b.o);
      expect(face).toMatchObject({ code: 0, data: { faceMatch: 'pending' } });
      expect(await ocr(b.o)).toMatchObject({ status: 502, code: ERRORS.kycUnavailable.code });
      expect((await finish(b.o)).code).toBe(ERRORS.ocrPending.code);
    } finally {
      await outage(false);
    }
    expect((await ocr(b.o)).code).toBe(0);
    expect(await finish(b.o)).toMatchObject({ code: 0, data: { completed: true } });
  });
});
