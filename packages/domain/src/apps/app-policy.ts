import type { ErrorName } from '../errors/catalogue.ts';
import { compareAppVersions } from './app-version.ts';
import { DEFAULT_APP, NAIJA_APP } from './apps.ts';

/** What a borrower may be asked to do in the native app rather than in a phone browser. */
export const NATIVE_APP_ACTIONS = ['apply'] as const;
export type NativeAppAction = (typeof NATIVE_APP_ACTIONS)[number];

export type AppPlatform = 'android' | 'ios' | 'web';
export const APP_PLATFORMS: readonly AppPlatform[] = ['android', 'ios', 'web'];

/** One registered app's native releases, where to get it, how to open it, and what needs it. */
export interface AppPolicy {
  packageName: string;
  /** The newest release in the stores. */
  latestVersion: string;
  /** Older releases must update before going on. */
  minimumVersion: string;
  /** The URL scheme the native app registers (`puente` → `puente://app/...`). */
  scheme: string;
  /**
   * The App Store's numeric id, known only once the app is published there; until then there is
   * no iOS address and iPhones are sent to the web app.
   */
  appStoreId: string | undefined;
  nativeAppRequired: Record<NativeAppAction, boolean>;
}

const NOTHING_REQUIRED: Record<NativeAppAction, boolean> = { apply: false };

/**
 * The demo apps let a phone browser do everything (the end-to-end tests run in one), so nothing
 * requires the native app unless the service is told so (NATIVE_APP_REQUIRED, withNativeAppRequired).
 */
export const APP_POLICIES: Record<string, AppPolicy> = {
  [DEFAULT_APP.packageName]: {
    packageName: DEFAULT_APP.packageName,
    latestVersion: '1.0.0',
    minimumVersion: '1.0.0',
    scheme: 'puente',
    appStoreId: undefined,
    nativeAppRequired: NOTHING_REQUIRED,
  },
  [NAIJA_APP.packageName]: {
    packageName: NAIJA_APP.packageName,
    latestVersion: '1.0.0',
    minimumVersion: '1.0.0',
    scheme: 'puentenaija',
    appStoreId: undefined,
    nativeAppRequired: NOTHING_REQUIRED,
  },
};

/** The policy of a registered app; an unknown package gets the default app's. */
export function appPolicyFor(packageName: string): AppPolicy {
  return APP_POLICIES[packageName] ?? (APP_POLICIES[DEFAULT_APP.packageName] as AppPolicy);
}

/** The configuration switch: these actions must happen in the native app. */
export function withNativeAppRequired(policy: AppPolicy, actions: readonly NativeAppAction[]): AppPolicy {
  const nativeAppRequired = { ...policy.nativeAppRequired };
  for (const action of actions) nativeAppRequired[action] = true;
  return { ...policy, nativeAppRequired };
}

/** Reads a comma-separated list such as "apply"; a name that is not an action is a config error. */
export function parseNativeAppActions(text: string | undefined): NativeAppAction[] {
  const names = (text ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  for (const name of names) {
    if (!(NATIVE_APP_ACTIONS as readonly string[]).includes(name))
      throw new Error(`NATIVE_APP_REQUIRED: "${name}" is not one of ${NATIVE_APP_ACTIONS.join(', ')}`);
  }
  return [...new Set(names)] as NativeAppAction[];
}

/**
 * Why an action may not go on here, as a catalogue error: applying has its own message (spec §8
 * "To avoid misuse, please apply in the APP"), anything else "Please run in App".
 */
export function nativeAppRefusal(
  policy: Pick<AppPolicy, 'nativeAppRequired'>,
  action: NativeAppAction,
  inNativeApp: boolean,
): ErrorName | undefined {
  if (inNativeApp || !policy.nativeAppRequired[action]) return undefined;
  return action === 'apply' ? 'applyInNativeApp' : 'runInNativeApp';
}

export interface UpdateAdvice {
  latestVersion: string;
  minimumVersion: string;
  updateAvailable: boolean;
  updateRequired: boolean;
}

/** Whether a release should (newer exists) or must (below the minimum) be updated; unknown: neither. */
export function updateAdvice(policy: AppPolicy, currentVersion: string | undefined): UpdateAdvice {
  const { latestVersion, minimumVersion } = policy;
  if (currentVersion === undefined)
    return { latestVersion, minimumVersion, updateAvailable: false, updateRequired: false };
  return {
    latestVersion,
    minimumVersion,
    updateAvailable: compareAppVersions(currentVersion, latestVersion) < 0,
    updateRequired: compareAppVersions(currentVersion, minimumVersion) < 0,
  };
}

export interface DownloadAddresses {
  android: string;
  ios: string | null;
  /** The web app itself, for a phone with neither store (null when its public address is not set). */
  web: string | null;
}

/** The store listings of an app: Google Play's address follows from the package name. */
export function downloadAddresses(policy: AppPolicy, webOrigin: string | undefined): DownloadAddresses {
  const pkg = encodeURIComponent(policy.packageName);
  return {
    android: `https://play.google.com/store/apps/details?id=${pkg}`,
    ios: policy.appStoreId ? `https://apps.apple.com/app/id${policy.appStoreId}` : null,
    web: webOrigin ? `${webOrigin}/?packageName=${pkg}#/` : null,
  };
}

/** Where a phone of this platform gets the app: its store, else the web app. */
export function downloadAddressFor(addresses: DownloadAddresses, platform: AppPlatform): string | null {
  if (platform === 'android') return addresses.android;
  if (platform === 'ios') return addresses.ios ?? addresses.web;
  return addresses.web;
}

/** The platform a User-Agent names; anything else (a desktop) is the web. */
export function platformFromUserAgent(userAgent: string | undefined): AppPlatform {
  if (!userAgent) return 'web';
  if (/Android/i.test(userAgent)) return 'android';
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  return 'web';
}

/** A route of the web app, with an optional query: what a deep link may open. */
export const APP_ROUTE_PATTERN = /^\/[\w/-]{0,99}(\?[\w=&%.-]{0,200})?$/;

/** Opens the native app at a route of the web app: `puente://app/borrow/to_borrow`. */
export function deepLink(policy: AppPolicy, route: string): string {
  if (!APP_ROUTE_PATTERN.test(route)) throw new Error(`not an app route: ${route}`);
  return `${policy.scheme}://app${route}`;
}
