import type { Db } from '../../db/database.ts';
import type { ProfileLookup } from '../../modules/identity/profile-lookup.ts';
import { SandboxKyc } from '../../sandbox/kyc/sandbox-kyc.ts';
import type { Config } from '../../settings/config.ts';
import type { KycProvider } from './kyc-provider.ts';
import { UnavailableKyc } from './unavailable-kyc.ts';

export function createKycProvider(
  config: Config,
  deps: { db: Db; profiles: ProfileLookup; now: () => Date },
): KycProvider {
  if (config.kycProvider === 'none') return new UnavailableKyc();
  return new SandboxKyc({ ...deps, delayMs: config.sandboxKycDelayMs });
}
