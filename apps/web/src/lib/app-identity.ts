import { APPS, DEFAULT_APP, MARKETS, type Market } from '@puente/domain';
import { clearLocalData, readItem, writeItem } from './local-store.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

export interface AppIdentity {
  packageName: string;
  appName: string;
  market: Market;
}

const PACKAGE_NAME_PATTERN = /^[A-Za-z][\w.]{1,99}$/;

/** Which app this is: the stored packageName (or the default app), its name and its market. */
export function getAppIdentity(): AppIdentity {
  const stored = readItem(STORAGE_KEYS.packageName);
  const packageName = stored && PACKAGE_NAME_PATTERN.test(stored) ? stored : DEFAULT_APP.packageName;
  const known = APPS.find((app) => app.packageName === packageName);
  return {
    packageName,
    appName: readItem(STORAGE_KEYS.appName) ?? known?.appName ?? DEFAULT_APP.appName,
    market: MARKETS[known?.market ?? DEFAULT_APP.market],
  };
}

/**
 * Switches the app identity (from the URL on first load, or from the native host). A session
 * belongs to one app, so changing the package clears the stored session.
 */
export function setAppIdentity(packageName: string, appName?: string): boolean {
  if (!PACKAGE_NAME_PATTERN.test(packageName)) return false;
  if (readItem(STORAGE_KEYS.packageName) !== packageName) {
    clearLocalData();
    writeItem(STORAGE_KEYS.packageName, packageName);
    const known = APPS.find((app) => app.packageName === packageName);
    writeItem(STORAGE_KEYS.appName, appName ?? known?.appName ?? null);
  } else if (appName) {
    writeItem(STORAGE_KEYS.appName, appName);
  }
  return true;
}

/**
 * Reads `packageName` (and optional `appName`, `afid`) from the page URL, either the query before
 * the hash (`/?packageName=com.puente.naija#/`) or the hash's own query (`#/?packageName=...`).
 */
export function applyIdentityFromUrl(location: Pick<Location, 'search' | 'hash'>): void {
  const params = new URLSearchParams(location.search);
  const hashQuery = location.hash.indexOf('?');
  if (hashQuery >= 0) {
    for (const [key, value] of new URLSearchParams(location.hash.slice(hashQuery + 1))) {
      if (!params.has(key)) params.set(key, value);
    }
  }
  const packageName = params.get('packageName');
  if (packageName) setAppIdentity(packageName, params.get('appName') ?? undefined);
  const afid = params.get('afid');
  if (afid) writeItem(STORAGE_KEYS.afid, afid);
}
