import {
  type AppPolicy,
  appPolicyFor,
  type MarketId,
  type NativeAppAction,
  withNativeAppRequired,
} from '@puente/domain';
import type { AppRegistry } from '../../protocol/app-registry.ts';
import type { TrustProxy } from '../../settings/trust-proxy.ts';

/** What the app-info and country calls need from the settings (decision 022). */
export interface AppInfoSettings {
  apps: AppRegistry;
  /** The policy of a registered app, with the actions NATIVE_APP_REQUIRED names switched on. */
  policyFor(packageName: string): AppPolicy;
  /** The web app's public origin (PUBLIC_URL): the download address of last resort. */
  webOrigin: string | undefined;
  /** CF-IPCountry is read only behind a proxy we trust (TRUST_PROXY); a client could send it. */
  trustEdgeCountry: boolean;
  /** Whether identity checks run for the market's borrowers: without them the app offers no "Apply". */
  identityChecks(market: MarketId): boolean;
}

export function appInfoSettings(options: {
  apps: AppRegistry;
  nativeAppRequired: readonly NativeAppAction[];
  publicUrl: string | undefined;
  trustProxy: TrustProxy;
  identityChecks: (market: MarketId) => boolean;
}): AppInfoSettings {
  return {
    apps: options.apps,
    policyFor: (packageName) => withNativeAppRequired(appPolicyFor(packageName), options.nativeAppRequired),
    webOrigin: options.publicUrl,
    trustEdgeCountry: options.trustProxy !== false,
    identityChecks: options.identityChecks,
  };
}
