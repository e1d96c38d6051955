import { DEFAULT_APP, ERRORS, envelopeFieldName } from '@puente/domain';
import { defineContract } from '@puente/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestService, type TestService } from '../testing/test-service.ts';
import { bindCall } from './call.ts';
import { encryptEnvelope } from './envelope-crypto.ts';

let s: TestService;
beforeAll(async () => {
  s = await startTestService('pglite');
});
afterAll(() => s.close());

const headers = { packagename: DEFAULT_APP.packageName, lang: 'en' };
const sealed = (plain: string, packageName = DEFAULT_APP.packageName) => encryptEnvelope(packageName, plain);
const now = () => Math.floor(Date.now() / 1000);

async function post(payload: unknown, extraHeaders: Record<string, string> = {}) {
  const response = await s.app.inject({
    method: 'POST',
    url: '/api/security/existsByMobile'.replace('existsByMobile', 'getVerifyCode'),
    headers: { ...headers, ...extraHeaders },
    payload: payload as Record<string, unknown>,
  });
  return { status: response.statusCode, ...response.json() };
}

describe('the envelope refuses bad input with its own code, never a 5xx', () => {
  const valid = () => JSON.stringify({ mobile: '5512345678', channel: 'sms', t: now() });

  it.each([
    [
      'an unknown packageName',
      () => post({ ABCDE123: sealed(valid(), 'com.evil') }, { packagename: 'com.evil' }),
      'unknownApp',
    ],
    ['a missing packageName', () => post({ ABCDE123: sealed(valid()) }, { packagename: '' }), 'unknownApp'],
    ['no envelope field', () => post({}), 'envelopeMissing'],
    ['a field with the wrong name shape', () => post({ abcde123: sealed(valid()) }), 'envelopeMissing'],
    ['two fields', () => post({ ABCDE123: sealed(valid()), FGHIJ456: sealed(valid()) }), 'envelopeAmbiguous'],
    ['a number instead of hex', () => post({ ABCDE123: 12345 }), 'envelopeNotHex'],
    ['lower-case hex', () => post({ ABCDE123: sealed(valid()).toLowerCase() }), 'envelopeNotHex'],
    ['odd-length hex', () => post({ ABCDE123: `${sealed(valid())}A` }), 'envelopeNotHex'],
    ['non-hex letters', () => post({ ABCDE123: 'XYZ'.repeat(11) }), 'envelopeNotHex'],
    ['the wrong key', () => post({ ABCDE123: sealed(valid(), 'com.puente.naija') }), 'envelopeUndecryptable'],
    ['broken padding', () => post({ ABCDE123: '0123456789ABCDEF'.repeat(2) }), 'envelopeUndecryptable'],
    ['plaintext that is not JSON', () => post({ ABCDE123: sealed('mobile=5512345678') }), 'envelopeNotJson'],
    ['a JSON array', () => post({ ABCDE123: sealed('[1,2]') }), 'envelopeNotJson'],
    ['t missing', () => post({ ABCDE123: sealed('{"mobile":"5512345678"}') }), 'timestampMissing'],
    [
      't as a string',
      () => post({ ABCDE123: sealed(`{"mobile":"5512345678","t":"${now()}"}`) }),
      'timestampMissing',
    ],
    // 10 s outside the window, as the accepted ones are 10 s inside it: `now()` drops the fraction
    // of a second the service keeps, and a loaded machine adds more before the check (301 s flaked).
    [
      't 310 s in the past (replay)',
      () => post({ ABCDE123: sealed(`{"mobile":"5512345678","t":${now() - 310}}`) }),
      'timestampSkewed',
    ],
    [
      't 310 s in the future',
      () => post({ ABCDE123: sealed(`{"mobile":"5512345678","t":${now() + 310}}`) }),
      'timestampSkewed',
    ],
    ['a body that is not an object', () => post(['x']), 'envelopeMissing'],
  ] as const)('%s', async (_what, send, expected) => {
    const answer = await send();
    expect(answer.code).toBe(ERRORS[expected].code);
    expect(answer.msg).toBe(ERRORS[expected].en);
    expect(answer.status).toBe(ERRORS[expected].http);
    expect(answer.data).toBeNull();
  });

  it('names the field that fails its schema, in the request language', async () => {
    const en = await s.call('POST', '/security/getVerifyCode', { mobile: 5512345678 });
    expect(en).toMatchObject({
      status: 400,
      code: ERRORS.payloadInvalid.code,
      msg: 'The field mobile is missing or invalid.',
    });
    const es = await s.call(
      'POST',
      '/security/getVerifyCode',
      { mobile: '5512345678', channel: 'fax' },
      { lang: 'es' },
    );
    expect(es).toMatchObject({
      code: ERRORS.payloadInvalid.code,
      msg: 'El campo channel falta o no es válido.',
    });
  });

  it('accepts t within 300 s either way', async () => {
    const early = await s.call(
      'GET',
      '/security/existsByMobile',
      { mobile: '5512345678' },
      { t: now() - 290 },
    );
    const late = await s.call(
      'GET',
      '/security/existsByMobile',
      { mobile: '5512345678' },
      { t: now() + 290 },
    );
    expect([early.code, late.code]).toEqual([0, 0]);
  });

  it('reads the envelope from the query string on GET', async () => {
    const field = envelopeFieldName();
    const response = await s.app.inject({
      url: `/api/security/existsByMobile?${field}=${sealed(JSON.stringify({ mobile: '5512345678', t: now() }))}`,
      headers,
    });
    expect(response.json()).toEqual({ code: 0, msg: 'Success', data: false });
  });

  it('answers malformed JSON bodies and unknown routes with a code', async () => {
    const broken = await s.app.inject({
      method: 'POST',
      url: '/api/security/login',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"ABCDE123":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().code).toBe(ERRORS.requestUnreadable.code);
    const missing = await s.app.inject({ url: '/api/nothing/here', headers: { lang: 'es' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: ERRORS.notFound.code, msg: ERRORS.notFound.es, data: null });
  });

  it("answers calls, refusals included, with the short API security headers and pages with helmet's", async () => {
    const field = envelopeFieldName();
    const answered = await s.app.inject({
      url: `/api/security/existsByMobile?${field}=${sealed(JSON.stringify({ mobile: '5512345678', t: now() }))}`,
      headers,
    });
    const refused = await s.app.inject({ url: '/api/security/existsByMobile', headers });
    expect(refused.json().code).toBe(ERRORS.envelopeMissing.code);
    for (const response of [answered, refused]) {
      expect(response.headers).toMatchObject({
        'cache-control': 'no-store',
        'content-security-policy': "frame-ancestors 'none'",
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
      });
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    }
    const page = await s.app.inject({ url: '/readyz' });
    expect(page.headers['content-security-policy']).toMatch(/img-src 'self' data: blob:/);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });

  it('speaks the app default language when lang is absent', async () => {
    const response = await s.app.inject({
      method: 'POST',
      url: '/api/security/getVerifyCode',
      headers: { packagename: DEFAULT_APP.packageName },
      payload: {},
    });
    expect(response.json().msg).toBe(ERRORS.envelopeMissing.en);
  });
});

describe('uploads carry the envelope as an extra multipart field', () => {
  let u: TestService;
  beforeAll(async () => {
    u = await startTestService('pglite');
    // A call that exists only in this test, to prove the multipart path of the protocol.
    const { registerCalls } = await import('./register-calls.ts');
    const { AppRegistry } = await import('./app-registry.ts');
    const probe = await import('fastify');
    const app = probe.default();
    const { installErrorHandlers } = await import('./error-handler.ts');
    const multipart = (await import('@fastify/multipart')).default;
    installErrorHandlers(app, AppRegistry.forMarkets(['MX', 'NG']));
    await app.register(multipart);
    registerCalls(
      app,
      [
        bindCall(
          defineContract({
            method: 'POST',
            path: '/test/upload',
            summary: 'echo',
            tags: [],
            auth: false,
            upload: true,
            payload: z.object({ side: z.enum(['front', 'back']) }),
            answer: z.object({ side: z.string(), bytes: z.number(), filename: z.string() }),
            errors: [],
          }),
          async (c) => ({
            data: { side: c.payload.side, bytes: c.file?.data.length ?? 0, filename: c.file?.filename ?? '' },
          }),
        ),
      ],
      {
        apps: AppRegistry.forMarkets(['MX', 'NG']),
        clock: u.clock,
        resolveSession: async () => {
          throw new Error('no auth');
        },
        maxUploadBytes: 1024,
      },
    );
    (u as unknown as { probe: typeof app }).probe = app;
  });
  afterAll(() => u.close());

  function multipartBody(parts: { name: string; value: string | Buffer; filename?: string }[]) {
    const boundary = '----puente';
    const chunks: Buffer[] = [];
    for (const p of parts) {
      const disposition = p.filename
        ? `form-data; name="${p.name}"; filename="${p.filename}"`
        : `form-data; name="${p.name}"`;
      const type = p.filename ? 'Content-Type: image/jpeg\r\n' : '';
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`),
        Buffer.from(p.value),
        Buffer.from('\r\n'),
      );
    }
    chunks.push(Buffer.from(`--${boundary}--\r\n`));
    return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
  }

  it('decrypts the field beside the file, and refuses an oversized file', async () => {
    const app = (u as unknown as { probe: import('fastify').FastifyInstance }).probe;
    const envelope = sealed(JSON.stringify({ side: 'front', t: now() }));
    const ok = multipartBody([
      { name: 'KLMNO789', value: envelope },
      { name: 'file', value: Buffer.alloc(100, 1), filename: 'id.jpg' },
    ]);
    const answer = await app.inject({
      method: 'POST',
      url: '/api/test/upload',
      headers: { ...headers, 'content-type': ok.contentType },
      payload: ok.payload,
    });
    expect(answer.json()).toEqual({
      code: 0,
      msg: 'Success',
      data: { side: 'front', bytes: 100, filename: 'id.jpg' },
    });

    const big = multipartBody([
      { name: 'KLMNO789', value: envelope },
      { name: 'file', value: Buffer.alloc(5000, 1), filename: 'id.jpg' },
    ]);
    const refused = await app.inject({
      method: 'POST',
      url: '/api/test/upload',
      headers: { ...headers, 'content-type': big.contentType },
      payload: big.payload,
    });
    expect(refused.statusCode).toBe(413);
    expect(refused.json().code).toBe(ERRORS.requestTooLarge.code);
  });
});
