import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningStandIns, serveStandIns } from '../../sandbox/standins/serve-standins.ts';
import { OUTAGE_PATH, tuIdentidadStandIn } from '../../sandbox/standins/tuidentidad/tuidentidad-standin.ts';
import { blankPhoto, goodPhoto, makeJpeg } from '../../testing/images.ts';
import { type KycImage, KycUnavailableError, type TypedIdentity } from './kyc-provider.ts';
import { TuIdentidadKyc } from './tuidentidad-kyc.ts';
import { TUIDENTIDAD_DEFAULT_BASE_URL, TUIDENTIDAD_PATHS } from './tuidentidad-protocol.ts';
import { PUBLISHED } from './tuidentidad-published.ts';

const KEY = 'ti-test-key-0001';
const image = (data: Buffer): KycImage => ({ data, sha256: createHash('sha256').update(data).digest('hex') });
const ANA: TypedIdentity = {
  curp: 'GOMA900514MDFRRN05',
  firstName: 'Ana',
  middleName: 'Sofía',
  lastName: 'Gómez Ruiz',
  birthday: '1990-05-14',
};

describe('Tu Identidad: our client against the stand-in, over HTTP on its own port', () => {
  let standIns: RunningStandIns;
  let url: string;
  const client = (o: { apiKey?: string; timeoutMs?: number } = {}) =>
    new TuIdentidadKyc({ apiKey: o.apiKey ?? KEY, baseUrl: url, timeoutMs: o.timeoutMs });
  const ocr = (front: Buffer, back: Buffer, typed: TypedIdentity = ANA, kyc = client()) =>
    kyc.ocrIdCard({ reference: 'u1', market: 'MX', front: image(front), back: image(back), typed });
  const outage = (down: boolean) =>
    fetch(`${url}${OUTAGE_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ down }),
    });

  beforeAll(async () => {
    standIns = await serveStandIns([tuIdentidadStandIn({ apiKey: KEY, delayMs: 0 })], {
      host: '127.0.0.1',
      ports: {},
      notifyUrl: 'http://127.0.0.1:9',
    });
    url = standIns.urls.tuidentidad as string;
  });
  afterAll(() => standIns.close());

  it('reads a new card as the borrower typed it, and the same photo the same way afterwards', async () => {
    const front = goodPhoto(201);
    const first = await ocr(front, goodPhoto(202));
    expect(first).toEqual({
      ok: true,
      fields: {
        idType: 'CURP',
        idNumber: ANA.curp,
        firstName: 'ANA',
        middleName: 'SOFÍA',
        lastName: 'GÓMEZ RUIZ',
        birthday: '1990-05-14',
        gender: 'female',
      },
    });
    // The borrower types another CURP: the card in the photo still shows the first one.
    const again = await ocr(front, goodPhoto(203), { ...ANA, curp: 'LOPE851120MDFPRR08' });
    expect(again).toEqual(first);
  });

  it('answers RENAPO’s record of the CURP a card showed, and nothing for an unknown CURP', async () => {
    await ocr(goodPhoto(211), goodPhoto(212), { ...ANA, curp: 'RUIA920305MDFZNN01' });
    expect(await client().checkCurp({ reference: 'u1', curp: 'RUIA920305MDFZNN01' })).toEqual({
      found: true,
      record: {
        curp: 'RUIA920305MDFZNN01',
        names: 'ANA SOFÍA',
        firstSurname: 'GÓMEZ RUIZ',
        secondSurname: null,
        birthDate: '1992-03-05',
      },
    });
    expect(await client().checkCurp({ reference: 'u1', curp: 'NOEX900101HDFRRN01' })).toEqual({
      found: false,
    });
  });

  it('fails OCR on an unreadable front, an unreadable back, or the same photo twice', async () => {
    const card = goodPhoto(221);
    expect(await ocr(blankPhoto(), card)).toEqual({ ok: false, failure: 'frontUnreadable' });
    expect(await ocr(card, blankPhoto())).toEqual({ ok: false, failure: 'ocrFailed' });
    expect(await ocr(card, card)).toEqual({ ok: false, failure: 'ocrFailed' });
    // A thin JPEG (about 0.016 bytes a pixel) is a photo of nothing too.
    expect(await ocr(makeJpeg(1280, 960, 20_000), card)).toEqual({ ok: false, failure: 'frontUnreadable' });
  });

  it('matches a face with the card: another readable face passes, the card itself fails, a blank is no face', async () => {
    const front = image(goodPhoto(231));
    const match = (face: Buffer) =>
      client().matchFace({ reference: 'u1', market: 'MX', face: image(face), idFront: front });
    const passed = await match(goodPhoto(232));
    expect(passed).toMatchObject({ ok: true, passed: true });
    if (passed.ok) expect(passed.score).toBeGreaterThanOrEqual(80);
    expect(await match(goodPhoto(231))).toEqual({ ok: true, passed: false, score: 12 });
    expect(await match(blankPhoto())).toEqual({ ok: false, failure: 'faceUnreadable' });
  });

  it('is unavailable, not a refusal of the photos, when the key is wrong', async () => {
    const wrong = client({ apiKey: 'another-key' });
    await expect(ocr(goodPhoto(241), goodPhoto(242), ANA, wrong)).rejects.toBeInstanceOf(KycUnavailableError);
    await expect(wrong.checkCurp({ reference: 'u1', curp: ANA.curp as string })).rejects.toBeInstanceOf(
      KycUnavailableError,
    );
  });

  it('is unavailable while the provider is down, and answers again once it is back', async () => {
    await outage(true);
    try {
      await expect(ocr(goodPhoto(251), goodPhoto(252))).rejects.toBeInstanceOf(KycUnavailableError);
      await expect(
        client().matchFace({
          reference: 'u1',
          market: 'MX',
          face: image(goodPhoto(253)),
          idFront: image(goodPhoto(251)),
        }),
      ).rejects.toBeInstanceOf(KycUnavailableError);
      await expect(client().checkCurp({ reference: 'u1', curp: ANA.curp as string })).rejects.toBeInstanceOf(
        KycUnavailableError,
      );
    } finally {
      await outage(false);
    }
    expect((await ocr(goodPhoto(251), goodPhoto(252))).ok).toBe(true);
  });

  it('is unavailable when nothing answers at the base URL, or not in time', async () => {
    const nowhere = new TuIdentidadKyc({ apiKey: KEY, baseUrl: 'http://127.0.0.1:9', timeoutMs: 2_000 });
    await expect(ocr(goodPhoto(261), goodPhoto(262), ANA, nowhere)).rejects.toBeInstanceOf(
      KycUnavailableError,
    );

    const slow = await serveStandIns([tuIdentidadStandIn({ apiKey: KEY, delayMs: 500 })], {
      host: '127.0.0.1',
      ports: {},
      notifyUrl: 'http://127.0.0.1:9',
    });
    try {
      const impatient = new TuIdentidadKyc({
        apiKey: KEY,
        baseUrl: slow.urls.tuidentidad as string,
        timeoutMs: 50,
      });
      await expect(impatient.checkCurp({ reference: 'u1', curp: ANA.curp as string })).rejects.toBeInstanceOf(
        KycUnavailableError,
      );
    } finally {
      await slow.close();
    }
  });
});

describe('Tu Identidad: our client and the stand-in against the published API', () => {
  /** Records each request and answers a published body. */
  function wire(answer: { status: number; body: unknown }) {
    const seen: { url: string; headers: Headers; form?: FormData; json?: unknown }[] = [];
    const fetch_: typeof fetch = async (input, init) => {
      const request = new Request(input, init);
      const type = request.headers.get('content-type') ?? '';
      seen.push({
        url: request.url,
        headers: request.headers,
        ...(type.startsWith('multipart/')
          ? { form: await request.formData() }
          : { json: await request.json() }),
      });
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    };
    return {
      seen,
      kyc: new TuIdentidadKyc({ apiKey: KEY, baseUrl: `${PUBLISHED.productionBaseUrl}/`, fetch: fetch_ }),
    };
  }

  it('calls the published paths with the apikey header, the published file fields and the CURP body', async () => {
    expect(TUIDENTIDAD_DEFAULT_BASE_URL).toBe(PUBLISHED.productionBaseUrl);
    expect(TUIDENTIDAD_PATHS).toEqual(PUBLISHED.paths);

    const ocrWire = wire({ status: 200, body: PUBLISHED.ineOcrAnswer });
    await ocrWire.kyc.ocrIdCard({
      reference: 'u1',
      market: 'MX',
      front: image(goodPhoto(301)),
      back: image(makeJpeg(1280, 960)),
      typed: ANA,
    });
    const [ocrCall] = ocrWire.seen;
    expect(ocrCall?.url).toBe(`${PUBLISHED.productionBaseUrl}${PUBLISHED.paths.ineOcr}`);
    expect(ocrCall?.headers.get('apikey')).toBe(KEY);
    for (const field of PUBLISHED.ineOcrFiles) expect(ocrCall?.form?.get(field)).toBeInstanceOf(Blob);
    expect((ocrCall?.form?.get('BackImage') as File | undefined)?.type).toBe('image/jpeg');

    const faceWire = wire({ status: 200, body: PUBLISHED.faceMatchAnswer });
    await faceWire.kyc.matchFace({
      reference: 'u1',
      market: 'MX',
      face: image(goodPhoto(302)),
      idFront: image(goodPhoto(301)),
    });
    const [faceCall] = faceWire.seen;
    expect(faceCall?.url).toBe(`${PUBLISHED.productionBaseUrl}${PUBLISHED.paths.faceMatch}`);
    expect(faceCall?.headers.get('apikey')).toBe(KEY);
    for (const field of PUBLISHED.faceMatchFiles) expect(faceCall?.form?.get(field)).toBeInstanceOf(Blob);

    const curpWire = wire({ status: 200, body: PUBLISHED.curpAnswer });
    await curpWire.kyc.checkCurp({ reference: 'u1', curp: 'PELJ900101HDFRPN09' });
    expect(curpWire.seen[0]).toMatchObject({
      url: `${PUBLISHED.productionBaseUrl}${PUBLISHED.paths.curpByCurp}`,
      json: { curp: 'PELJ900101HDFRPN09' },
    });
  });

  it('reads the published answers', async () => {
    const card = await wire({ status: 200, body: PUBLISHED.ineOcrAnswer }).kyc.ocrIdCard({
      reference: 'u1',
      market: 'MX',
      front: image(goodPhoto(311)),
      back: image(goodPhoto(312)),
      typed: ANA,
    });
    expect(card).toEqual({
      ok: true,
      fields: {
        idType: 'CURP',
        idNumber: 'PELJ900101HDFRPN09',
        firstName: 'JUAN',
        middleName: 'CARLOS',
        lastName: 'PEREZ LOPEZ',
        birthday: '1990-01-01',
        gender: 'male',
      },
    });
    const face = await wire({ status: 200, body: PUBLISHED.faceMatchAnswer }).kyc.matchFace({
      reference: 'u1',
      market: 'MX',
      face: image(goodPhoto(313)),
      idFront: image(goodPhoto(311)),
    });
    expect(face).toEqual({ ok: true, passed: true, score: 94 });
    const noFace = await wire({ status: 400, body: PUBLISHED.faceMatchError }).kyc.matchFace({
      reference: 'u1',
      market: 'MX',
      face: image(goodPhoto(313)),
      idFront: image(goodPhoto(311)),
    });
    expect(noFace).toEqual({ ok: false, failure: 'faceUnreadable' });
    const record = await wire({ status: 200, body: PUBLISHED.curpAnswer }).kyc.checkCurp({
      reference: 'u1',
      curp: 'PELJ900101HDFRPN09',
    });
    expect(record).toEqual({
      found: true,
      record: {
        curp: 'PELJ900101HDFRPN09',
        names: 'JUAN CARLOS',
        firstSurname: 'PEREZ',
        secondSurname: 'LOPEZ',
        birthDate: '1990-01-01',
      },
    });
  });

  it('answers the stand-in in the published shapes', async () => {
    const standIns = await serveStandIns([tuIdentidadStandIn({ apiKey: KEY, delayMs: 0 })], {
      host: '127.0.0.1',
      ports: {},
      notifyUrl: 'http://127.0.0.1:9',
    });
    try {
      const base = standIns.urls.tuidentidad as string;
      const post = (
        path: string,
        body: FormData | string,
        // biome-ignore lint/suspicious/noExplicitAny: the stand-in's bodies are read field by field below.
      ): Promise<{ status: number; json(): Promise<any> }> =>
        fetch(`${base}${path}`, {
          method: 'POST',
          headers: {
            apikey: KEY,
            ...(typeof body === 'string' ? { 'content-type': 'application/json' } : {}),
          },
          body,
        });
      const form = new FormData();
      form.append('FrontImage', new Blob([new Uint8Array(goodPhoto(321))]), 'front.png');
      form.append('BackImage', new Blob([new Uint8Array(goodPhoto(322))]), 'back.png');
      const card = await (await post(PUBLISHED.paths.ineOcr, form)).json();
      for (const field of ['name', 'firstLastName', 'secondLastName', 'curp', 'dateOfBirth', 'sex'])
        expect(card).toHaveProperty(field);
      expect(card.dateOfBirth).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);

      const faces = new FormData();
      faces.append('sourceImage', new Blob([new Uint8Array(goodPhoto(321))]), 'front.png');
      faces.append('targetImage', new Blob([new Uint8Array(goodPhoto(323))]), 'face.png');
      const match = await (await post(PUBLISHED.paths.faceMatch, faces)).json();
      expect(Object.keys(match).sort()).toEqual(Object.keys(PUBLISHED.faceMatchAnswer).sort());
      expect(Object.keys(match.data.faceMatches)).toEqual(
        expect.arrayContaining(['confidence', 'similarity', 'quality']),
      );

      const renapo = await (
        await post(PUBLISHED.paths.curpByCurp, JSON.stringify({ curp: card.curp }))
      ).json();
      expect(Object.keys(renapo.data)).toEqual(
        expect.arrayContaining(Object.keys(PUBLISHED.curpAnswer.data).filter((key) => key !== 'entity')),
      );
      expect(renapo.data.dateBirth).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);

      const missing = await post(PUBLISHED.paths.faceMatch, new FormData());
      expect(missing.status).toBe(400);
      expect(await missing.json()).toMatchObject({ warning: { code: expect.stringMatching(/^FACE/) } });
    } finally {
      await standIns.close();
    }
  });
});
