import {
  APP_PLATFORMS,
  APP_ROUTE_PATTERN,
  type AppPlatform,
  deepLink,
  downloadAddresses,
  downloadAddressFor,
  isAppVersion,
  NATIVE_APP_ACTIONS,
  platformFromUserAgent,
  updateAdvice,
} from '@puente/domain';
import { z } from 'zod';
import { type CallContext, type CallDefinition, defineCall } from '../../protocol/call.ts';
import type { AppInfoSettings } from './app-info-settings.ts';

const tags = ['app'];
const platform = z.enum(APP_PLATFORMS as [AppPlatform, ...AppPlatform[]]);
const nativeAppRequired = z.object(
  Object.fromEntries(NATIVE_APP_ACTIONS.map((action) => [action, z.boolean()])) as Record<
    (typeof NATIVE_APP_ACTIONS)[number],
    z.ZodBoolean
  >,
);

/** The platform the app says it runs on, else the one its User-Agent names. */
const platformOf = (c: CallContext<{ platform?: AppPlatform }>) =>
  c.payload.platform ?? platformFromUserAgent(c.userAgent);

/** The native app's releases and where to get it (spec §7 /app/getNewVersion, /app-download/getAddress). */
export function appInfoCalls(settings: AppInfoSettings): CallDefinition[] {
  return [
    defineCall({
      method: 'GET',
      path: '/app/getNewVersion',
      summary:
        'The newest and the minimum supported release of the native app; with the version the app runs, whether it should or must update and where',
      tags,
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
      handler: async (c) => {
        const policy = settings.policyFor(c.app.packageName);
        const where = platformOf(c);
        return {
          data: {
            currentVersion: c.payload.version ?? null,
            ...updateAdvice(policy, c.payload.version),
            platform: where,
            downloadUrl: downloadAddressFor(downloadAddresses(policy, settings.webOrigin), where),
          },
        };
      },
    }),
    defineCall({
      method: 'GET',
      path: '/app-download/getAddress',
      summary:
        'Where to download the calling app (stores and the web app), the deep link that opens it at a route, and which actions need it',
      tags,
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
      }),
      handler: async (c) => {
        const policy = settings.policyFor(c.app.packageName);
        const addresses = downloadAddresses(policy, settings.webOrigin);
        const where = platformOf(c);
        return {
          data: {
            packageName: c.app.packageName,
            appName: c.app.appName,
            ...addresses,
            platform: where,
            downloadUrl: downloadAddressFor(addresses, where),
            deepLink: deepLink(policy, c.payload.route ?? '/'),
            nativeAppRequired: policy.nativeAppRequired,
          },
        };
      },
    }),
  ];
}
