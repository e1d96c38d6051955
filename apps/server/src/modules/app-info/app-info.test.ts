import { APP_POLICIES, DEFAULT_APP, ERRORS } from '@puente/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../../settings/load-config.ts';
import { describeEngines } from '../../testing/describe-engines.ts';
import { ENGINES } from '../../testing/test-database.ts';
import { startTestService, type TestService } from '../../testing/test-service.ts';
import { rawCall } from './raw-call.ts';

const NG_APP = { packageName: 'com.puente.naija' };
const MX_PLAY = 'https://play.google.com/store/apps/details?id=com.puente.loans';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15';
const latest = APP_POLICIES[DEFAULT_APP.packageName]?.latestVersion as string;

describeEngines(ENGINES)('the app version and download calls on %s', (engine) => {
  let s: TestService;
  beforeAll(async () => {
    s = await startTestService(engine);
  });
  afterAll(() => s.close());

  it('answers the newest and minimum release, and no advice when the app does not say its version', async () => {
    const answer = await s.call('GET', '/app/getNewVersion', { platform: 'android' });
    expect(answer.code).toBe(0);
    expect(answer.data).toEqual({
      currentVersion: null,
      latestVersion: latest,
      minimumVersion: APP_POLICIES[DEFAULT_APP.packageName]?.minimumVersion,
      updateAvailable: false,
      updateRequired: false,
      platform: 'android',
      downloadUrl: MX_PLAY,
    });
  });

  it('says an older release must update, and where, comparing versions as numbers', async () => {
    const old = await s.call('GET', '/app/getNewVersion', { version: '0.9.12', platform: 'android' }, NG_APP);
    expect(old.data).toMatchObject({
      currentVersion: '0.9.12',
      updateAvailable: true,
      updateRequired: true,
      downloadUrl: 'https://play.google.com/store/apps/details?id=com.puente.naija',
    });
    const current = await s.call('GET', '/app/getNewVersion', { version: latest, platform: 'ios' });
    expect(current.data).toMatchObject({ updateAvailable: false, updateRequired: false });
    // Not on the App Store yet: an iPhone is sent to the web app of its own package.
    expect(current.data.downloadUrl).toBe('http://localhost:8080/?packageName=com.puente.loans#/');
  });

  it('reads the platform from the User-Agent when the app does not name it', async () => {
    const answer = await rawCall(
      s,
      'GET',
      '/api/app/getNewVersion',
      {},
      { headers: { 'user-agent': IPHONE } },
    );
    expect(answer.data).toMatchObject({ platform: 'ios', downloadUrl: expect.stringContaining('localhost') });
  });

  it('refuses a version or platform it cannot read, naming the field', async () => {
    for (const [payload, field] of [
      [{ version: 'latest' }, 'version'],
      [{ version: '1.0.0.0' }, 'version'],
      [{ version: 7 }, 'version'],
      [{ platform: 'windows' }, 'platform'],
    ] as const) {
      const refused = await s.call('GET', '/app/getNewVersion', payload);
      expect(refused).toMatchObject({ status: 400, code: ERRORS.payloadInvalid.code, data: { field } });
      expect(refused.msg).toContain(field);
    }
  });

  it('answers the download addresses and the deep link of the calling app', async () => {
    const mx = await s.call('GET', '/app-download/getAddress', {
      route: '/borrow/to_borrow',
      platform: 'web',
    });
    expect(mx.data).toEqual({
      packageName: 'com.puente.loans',
      appName: 'Puente',
      android: MX_PLAY,
      ios: null,
      web: 'http://localhost:8080/?packageName=com.puente.loans#/',
      platform: 'web',
      downloadUrl: 'http://localhost:8080/?packageName=com.puente.loans#/',
      deepLink: 'puente://app/borrow/to_borrow',
      nativeAppRequired: { apply: false },
      identityChecks: true,
    });
    const ng = await s.call('GET', '/app-download/getAddress', {}, { ...NG_APP, lang: 'es' });
    expect(ng.data).toMatchObject({ appName: 'Puente Naija', deepLink: 'puentenaija://app/' });
  });

  it('refuses a deep link route that is not a route of the app', async () => {
    for (const route of ['//evil.example', 'borrow', '/a b', 'javascript:alert(1)']) {
      const refused = await s.call('GET', '/app-download/getAddress', { route });
      expect(refused).toMatchObject({
        status: 400,
        code: ERRORS.payloadInvalid.code,
        data: { field: 'route' },
      });
    }
    const unknown = await s.call('GET', '/app-download/getAddress', {}, { packageName: 'com.example.other' });
    expect(unknown).toMatchObject({ status: 400, code: ERRORS.unknownApp.code });
  });

  it('lists the calls in the API document, the country lookup under /cou', async () => {
    const doc = (await s.app.inject({ url: '/api/docs' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/app/getNewVersion',
        '/api/app-download/getAddress',
        '/cou/country/meta/ip',
        '/cou/country/meta/code',
      ]),
    );
    expect(doc.paths['/cou/country/meta/code'].post['x-payload']).toBeDefined();
    expect(doc.paths['/api/app/getNewVersion'].get['x-payload'].properties).toHaveProperty('version');
  });
});

describeEngines(ENGINES)('the app policy switched by configuration on %s', (engine) => {
  let s: TestService;
  beforeAll(async () => {
    s = await startTestService(engine, {
      nativeAppRequired: ['apply'],
      publicUrl: 'https://app.example.test',
    });
  });
  afterAll(() => s.close());

  it('says applying needs the native app, and sends browsers to the public web address', async () => {
    const answer = await s.call('GET', '/app-download/getAddress', { platform: 'ios' }, NG_APP);
    expect(answer.data).toMatchObject({
      nativeAppRequired: { apply: true },
      web: 'https://app.example.test/?packageName=com.puente.naija#/',
      downloadUrl: 'https://app.example.test/?packageName=com.puente.naija#/',
    });
  });

  it('will not start with an action it does not know', () => {
    expect(() => loadConfig({ NATIVE_APP_REQUIRED: 'apply,dance' })).toThrow(
      'NATIVE_APP_REQUIRED: "dance" is not one of apply',
    );
  });
});
