import type { Db } from '../../db/database.ts';
import type { ProfileLookup } from '../../modules/identity/profile-lookup.ts';
import { SandboxKyc } from '../../sandbox/kyc/sandbox-kyc.ts';
import type { SandboxStandIns } from '../../sandbox/standins/sandbox-standins.ts';
import { smileIdStandIn } from '../../sandbox/standins/smileid/smileid-standin.ts';
import { tuIdentidadStandIn } from '../../sandbox/standins/tuidentidad/tuidentidad-standin.ts';
import type { Config } from '../../settings/config.ts';
import type { KycProvider } from './kyc-provider.ts';
import { MarketKyc } from './market-kyc.ts';
import { NigeriaCardPhotos } from './nigeria-card-photos.ts';
import { NigeriaKyc } from './nigeria-kyc.ts';
import { SmileIdKyc } from './smileid-kyc.ts';
import { TuIdentidadKyc } from './tuidentidad-kyc.ts';
import { UnavailableKyc } from './unavailable-kyc.ts';

/** The key a sandbox service's client and its Tu Identidad stand-in share: nothing real sits behind it. */
const STAND_IN_KEY = 'sandbox-tuidentidad-key';
/** The partner and key a sandbox service's Smile ID client and stand-in share. */
const SMILE_ID_STAND_IN = { partnerId: '2', apiKey: 'sandbox-smileid-key-0000-0000-000000000000' };

/**
 * Mexico: Tu Identidad's client, against TUIDENTIDAD_BASE_URL when its key is given (in sandbox mode
 * too), else against the stand-in a sandbox service runs; without either, "unavailable". Nigeria:
 * the BVN's lookup and the selfie match through Smile ID given its settings (in sandbox mode too),
 * else in a sandbox service its stand-in. Nigeria's card is read by no provider: with Smile ID in
 * production its photos pass our own photo checks (NigeriaCardPhotos); a sandbox service keeps its
 * tester rules in process (SandboxKyc) (decisions 043, 050).
 */
export function createKycProvider(
  config: Config,
  deps: { db: Db; profiles: ProfileLookup; now: () => Date; standins?: SandboxStandIns | undefined },
): KycProvider {
  const unavailable = new UnavailableKyc();
  return new MarketKyc({
    MX: mexicoKyc(config, deps.standins) ?? unavailable,
    NG: nigeriaKyc(config, deps, unavailable),
  });
}

function nigeriaKyc(
  config: Config,
  deps: { db: Db; profiles: ProfileLookup; now: () => Date; standins?: SandboxStandIns | undefined },
  unavailable: KycProvider,
): KycProvider {
  const sandboxChecks = config.sandbox && config.kycProvider !== 'none';
  const photos = sandboxChecks
    ? new SandboxKyc({ ...deps, delayMs: config.sandboxKycDelayMs })
    : config.smileId
      ? new NigeriaCardPhotos()
      : unavailable;
  if (config.smileId)
    return new NigeriaKyc(
      photos,
      new SmileIdKyc({
        partnerId: config.smileId.partnerId,
        apiKey: config.smileId.apiKey.reveal(),
        baseUrl: config.smileId.baseUrl,
      }),
    );
  if (sandboxChecks && deps.standins) {
    const connection = deps.standins.connect(
      smileIdStandIn({ ...SMILE_ID_STAND_IN, delayMs: config.sandboxKycDelayMs }),
    );
    return new NigeriaKyc(photos, new SmileIdKyc({ ...SMILE_ID_STAND_IN, ...connection }));
  }
  return new NigeriaKyc(photos, undefined);
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
