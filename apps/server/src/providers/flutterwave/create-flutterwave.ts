import { createHmac } from 'node:crypto';
import { sandboxCheckoutUrl } from '../../sandbox/collection/sandbox-checkout-url.ts';
import { flutterwaveStandIn } from '../../sandbox/standins/flutterwave/flutterwave-standin.ts';
import type { SandboxStandIns } from '../../sandbox/standins/sandbox-standins.ts';
import type { FlutterwaveSettings } from '../../settings/flutterwave-settings.ts';
import type { Secret } from '../../settings/secret.ts';
import type { AccountProvider, GatewayProvider } from '../collection/gateway-provider.ts';
import type { PayoutProvider } from '../payout/payout-provider.ts';
import { FlutterwaveAccounts } from './flutterwave-accounts.ts';
import { FlutterwaveGateway } from './flutterwave-gateway.ts';
import type { FlutterwaveConnection } from './flutterwave-http.ts';
import { FlutterwavePayouts } from './flutterwave-payouts.ts';

export interface ConnectFlutterwaveOptions {
  /** FLUTTERWAVE_SECRET_KEY and FLUTTERWAVE_BASE_URL (config.flutterwave); undefined without a key. */
  settings: FlutterwaveSettings | undefined;
  /** The sandbox service's stand-ins; undefined in production. */
  standins: SandboxStandIns | undefined;
  /** The secret hash the webhook route expects (derived in a sandbox): the stand-in sends it. */
  secretHash: Secret | undefined;
  /** Keys the stand-in's own secret key, so a sandbox needs no Flutterwave key. */
  serviceSecret: string;
}

/**
 * The one way every Flutterwave client reaches Flutterwave (decision 048):
 * - FLUTTERWAVE_SECRET_KEY given: Flutterwave at FLUTTERWAVE_BASE_URL over the global fetch, in any mode;
 * - a sandbox service without it: the Flutterwave stand-in mounted in the service, whose payment
 *   links lead to the sandbox's own checkout page (/dev/checkout/flutterwave/<tx_ref>);
 * - production without it: undefined, and Flutterwave is not offered.
 */
export function connectFlutterwave(options: ConnectFlutterwaveOptions): FlutterwaveConnection | undefined {
  const { settings, standins, secretHash } = options;
  if (settings)
    return {
      baseUrl: settings.baseUrl,
      fetch: (input, init) => fetch(input, init),
      secretKey: settings.secretKey.reveal(),
    };
  if (!standins || !secretHash) return undefined;
  const digest = createHmac('sha256', options.serviceSecret).update('flutterwave:standin').digest('hex');
  const secretKey = `FLWSECK_TEST-${digest.slice(0, 32)}-X`;
  const wire = standins.connect(
    flutterwaveStandIn({
      secretKey,
      secretHash: secretHash.reveal(),
      checkoutPageUrl: (txRef) => sandboxCheckoutUrl('flutterwave', txRef),
    }),
  );
  return { ...wire, secretKey };
}

/** Flutterwave's checkout and virtual accounts over a connection, or none without one. */
export function flutterwaveCollection(
  connection: FlutterwaveConnection | undefined,
  publicUrl: string | undefined,
): { gateways: { flutterwave?: GatewayProvider }; accounts: { flutterwave?: AccountProvider } } {
  if (!connection) return { gateways: {}, accounts: {} };
  return {
    gateways: { flutterwave: new FlutterwaveGateway(connection, publicUrl) },
    accounts: { flutterwave: new FlutterwaveAccounts(connection) },
  };
}

/**
 * Nigerian payouts through Flutterwave, for the payout-provider choice (NG_PAYOUT_PROVIDER, another
 * part of issue 19); undefined without a connection. Not Nigeria's default: Paystack is.
 */
export function flutterwavePayoutProvider(
  connection: FlutterwaveConnection | undefined,
): PayoutProvider | undefined {
  return connection ? new FlutterwavePayouts(connection) : undefined;
}
