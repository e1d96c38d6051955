import type { DownloadAddress } from '../../../api/app-policy.ts';

/** What /app-download/getAddress answers for the Mexican demo app (tests only). */
export function mxAddress(overrides: Partial<DownloadAddress> = {}): DownloadAddress {
  return {
    packageName: 'com.puente.loans',
    appName: 'Puente',
    android: 'https://play.google.com/store/apps/details?id=com.puente.loans',
    ios: null,
    web: 'http://localhost:8080/?packageName=com.puente.loans#/',
    platform: 'web',
    downloadUrl: 'http://localhost:8080/?packageName=com.puente.loans#/',
    deepLink: 'puente://app/',
    nativeAppRequired: { apply: false },
    identityChecks: true,
    ...overrides,
  };
}
