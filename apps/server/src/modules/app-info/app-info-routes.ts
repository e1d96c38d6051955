import {
  type AppPlatform,
  deepLink,
  downloadAddresses,
  downloadAddressFor,
  platformFromUserAgent,
  updateAdvice,
} from '@puente/domain';
import { appInfoContracts as contracts } from '@puente/domain/contract';
import { bindCall, type CallContext, type CallDefinition } from '../../protocol/call.ts';
import type { AppInfoSettings } from './app-info-settings.ts';

/** The platform the app says it runs on, else the one its User-Agent names. */
const platformOf = (c: CallContext<{ platform?: AppPlatform | undefined }>) =>
  c.payload.platform ?? platformFromUserAgent(c.userAgent);

/** The native app's releases and where to get it (spec §7 /app/getNewVersion, /app-download/getAddress). */
export function appInfoCalls(settings: AppInfoSettings): CallDefinition[] {
  return [
    bindCall(contracts.getNewVersion, async (c) => {
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
    }),
    bindCall(contracts.getAddress, async (c) => {
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
          identityChecks: settings.identityChecks(c.app.market),
        },
      };
    }),
  ];
}
