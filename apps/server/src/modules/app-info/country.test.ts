import { ERRORS } from '@puente/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEngines } from '../../testing/describe-engines.ts';
import { ENGINES } from '../../testing/test-database.ts';
import { startTestService, type TestService } from '../../testing/test-service.ts';
import { rawCall } from './raw-call.ts';

const NG_APP = { packageName: 'com.puente.naija' };

describeEngines(ENGINES)('the country lookup under /cou on %s', (engine) => {
  let s: TestService;
  beforeAll(async () => {
    s = await startTestService(engine);
  });
  afterAll(() => s.close());

  it('lists every dialling code, the served markets first, named in the request language', async () => {
    const es = await rawCall(s, 'POST', '/cou/country/meta/code', {}, { headers: { lang: 'es' } });
    expect(es.code).toBe(0);
    expect(es.data.countries.slice(0, 2)).toEqual([
      { country: 'MX', callingCode: '52', name: 'México', served: true },
      { country: 'NG', callingCode: '234', name: 'Nigeria', served: true },
    ]);
    expect(es.data.countries.length).toBeGreaterThan(200);
    expect(es.data.countries.find((c: { country: string }) => c.country === 'DE')).toEqual({
      country: 'DE',
      callingCode: '49',
      name: 'Alemania',
      served: false,
    });
    const en = await rawCall(s, 'POST', '/cou/country/meta/code');
    expect(en.data.countries[0].name).toBe('Mexico');
  });

  it('lives under /cou only', async () => {
    expect((await rawCall(s, 'POST', '/api/country/meta/code')).status).toBe(404);
  });

  it("answers the app's market when the request says nothing more, and names the source", async () => {
    const mx = await rawCall(s, 'POST', '/cou/country/meta/ip');
    expect(mx.data).toEqual({
      country: 'MX',
      callingCode: '52',
      name: 'Mexico',
      served: true,
      source: 'app',
    });
    const ng = await rawCall(s, 'POST', '/cou/country/meta/ip', {}, NG_APP);
    expect(ng.data).toMatchObject({ country: 'NG', source: 'app' });
  });

  it("prefers the region of the phone's language, and ignores an edge header it cannot trust", async () => {
    const answer = await rawCall(
      s,
      'POST',
      '/cou/country/meta/ip',
      {},
      {
        headers: { 'accept-language': 'en-NG,en;q=0.9', 'cf-ipcountry': 'US' },
      },
    );
    expect(answer.data).toEqual({
      country: 'NG',
      callingCode: '234',
      name: 'Nigeria',
      served: true,
      source: 'acceptLanguage',
    });
  });

  it('refuses a malformed request with a protocol code, never a 5xx', async () => {
    const bare = await s.app.inject({
      method: 'POST',
      url: '/cou/country/meta/ip',
      headers: { packagename: 'com.puente.loans' },
    });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().code).toBe(ERRORS.envelopeMissing.code);
    const notHex = await s.app.inject({
      method: 'POST',
      url: '/cou/country/meta/code',
      headers: { packagename: 'com.puente.loans' },
      payload: { ABCDE123: 'not hex' },
    });
    expect(notHex.statusCode).toBe(400);
    expect(notHex.json().code).toBe(ERRORS.envelopeNotHex.code);
    const unknown = await rawCall(
      s,
      'POST',
      '/cou/country/meta/code',
      {},
      { packageName: 'com.example.other' },
    );
    expect(unknown).toMatchObject({ status: 400, code: ERRORS.unknownApp.code });
  });
});

describeEngines(ENGINES)('the country lookup behind a trusted proxy on %s', (engine) => {
  let s: TestService;
  beforeAll(async () => {
    s = await startTestService(engine, { trustProxy: 1 });
  });
  afterAll(() => s.close());

  it("takes the edge's country first, and skips its placeholder for an unknown place", async () => {
    const edge = await rawCall(
      s,
      'POST',
      '/cou/country/meta/ip',
      {},
      {
        headers: { 'cf-ipcountry': 'US', 'accept-language': 'es-MX' },
      },
    );
    expect(edge.data).toEqual({
      country: 'US',
      callingCode: '1',
      name: 'United States',
      served: false,
      source: 'edge',
    });
    const unknown = await rawCall(
      s,
      'POST',
      '/cou/country/meta/ip',
      {},
      {
        headers: { 'cf-ipcountry': 'XX', 'accept-language': 'es-MX' },
      },
    );
    expect(unknown.data).toMatchObject({ country: 'MX', source: 'acceptLanguage' });
  });
});
