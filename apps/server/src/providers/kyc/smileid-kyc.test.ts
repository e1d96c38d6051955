import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningStandIns, serveStandIns } from '../../sandbox/standins/serve-standins.ts';
import { SMILE_ID_OUTAGE_PATH, smileIdStandIn } from '../../sandbox/standins/smileid/smileid-standin.ts';
import { blankPhoto, goodPhoto } from '../../testing/images.ts';
import { uniqueDigits11 } from '../../testing/unique-ids.ts';
import { type KycImage, KycUnavailableError, type TypedIdentity } from './kyc-provider.ts';
import { SmileIdKyc } from './smileid-kyc.ts';
import {
  SMILE_ID_DEFAULT_BASE_URL,
  SMILE_ID_PATHS,
  smileIdSignature,
  smileIdSignatureValid,
} from './smileid-protocol.ts';
import { LIBRARY_ENHANCED_KYC_FIELDS, LIBRARY_SIGNATURES } from './smileid-published.ts';

const PARTNER = '2';
const KEY = '0b2c6a63-2f4e-4a9c-9c41-7a3f2d6c1e55';
const ADAEZE: TypedIdentity = {
  curp: null,
  firstName: 'Adaeze',
  middleName: null,
  lastName: 'Okafor',
  birthday: '1990-03-04',
};
const newBvn = () => uniqueDigits11();

describe("Smile ID's signature matches its library's (smile-identity-core 3.2.1)", () => {
  it('computes the library’s signature for each published vector, and accepts only that one', () => {
    for (const v of LIBRARY_SIGNATURES) {
      expect(smileIdSignature(v.partnerId, v.apiKey, v.timestamp)).toBe(v.signature);
      expect(smileIdSignatureValid(v.partnerId, v.apiKey, v.timestamp, v.signature)).toBe(true);
      expect(
        smileIdSignatureValid(v.partnerId, v.apiKey, `${v.timestamp.slice(0, -5)}001Z`, v.signature),
      ).toBe(false);
      expect(smileIdSignatureValid(`${v.partnerId}0`, v.apiKey, v.timestamp, v.signature)).toBe(false);
    }
  });

  it('sends Enhanced KYC the fields the library sends, signed, at the library’s production address', async () => {
    const sent: { url: string; body: Record<string, unknown> }[] = [];
    const wire: typeof fetch = async (input, init) => {
      sent.push({ url: String(input), body: JSON.parse(String(init?.body)) });
      return new Response(JSON.stringify({ ResultCode: '1013', ResultText: 'ID Number Not Found' }), {
        status: 200,
      });
    };
    const now = new Date('2026-11-26T16:30:00.000Z');
    const kyc = new SmileIdKyc({
      partnerId: PARTNER,
      apiKey: KEY,
      baseUrl: SMILE_ID_DEFAULT_BASE_URL,
      fetch: wire,
      now: () => now,
    });
    await kyc.checkNigerianId({ reference: 'u1', idType: 'BVN', idNumber: '22212345678', typed: ADAEZE });
    expect(SMILE_ID_DEFAULT_BASE_URL).toBe(LIBRARY_ENHANCED_KYC_FIELDS.servers[1]);
    const [request] = sent;
    expect(request?.url).toBe(`${LIBRARY_ENHANCED_KYC_FIELDS.servers[1]}${SMILE_ID_PATHS.idVerification}`);
    const allowed = [...LIBRARY_ENHANCED_KYC_FIELDS.always, ...LIBRARY_ENHANCED_KYC_FIELDS.idInfo];
    expect(Object.keys(request?.body ?? {}).filter((key) => !allowed.includes(key as never))).toEqual([]);
    for (const key of LIBRARY_ENHANCED_KYC_FIELDS.always) expect(request?.body).toHaveProperty(key);
    expect(Object.keys(request?.body.partner_params as object).sort()).toEqual(
      [...LIBRARY_ENHANCED_KYC_FIELDS.partnerParams].sort(),
    );
    expect(request?.body).toMatchObject({
      partner_id: PARTNER,
      timestamp: now.toISOString(),
      signature: LIBRARY_SIGNATURES[0].signature,
      country: 'NG',
      id_type: 'BVN',
      id_number: '22212345678',
      first_name: 'Adaeze',
      last_name: 'Okafor',
      dob: '1990-03-04',
      partner_params: { user_id: 'u1', job_type: LIBRARY_ENHANCED_KYC_FIELDS.enhancedKycJobType },
    });
  });
});

describe('Smile ID: our client against the stand-in, over HTTP on its own port', () => {
  let standIns: RunningStandIns;
  let url: string;
  const client = (o: { apiKey?: string; partnerId?: string; timeoutMs?: number } = {}) =>
    new SmileIdKyc({
      partnerId: o.partnerId ?? PARTNER,
      apiKey: o.apiKey ?? KEY,
      baseUrl: url,
      ...(o.timeoutMs ? { timeoutMs: o.timeoutMs } : {}),
    });
  const lookup = (idNumber: string, typed: TypedIdentity = ADAEZE, kyc = client()) =>
    kyc.checkNigerianId({ reference: 'u1', idType: 'BVN', idNumber, typed });
  const outage = (down: boolean) =>
    fetch(`${url}${SMILE_ID_OUTAGE_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ down }),
    });

  beforeAll(async () => {
    standIns = await serveStandIns([smileIdStandIn({ partnerId: PARTNER, apiKey: KEY, delayMs: 0 })], {
      host: '127.0.0.1',
      ports: {},
      notifyUrl: 'http://127.0.0.1:9',
    });
    url = standIns.urls.smileid as string;
  });
  afterAll(() => standIns.close());

  it('answers the ID authority’s record: the name and birth date that first showed the BVN', async () => {
    const bvn = newBvn();
    expect(await lookup(bvn)).toEqual({
      found: true,
      record: { idType: 'BVN', idNumber: bvn, fullName: 'ADAEZE OKAFOR', birthDate: '1990-03-04' },
    });
    // Typed differently later, the registry still holds what it holds.
    expect(await lookup(bvn, { ...ADAEZE, firstName: 'Emeka', birthday: '1985-01-01' })).toMatchObject({
      found: true,
      record: { fullName: 'ADAEZE OKAFOR', birthDate: '1990-03-04' },
    });
  });

  it('answers not found (1013) for a BVN the authority does not know', async () => {
    expect(await lookup('00001234567')).toEqual({ found: false });
  });

  it('refuses a request signed with another key or for another partner: unavailable, not the borrower’s fault', async () => {
    await expect(lookup(newBvn(), ADAEZE, client({ apiKey: `${KEY}x` }))).rejects.toThrow(
      KycUnavailableError,
    );
    await expect(lookup(newBvn(), ADAEZE, client({ partnerId: '3' }))).rejects.toThrow(/401/);
  });

  it('is unavailable during an outage and answers again after it', async () => {
    await outage(true);
    try {
      await expect(lookup(newBvn())).rejects.toThrow(/503/);
    } finally {
      await outage(false);
    }
    expect((await lookup(newBvn())).found).toBe(true);
  });

  const image = (data: Buffer): KycImage => ({
    data,
    sha256: createHash('sha256').update(data).digest('hex'),
  });
  const biometric = (face: Buffer, front: Buffer, kyc = client()) =>
    kyc.matchFaceToId({
      reference: 'u1',
      market: 'NG',
      face: image(face),
      idFront: image(front),
      nationalId: { idType: 'BVN', idNumber: newBvn() },
    });

  it('compares a selfie with the BVN’s photo through Biometric KYC: upload, zip, job status', async () => {
    const passed = await biometric(goodPhoto(301), goodPhoto(302));
    expect(passed).toMatchObject({ ok: true, passed: true });
    expect(passed.ok && passed.score).toBeGreaterThanOrEqual(80);
    // The sandbox's rules: the card offered as the selfie does not match; a blank selfie has no face.
    expect(await biometric(goodPhoto(302), goodPhoto(302))).toEqual({ ok: true, score: 12, passed: false });
    expect(await biometric(blankPhoto(), goodPhoto(302))).toEqual({ ok: false, failure: 'faceUnreadable' });
  });

  it('is unavailable for Biometric KYC during an outage or with another key', async () => {
    await expect(biometric(goodPhoto(303), goodPhoto(304), client({ apiKey: `${KEY}x` }))).rejects.toThrow(
      /401/,
    );
    await outage(true);
    try {
      await expect(biometric(goodPhoto(303), goodPhoto(304))).rejects.toThrow(KycUnavailableError);
    } finally {
      await outage(false);
    }
  });

  it('is unavailable when nothing answers', async () => {
    const gone = new SmileIdKyc({
      partnerId: PARTNER,
      apiKey: KEY,
      baseUrl: 'http://127.0.0.1:9',
      timeoutMs: 2000,
    });
    await expect(lookup(newBvn(), ADAEZE, gone)).rejects.toThrow(KycUnavailableError);
  });
});
