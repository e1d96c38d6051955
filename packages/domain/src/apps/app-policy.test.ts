import { describe, expect, it } from 'vitest';
import {
  APP_POLICIES,
  appPolicyFor,
  deepLink,
  downloadAddresses,
  downloadAddressFor,
  nativeAppRefusal,
  parseNativeAppActions,
  platformFromUserAgent,
  updateAdvice,
  withNativeAppRequired,
} from './app-policy.ts';
import { isAppVersion } from './app-version.ts';
import { APPS, DEFAULT_APP } from './apps.ts';

describe('app policies', () => {
  it('exist for every registered app, with valid versions and nothing requiring the native app', () => {
    for (const app of APPS) {
      const policy = APP_POLICIES[app.packageName];
      expect(policy?.packageName).toBe(app.packageName);
      expect(isAppVersion(policy?.latestVersion) && isAppVersion(policy?.minimumVersion)).toBe(true);
      expect(policy?.nativeAppRequired).toEqual({ apply: false });
    }
    expect(appPolicyFor('com.example.unknown')).toBe(APP_POLICIES[DEFAULT_APP.packageName]);
  });

  it('let the configuration require the native app for applying, which then refuses a browser', () => {
    const policy = appPolicyFor(DEFAULT_APP.packageName);
    expect(nativeAppRefusal(policy, 'apply', false)).toBeUndefined();
    const strict = withNativeAppRequired(policy, parseNativeAppActions(' apply ,apply'));
    expect(strict.nativeAppRequired.apply).toBe(true);
    expect(policy.nativeAppRequired.apply).toBe(false);
    expect(nativeAppRefusal(strict, 'apply', false)).toBe('applyInNativeApp');
    expect(nativeAppRefusal(strict, 'apply', true)).toBeUndefined();
    expect(parseNativeAppActions(undefined)).toEqual([]);
    expect(() => parseNativeAppActions('apply,repay')).toThrow('"repay" is not one of apply');
  });

  it('advise an update when a newer release exists, and require one below the minimum', () => {
    const policy = {
      ...appPolicyFor(DEFAULT_APP.packageName),
      latestVersion: '2.3.0',
      minimumVersion: '2.0.0',
    };
    expect(updateAdvice(policy, '2.3.0')).toMatchObject({ updateAvailable: false, updateRequired: false });
    expect(updateAdvice(policy, '2.10.0')).toMatchObject({ updateAvailable: false, updateRequired: false });
    expect(updateAdvice(policy, '2.2.9')).toMatchObject({ updateAvailable: true, updateRequired: false });
    expect(updateAdvice(policy, '2.0.0-rc.1')).toMatchObject({ updateAvailable: true, updateRequired: true });
    expect(updateAdvice(policy, undefined)).toEqual({
      latestVersion: '2.3.0',
      minimumVersion: '2.0.0',
      updateAvailable: false,
      updateRequired: false,
    });
  });

  it('give each platform its store, and iPhones the web app until it is on the App Store', () => {
    const policy = appPolicyFor('com.puente.naija');
    const addresses = downloadAddresses(policy, 'https://app.example.test');
    expect(addresses).toEqual({
      android: 'https://play.google.com/store/apps/details?id=com.puente.naija',
      ios: null,
      web: 'https://app.example.test/?packageName=com.puente.naija#/',
    });
    expect(downloadAddressFor(addresses, 'android')).toBe(addresses.android);
    expect(downloadAddressFor(addresses, 'ios')).toBe(addresses.web);
    const published = downloadAddresses({ ...policy, appStoreId: '123456789' }, undefined);
    expect(published.ios).toBe('https://apps.apple.com/app/id123456789');
    expect(downloadAddressFor(published, 'ios')).toBe(published.ios);
    expect(downloadAddressFor(published, 'web')).toBeNull();
  });

  it('read the platform from a User-Agent', () => {
    expect(platformFromUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/120')).toBe('android');
    expect(platformFromUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('ios');
    expect(platformFromUserAgent('Mozilla/5.0 (X11; Linux x86_64)')).toBe('web');
    expect(platformFromUserAgent(undefined)).toBe('web');
  });

  it('open the app at a route through its own scheme, and only at a route', () => {
    expect(deepLink(appPolicyFor(DEFAULT_APP.packageName), '/borrow/to_borrow')).toBe(
      'puente://app/borrow/to_borrow',
    );
    expect(deepLink(appPolicyFor('com.puente.naija'), '/auth/review_tips?pageName=confirmBorrow')).toBe(
      'puentenaija://app/auth/review_tips?pageName=confirmBorrow',
    );
    for (const bad of ['borrow', '//evil.example', '/a b', '/x?next=https://evil.example'])
      expect(() => deepLink(appPolicyFor(DEFAULT_APP.packageName), bad)).toThrow('not an app route');
  });
});
