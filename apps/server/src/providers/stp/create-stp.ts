import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { clabeCheckDigit } from '@puente/domain';
import type { SandboxStandIns } from '../../sandbox/standins/sandbox-standins.ts';
import { stpStandIn } from '../../sandbox/standins/stp/stp-standin.ts';
import type { StpApiSettings } from '../../settings/stp-api-settings.ts';
import type { StpSettings } from '../collection/collection-secrets.ts';
import type { StpConnection } from './stp-connection.ts';
import { stpFirma } from './stp-signing.ts';

/** What connectStp is given: the settings, and in a sandbox service its stand-ins. */
export interface ConnectStpOptions {
  /** STP's API from the settings (config.stp): when given, STP is used for real, in sandbox mode too. */
  api: StpApiSettings | undefined;
  /** The sandbox service's stand-ins (shared.standins); undefined in production. */
  standins: SandboxStandIns | undefined;
  /** Our empresa and the notification credentials (shared.collection.stp, derived in a sandbox). */
  notifications: StpSettings | undefined;
}

/** 646 180 0000000000 1 and its check digit: the company's own CLABE at the stand-in. */
const SANDBOX_FIRST_17 = '64618000000000001';
export const SANDBOX_STP_ACCOUNT = `${SANDBOX_FIRST_17}${clabeCheckDigit(SANDBOX_FIRST_17)}`;

let sandboxKeys: { privateKey: KeyObject; publicKey: KeyObject } | undefined;

/**
 * The sandbox company's key pair, made once per process at its first use: the stand-in checks every
 * firma against its public half exactly as STP checks ours, so a wrong cadena or key fails in tests as at STP.
 */
export function sandboxStpKeys(): { privateKey: KeyObject; publicKey: KeyObject } {
  sandboxKeys ??= generateKeyPairSync('rsa', { modulusLength: 2048 });
  return sandboxKeys;
}

const connected = new WeakMap<SandboxStandIns, StpConnection>();

/**
 * The one way every STP client (payouts, cuentas, consultaOrden, conciliación) reaches STP:
 * - STP_BASE_URL given: STP itself (or its test environment), with the company's key, over the
 *   global fetch;
 * - a sandbox service without it: the STP stand-in mounted in the service, signed with the sandbox
 *   key pair (the same connection however often it is asked for);
 * - production without it: undefined, and SPEI over STP is not offered.
 */
export function connectStp(options: ConnectStpOptions): StpConnection | undefined {
  const { api, standins, notifications } = options;
  if (api) {
    return {
      empresa: api.company,
      cuentaOrdenante: api.account,
      sign: (cadena) => stpFirma(cadena, api.privateKey),
      baseUrl: api.baseUrl,
      fetch: (input, init) => fetch(input, init),
    };
  }
  if (!standins || !notifications) return undefined;
  const existing = connected.get(standins);
  if (existing) return existing;
  // Made at the first signing or check, not at start: an RSA key pair costs up to a second of CPU.
  const wire = standins.connect(
    stpStandIn({
      empresa: notifications.company,
      publicKey: () => sandboxStpKeys().publicKey,
      notifyUser: notifications.webhookUser,
      notifyPassword: notifications.webhookPassword.reveal(),
    }),
  );
  const connection: StpConnection = {
    empresa: notifications.company,
    cuentaOrdenante: SANDBOX_STP_ACCOUNT,
    sign: (cadena) => stpFirma(cadena, sandboxStpKeys().privateKey),
    baseUrl: wire.baseUrl,
    fetch: wire.fetch,
  };
  connected.set(standins, connection);
  return connection;
}
