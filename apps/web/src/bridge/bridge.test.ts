import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNavigator } from '../lib/navigation.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';
import { fakeApi, ok } from '../testing/fake-api.ts';
import {
  detectHost,
  getLoginInfo,
  logEventByAF,
  logEventByLocal,
  logout,
  selectContact,
  setNewToken,
  startTimeSdk,
  toLogin,
} from './bridge.ts';
import { FAKE_HOSTS, installAndroid, removeFakeHosts } from './fake-hosts.ts';
import { installBridgeReceiver } from './receive.ts';

const navigate = vi.fn();

beforeEach(() => {
  localStorage.clear();
  navigate.mockReset();
  setNavigator(navigate);
  installBridgeReceiver();
});

afterEach(() => {
  removeFakeHosts();
  vi.unstubAllGlobals();
  setNavigator(undefined);
});

describe.each(FAKE_HOSTS)('native bridge in %s', (kind, install) => {
  it('is detected', () => {
    install();
    expect(detectHost()).toBe(kind);
  });

  it('delivers each call to the host with its data', () => {
    const host = install();

    expect(toLogin('/user_center/settings')).toBe('host');
    setNewToken('tok-1', '5512345678');
    logout();
    logEventByLocal({
      time: 1700000000000,
      eventType: 'click',
      pageName: 'home',
      eventOption: 'apply',
      orderNo: 'A1',
      isUpload: true,
    });
    logEventByAF('af_login', { method: 'sms' });

    expect(host.received()).toEqual(
      expect.arrayContaining([
        { action: 'toLogin', data: { returnPath: '/user_center/settings' } },
        { action: 'setNewToken', data: { token: 'tok-1', phone: '5512345678' } },
        { action: 'logout', data: {} },
        {
          action: 'logEventByLocal',
          data: {
            time: 1700000000000,
            eventType: 'click',
            pageName: 'home',
            eventOption: 'apply',
            orderNo: 'A1',
            isUpload: true,
          },
        },
        { action: 'logEventByAF', data: { eventName: 'af_login', eventValues: { method: 'sms' } } },
      ]),
    );
    expect(host.received()).toHaveLength(5);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('stores a token handed back for getLoginInfo, then fetches and stores the user info', async () => {
    const host = install();
    const user = {
      userId: 'u1',
      mobile: '5512345678',
      e164: '+525512345678',
      market: 'MX',
      registeredAt: 'x',
    };
    const api = fakeApi({ '/api/security/getUserInfo': () => ok(user) });
    vi.stubGlobal('fetch', api.fetch);

    const loginInfo = getLoginInfo();
    expect(host.received()).toEqual([{ action: 'getLoginInfo', data: {} }]);
    const handled = await window.puenteBridge?.receive(
      'getLoginInfo',
      host.encode({ token: 'host-token', mobile: '5512345678' }),
    );

    expect(handled).toBe(true);
    expect(await loginInfo).toEqual({ token: 'host-token', mobile: '5512345678' });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('Bearer host-token');
    expect(api.seen.map((r) => [r.path, r.headers.authorization])).toEqual([
      ['/api/security/getUserInfo', 'Bearer host-token'],
    ]);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.userInfo) ?? 'null')).toEqual(user);
  });

  it('adopts a token the host pushes after its own login, keeping one "Bearer " prefix', async () => {
    const host = install();
    const api = fakeApi({
      '/api/security/getUserInfo': () =>
        ok({ userId: 'u2', mobile: '8031234567', e164: '+2348031234567', market: 'NG', registeredAt: 'x' }),
    });
    vi.stubGlobal('fetch', api.fetch);

    await window.puenteBridge?.receive('setNewToken', host.encode({ token: 'Bearer pushed' }));

    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('Bearer pushed');
    expect(api.seen).toHaveLength(1);
    expect(localStorage.getItem(STORAGE_KEYS.userInfo)).toContain('u2');
  });

  it('asks the host to run its data collector with the order, the borrower and the upload flags', () => {
    const host = install();
    const flags = { appList: false, sms: true, exif: false, device: true, contact: false, location: false };

    expect(startTimeSdk({ orderNo: 'A1', userId: 'u1', isSubmit: false, ...flags })).toBe(true);

    expect(host.received()).toEqual([
      { action: 'startTimeSdk', data: { orderNo: 'A1', userId: 'u1', isSubmit: false, ...flags } },
    ]);
  });

  it('passes a picked contact back to selectContact', async () => {
    const host = install();
    const picked = selectContact(2);
    expect(host.received()).toEqual([{ action: 'selectContact', data: { selectContactIndex: 2 } }]);

    await window.puenteBridge?.receive(
      'selectContact',
      host.encode({ selectContactIndex: 2, name: 'Ana', mobile: '5511112222' }),
    );

    expect(await picked).toEqual({ selectContactIndex: 2, name: 'Ana', mobile: '5511112222' });
  });
});

describe('native bridge in a plain browser', () => {
  it('opens the login route for toLogin, with the way back', () => {
    expect(detectHost()).toBe('browser');
    expect(toLogin('/user_center/settings')).toBe('web');
    expect(navigate).toHaveBeenCalledWith('/user/login?redirect=%2Fuser_center%2Fsettings', undefined);
  });

  it('resolves getLoginInfo and selectContact with null, and ignores the rest', async () => {
    expect(await getLoginInfo()).toBeNull();
    expect(await selectContact(1)).toBeNull();
    expect(() => {
      setNewToken('t', '5512345678');
      logout();
      logEventByLocal({ eventType: 'view', pageName: 'home' });
      logEventByAF('x');
    }).not.toThrow();
    const flags = { appList: false, sms: false, exif: false, device: false, contact: false, location: false };
    expect(startTimeSdk({ orderNo: '', userId: 'u1', isSubmit: false, ...flags })).toBe(false);
  });
});

describe('native bridge with an older host', () => {
  it('says so when the host has no data collector, and sends it nothing', () => {
    const host = installAndroid(['logEventByLocal']);
    const flags = { appList: false, sms: false, exif: false, device: false, contact: false, location: false };
    expect(startTimeSdk({ orderNo: '', userId: 'u1', isSubmit: false, ...flags })).toBe(false);
    expect(host.received()).toEqual([]);
  });
});

describe('puenteBridge.receive', () => {
  it('clears the session and goes home when the host logs out', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'Bearer x');
    localStorage.setItem(STORAGE_KEYS.language, 'es');

    expect(await window.puenteBridge?.receive('logout')).toBe(true);

    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('es');
    expect(navigate).toHaveBeenCalledWith('/', expect.objectContaining({ replace: true }));
  });

  it('takes the app identity from the host', async () => {
    await window.puenteBridge?.receive(
      'setAppInfo',
      '{"packageName":"com.puente.naija","afid":"af-9","edition":"2.0.1","language":"es"}',
    );

    expect(localStorage.getItem(STORAGE_KEYS.packageName)).toBe('com.puente.naija');
    expect(localStorage.getItem(STORAGE_KEYS.appName)).toBe('Puente Naija');
    expect(localStorage.getItem(STORAGE_KEYS.afid)).toBe('af-9');
    expect(localStorage.getItem(STORAGE_KEYS.edition)).toBe('2.0.1');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('es');
  });

  it('refuses unknown actions and unreadable payloads', async () => {
    expect(await window.puenteBridge?.receive('launchRockets', {})).toBe(false);
    expect(await window.puenteBridge?.receive('setNewToken', '{not json')).toBe(false);
  });
});
