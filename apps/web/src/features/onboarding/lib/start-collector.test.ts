import { ERRORS } from '@puente/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FAKE_HOSTS, installAndroid, removeFakeHosts } from '../../../bridge/fake-hosts.ts';
import { fail, fakeApi, ok } from '../../../testing/fake-api.ts';
import { signInAs } from '../../../testing/fake-onboarding.ts';
import { startCollectorIfNeeded } from './start-collector.ts';

const NOTHING_UPLOADED = {
  appList: false,
  sms: false,
  exif: false,
  device: false,
  contact: false,
  location: false,
};

function service(o: { enabled?: boolean; flags?: Record<string, boolean> } = {}) {
  const api = fakeApi({
    '/api/time/upload/enable': () => ok({ enableTimeSdk: o.enabled ?? true }),
    '/api/time/upload/uploadStatus': () => ok(o.flags ?? NOTHING_UPLOADED),
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

const paths = (api: ReturnType<typeof fakeApi>) => api.seen.map((r) => r.path);

beforeEach(() => {
  localStorage.clear();
  signInAs('MX');
});
afterEach(() => {
  removeFakeHosts();
  vi.unstubAllGlobals();
});

describe.each(FAKE_HOSTS)('the native data collector in %s', (_kind, install) => {
  it('is started with the order, the borrower and the flags when a kind is missing, and the event is logged', async () => {
    const host = install();
    const flags = { ...NOTHING_UPLOADED, sms: true, device: true };
    const api = service({ flags });

    const outcome = await startCollectorIfNeeded({ pageName: 'idCardAuthentication', orderNo: 'A7' });

    expect(outcome).toEqual({ code: 0, started: true, missing: ['appList', 'exif', 'contact', 'location'] });
    expect(paths(api)).toEqual(['/api/time/upload/enable', '/api/time/upload/uploadStatus']);
    expect(api.seen.map((r) => r.payload.orderNo)).toEqual(['A7', 'A7']);
    // Android and iOS fakes list messages by action, React Native by arrival: compare as a set.
    expect(host.received()).toHaveLength(2);
    expect(host.received()).toEqual(
      expect.arrayContaining([
        { action: 'startTimeSdk', data: { orderNo: 'A7', userId: 'u-mx', isSubmit: false, ...flags } },
        {
          action: 'logEventByLocal',
          data: {
            time: expect.any(Number),
            eventType: 'startTimeSdk',
            pageName: 'idCardAuthentication',
            eventOption: 'appList,exif,contact,location',
            orderNo: 'A7',
            isUpload: true,
          },
        },
      ]),
    );
  });

  it('is not started when the service says collection is off, nor asked for the flags', async () => {
    const host = install();
    const api = service({ enabled: false });
    expect(await startCollectorIfNeeded({ pageName: 'idCardAuthentication' })).toEqual({
      code: 0,
      started: false,
      reason: 'disabled',
    });
    expect(paths(api)).toEqual(['/api/time/upload/enable']);
    expect(host.received()).toEqual([]);
  });

  it('is not started when every kind is uploaded already', async () => {
    const host = install();
    const all = Object.fromEntries(Object.keys(NOTHING_UPLOADED).map((k) => [k, true]));
    service({ flags: all });
    expect(await startCollectorIfNeeded({ pageName: 'idCardAuthentication' })).toMatchObject({
      code: 0,
      started: false,
      reason: 'allUploaded',
    });
    expect(host.received()).toEqual([]);
  });

  it('answers code -1 when the status call fails, and starts nothing', async () => {
    const host = install();
    const api = service();
    api.routes['/api/time/upload/uploadStatus'] = () => fail(ERRORS.internal.code, 'down', 500);
    expect(await startCollectorIfNeeded({ pageName: 'idCardAuthentication' })).toEqual({
      code: -1,
      started: false,
    });
    expect(host.received()).toEqual([]);
  });

  it('answers code -1 when the service cannot be reached', async () => {
    const host = install();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    expect(await startCollectorIfNeeded({ pageName: 'idCardAuthentication' })).toEqual({
      code: -1,
      started: false,
    });
    expect(host.received()).toEqual([]);
  });
});

describe('the native data collector elsewhere', () => {
  it('asks the service nothing in a plain browser', async () => {
    const api = service();
    expect(await startCollectorIfNeeded({ pageName: 'idCardAuthentication' })).toEqual({
      code: 0,
      started: false,
      reason: 'noCollector',
    });
    expect(api.seen).toEqual([]);
  });

  it('asks the service nothing in an app without the collector', async () => {
    const host = installAndroid(['logEventByLocal', 'selectContact']);
    const api = service();
    expect(await startCollectorIfNeeded({ pageName: 'idCardAuthentication' })).toMatchObject({
      code: 0,
      started: false,
      reason: 'noCollector',
    });
    expect(api.seen).toEqual([]);
    expect(host.received()).toEqual([]);
  });
});
