import { z } from 'zod';
import {
  APP_PLATFORMS,
  APP_ROUTE_PATTERN,
  type AppPlatform,
  NATIVE_APP_ACTIONS,
} from '../apps/app-policy.ts';
import { isAppVersion } from '../apps/app-version.ts';
import { COUNTRY_SOURCES } from '../apps/request-country.ts';
import { emptyPayload } from '../security/payloads.ts';
import { defineContract } from './contract.ts';

const platform = z.enum(APP_PLATFORMS as [AppPlatform, ...AppPlatform[]]);
const nativeAppRequired = z.object(
  Object.fromEntries(NATIVE_APP_ACTIONS.map((action) => [action, z.boolean()])) as Record<
    (typeof NATIVE_APP_ACTIONS)[number],
    z.ZodBoolean
  >,
);
const countryRow = z.object({
  country: z.string(),
  callingCode: z.string(),
  name: z.string(),
  served: z.boolean(),
});

/**
 * The native app's releases and where to get it (spec §7 /app/getNewVersion, /app-download/getAddress),
 * and the country lookup, which spec §7 mounts under /cou.
 */
export const appInfoContracts = {
  getNewVersion: defineContract({
    method: 'GET',
    path: '/app/getNewVersion',
    summary:
      'The newest and the minimum supported release of the native app; with the version the app runs, whether it should or must update and where',
    tags: ['app'],
    auth: false,
    payload: z.object({
      version: z.string().refine(isAppVersion, 'not a version like 1.4.2').optional(),
      platform: platform.optional(),
    }),
    answer: z.object({
      currentVersion: z.string().nullable(),
      latestVersion: z.string(),
      minimumVersion: z.string(),
      updateAvailable: z.boolean(),
      updateRequired: z.boolean(),
      platform,
      downloadUrl: z.string().nullable(),
    }),
    errors: [],
  }),
  getAddress: defineContract({
    method: 'GET',
    path: '/app-download/getAddress',
    summary:
      'Where to download the calling app (stores and the web app), the deep link that opens it at a route, and which actions need it',
    tags: ['app'],
    auth: false,
    payload: z.object({
      route: z.string().regex(APP_ROUTE_PATTERN, 'a route of the app, e.g. /borrow/to_borrow').optional(),
      platform: platform.optional(),
    }),
    answer: z.object({
      packageName: z.string(),
      appName: z.string(),
      android: z.string(),
      ios: z.string().nullable(),
      web: z.string().nullable(),
      platform,
      downloadUrl: z.string().nullable(),
      deepLink: z.string(),
      nativeAppRequired,
      identityChecks: z
        .boolean()
        .describe(
          "Whether this service can check identities in the app's market; without them onboarding cannot finish, so the app offers no Apply",
        ),
    }),
    errors: [],
  }),
  countryOfRequest: defineContract({
    method: 'POST',
    base: '/cou',
    path: '/country/meta/ip',
    summary:
      "The caller's country and which source said so: the trusted edge's CF-IPCountry (TRUST_PROXY only), else the region of Accept-Language, else the app's market",
    tags: ['country'],
    auth: false,
    payload: emptyPayload,
    answer: countryRow.extend({ source: z.enum(COUNTRY_SOURCES) }),
    errors: [],
  }),
  countryCodes: defineContract({
    method: 'POST',
    base: '/cou',
    path: '/country/meta/code',
    summary:
      'Every country with its dialling code and its name in the request language: the markets served here first',
    tags: ['country'],
    auth: false,
    payload: emptyPayload,
    answer: z.object({ countries: z.array(countryRow) }),
    errors: [],
  }),
};
