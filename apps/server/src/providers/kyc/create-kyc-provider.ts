import type { Db } from '../../db/database.ts';
import type { ProfileLookup } from '../../modules/identity/profile-lookup.ts';
import { SandboxKyc } from '../../sandbox/kyc/sandbox-kyc.ts';
import type { SandboxStandIns } from '../../sandbox/standins/sandbox-standins.ts';
import { tuIdentidadStandIn } from '../../sandbox/standins/tuidentidad/tuidentidad-standin.ts';
import type { Config } from '../../settings/config.ts';
import type { KycProvider } from './kyc-provider.ts';
import { MarketKyc } from './market-kyc.ts';
import { TuIdentidadKyc } from './tuidentidad-kyc.ts';
import { UnavailableKyc } from './unavailable-kyc.ts';

/** The key a sandbox service's client and its Tu Identidad stand-in share: nothing real sits behind it. */
const STAND_IN_KEY = 'sandbox-tuidentidad-key';

/**
 * Mexico: Tu Identidad's client, against TUIDENTIDAD_BASE_URL when its key is given (in sandbox mode
 * too), else against the stand-in a sandbox service runs; without either, "unavailable". Nigeria
 * keeps the in-process sandbox checks until it has a provider (decision 043).
 */
export function createKycProvider(
  config: Config,
  deps: { db: Db; profiles: ProfileLookup; now: () => Date; standins?: SandboxStandIns | undefined },
): KycProvider {
  const unavailable = new UnavailableKyc();
  return new MarketKyc({
    MX: mexicoKyc(config, deps.standins) ?? unavailable,
    NG:
      config.sandbox && config.kycProvider !== 'none'
        ? new SandboxKyc({ ...deps, delayMs: config.sandboxKycDelayMs })
        : unavailable,
  });
}

function mexicoKyc(config: Config, standins: SandboxStandIns | undefined): KycProvider | undefined {
  if (config.kycProvider === 'tuidentidad' && config.tuIdentidad)
    return new TuIdentidadKyc({
      apiKey: config.tuIdentidad.apiKey.reveal(),
      baseUrl: config.tuIdentidad.baseUrl,
    });
  if (config.kycProvider === 'sandbox' && standins) {
    const connection = standins.connect(
      tuIdentidadStandIn({ apiKey: STAND_IN_KEY, delayMs: config.sandboxKycDelayMs }),
    );
    return new TuIdentidadKyc({ apiKey: STAND_IN_KEY, ...connection });
  }
  return undefined;
}
