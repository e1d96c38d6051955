import { flutterwaveCollection } from '../flutterwave/create-flutterwave.ts';
import type { FlutterwaveConnection } from '../flutterwave/flutterwave-http.ts';
import type { MonnifyClients } from '../monnify/create-monnify.ts';
import { paystackCollection } from '../paystack/create-paystack.ts';
import type { PaystackConnection } from '../paystack/paystack-connection.ts';
import type {
  AccountProvider,
  AccountProviderName,
  GatewayName,
  GatewayProvider,
} from './gateway-provider.ts';

export interface NigeriaCollection {
  gateways: Partial<Record<GatewayName, GatewayProvider>>;
  accounts: Partial<Record<AccountProviderName, AccountProvider>>;
}

/**
 * Each Nigerian provider's real clients over its connection, in either mode: the provider itself
 * given its settings, else a sandbox's stand-in (create-<provider>.ts chose); a provider without a
 * connection (production without its key) is not built, and the calls answer "no payment method"
 * rather than pretend to take money (its webhooks still verify where a secret is given).
 */
export function createNigeriaCollection(settings: {
  monnify?: MonnifyClients | undefined;
  /** Flutterwave itself or its stand-in (create-flutterwave.ts), in any mode; undefined: none. */
  flutterwave?: FlutterwaveConnection | undefined;
  /** Paystack itself or its stand-in (create-paystack.ts), in any mode; undefined: none. */
  paystack?: PaystackConnection | undefined;
  publicUrl?: string | undefined;
}): NigeriaCollection {
  // Monnify's real client, reaching Monnify or (in a sandbox without its settings) its stand-in.
  const monnify = settings.monnify ? { monnify: settings.monnify.accounts } : {};
  const flutterwave = flutterwaveCollection(settings.flutterwave, settings.publicUrl);
  const paystack = paystackCollection(settings.paystack);
  return {
    gateways: { ...paystack.gateways, ...flutterwave.gateways },
    accounts: { ...monnify, ...flutterwave.accounts, ...paystack.accounts },
  };
}
