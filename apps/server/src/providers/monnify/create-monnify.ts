import { monnifyStandIn } from '../../sandbox/standins/monnify/monnify-standin.ts';
import type { SandboxStandIns } from '../../sandbox/standins/sandbox-standins.ts';
import type { MonnifyApiSettings } from '../../settings/monnify-settings.ts';
import type { Secret } from '../../settings/secret.ts';
import type { ConfirmPayment } from '../collection/payment-confirmation.ts';
import { MonnifyAccounts } from './monnify-accounts.ts';
import type { MonnifyConnection } from './monnify-connection.ts';
import { MonnifyHttp } from './monnify-http.ts';
import { MonnifyPayouts } from './monnify-payouts.ts';
import { confirmAtMonnify } from './monnify-transactions.ts';

/** The sandbox merchant at the stand-in: credentials only the stand-in accepts. */
export const SANDBOX_MONNIFY = {
  apiKey: 'MK_TEST_PUENTESANDBOX',
  contractCode: '7059707855',
  /** A Moniepoint NUBAN: the sandbox merchant's wallet. */
  walletAccount: '5000000013',
} as const;

/** Everything Puente does at Monnify, over one connection and one login. */
export interface MonnifyClients {
  http: MonnifyHttp;
  accounts: MonnifyAccounts;
  /** Absent without a wallet to pay from (MONNIFY_WALLET_ACCOUNT). */
  payouts: MonnifyPayouts | undefined;
  /** Confirms a SUCCESSFUL_TRANSACTION webhook with Monnify's own record before it is credited. */
  confirm: ConfirmPayment;
}

export interface ConnectMonnifyOptions {
  /** Monnify's API from the settings (config.monnify): when given, Monnify is used for real. */
  api: MonnifyApiSettings | undefined;
  /** The sandbox service's stand-ins; undefined in production. */
  standins: SandboxStandIns | undefined;
  /** The webhook secret a sandbox service uses (shared.collection.monnifyClientSecret, derived if unset). */
  clientSecret: Secret | undefined;
  /** The stand-in's token lifetime, for a test that makes tokens expire. */
  tokenLifetimeSeconds?: number;
}

const connected = new WeakMap<SandboxStandIns, MonnifyClients>();

/**
 * The one way Puente reaches Monnify (the Mexican design, decision 045):
 * - MONNIFY_API_KEY given: Monnify at MONNIFY_BASE_URL over the global fetch, in any mode;
 * - a sandbox service without it: the Monnify stand-in mounted in the service;
 * - production without it: undefined, and no Monnify account is offered.
 */
export function connectMonnify(options: ConnectMonnifyOptions): MonnifyClients | undefined {
  const { api, standins, clientSecret } = options;
  if (api)
    return clients({
      baseUrl: api.baseUrl,
      fetch: (input, init) => fetch(input, init),
      apiKey: api.apiKey.reveal(),
      clientSecret: api.clientSecret.reveal(),
      contractCode: api.contractCode,
      walletAccount: api.walletAccount,
    });
  if (!standins || !clientSecret) return undefined;
  const existing = connected.get(standins);
  if (existing) return existing;
  const secret = clientSecret.reveal();
  const wire = standins.connect(
    monnifyStandIn({
      ...SANDBOX_MONNIFY,
      clientSecret: secret,
      ...(options.tokenLifetimeSeconds ? { tokenLifetimeSeconds: options.tokenLifetimeSeconds } : {}),
    }),
  );
  const made = clients({ ...wire, ...SANDBOX_MONNIFY, clientSecret: secret });
  connected.set(standins, made);
  return made;
}

function clients(connection: MonnifyConnection): MonnifyClients {
  const http = new MonnifyHttp(connection);
  return {
    http,
    accounts: new MonnifyAccounts(http),
    payouts: connection.walletAccount ? new MonnifyPayouts(http, connection.walletAccount) : undefined,
    confirm: confirmAtMonnify(http),
  };
}
