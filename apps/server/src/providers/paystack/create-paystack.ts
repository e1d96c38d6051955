import { webhookPath } from '../../modules/repayment/crediting/webhook-routes.ts';
import { sandboxCheckoutUrl } from '../../sandbox/collection/sandbox-checkout-url.ts';
import { paystackStandIn } from '../../sandbox/standins/paystack/paystack-standin.ts';
import type { SandboxStandIns } from '../../sandbox/standins/sandbox-standins.ts';
import type { PaystackApiSettings } from '../../settings/paystack-settings.ts';
import type { Secret } from '../../settings/secret.ts';
import type { AccountProvider, GatewayProvider } from '../collection/gateway-provider.ts';
import { PaystackCheckout } from './paystack-checkout.ts';
import type { PaystackConnection } from './paystack-connection.ts';
import { PaystackDedicatedAccounts } from './paystack-dedicated-accounts.ts';

export interface ConnectPaystackOptions {
  /** Paystack's API from the settings (config.paystack): when given, Paystack is used for real, in sandbox mode too. */
  api: PaystackApiSettings | undefined;
  /** The sandbox service's stand-ins (shared.standins); undefined in production. */
  standins: SandboxStandIns | undefined;
  /** The sandbox's derived Paystack key (shared.collection.paystackSecretKey): the stand-in's key, and the webhook's. */
  sandboxSecretKey: Secret | undefined;
  /** Share of the stand-in's transfers that fail (SANDBOX_PAYOUT_FAILURE_RATE). */
  sandboxFailureRate: number;
}

const connected = new WeakMap<SandboxStandIns, PaystackConnection>();

/**
 * The one way every Paystack client reaches Paystack:
 * - PAYSTACK_SECRET_KEY given: PAYSTACK_BASE_URL (Paystack itself, or a stand-in on its own port)
 *   over the global fetch, in any mode;
 * - a sandbox service without it: the Paystack stand-in mounted in the service, keyed with the
 *   sandbox's derived key (which the webhook route checks its signatures with too), whose checkout
 *   links lead to the sandbox's own page (/dev/checkout/paystack/<reference>);
 * - production without it: undefined, and Nigeria has no Paystack.
 */
export function connectPaystack(options: ConnectPaystackOptions): PaystackConnection | undefined {
  const { api, standins, sandboxSecretKey } = options;
  if (api)
    return { baseUrl: api.baseUrl, secretKey: api.secretKey.reveal(), fetch: (i, init) => fetch(i, init) };
  if (!standins || !sandboxSecretKey) return undefined;
  const existing = connected.get(standins);
  if (existing) return existing;
  const secretKey = sandboxSecretKey.reveal();
  const wire = standins.connect(
    paystackStandIn({
      secretKey,
      failureRate: options.sandboxFailureRate,
      webhookPath: webhookPath('paystack'),
      checkoutPageUrl: (reference) => sandboxCheckoutUrl('paystack', reference),
    }),
  );
  const connection: PaystackConnection = { ...wire, secretKey };
  connected.set(standins, connection);
  return connection;
}

/** Paystack's hosted checkout and dedicated virtual accounts over a connection, or none without one. */
export function paystackCollection(connection: PaystackConnection | undefined): {
  gateways: { paystack?: GatewayProvider };
  accounts: { paystack?: AccountProvider };
} {
  if (!connection) return { gateways: {}, accounts: {} };
  return {
    gateways: { paystack: new PaystackCheckout(connection) },
    accounts: { paystack: new PaystackDedicatedAccounts(connection) },
  };
}
