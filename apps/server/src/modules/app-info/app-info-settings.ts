import { type AppPolicy, appPolicyFor, parseNativeAppActions, withNativeAppRequired } from '@puente/domain';
import type { AppRegistry } from '../../protocol/app-registry.ts';
import { portalOrigin } from '../repayment/portal/portal-settings.ts';

/** What the app-info and country calls need from the environment (decision 022). */
export interface AppInfoSettings {
  apps: AppRegistry;
  /** The policy of a registered app, with the actions NATIVE_APP_REQUIRED names switched on. */
  policyFor(packageName: string): AppPolicy;
  /** The web app's public origin (PUBLIC_URL): the download address of last resort. */
  webOrigin: string | undefined;
  /** CF-IPCountry is read only behind a proxy we trust (TRUST_PROXY); a client could send it. */
  trustEdgeCountry: boolean;
}

export function appInfoSettings(
  env: NodeJS.ProcessEnv,
  options: { apps: AppRegistry; sandbox: boolean; trustProxy: boolean },
): AppInfoSettings {
  const required = parseNativeAppActions(env.NATIVE_APP_REQUIRED);
  return {
    apps: options.apps,
    policyFor: (packageName) => withNativeAppRequired(appPolicyFor(packageName), required),
    webOrigin: portalOrigin(env, options.sandbox),
    trustEdgeCountry: options.trustProxy,
  };
}
