import type { Db } from '../../db/database.ts';
import { SandboxGateway } from '../../sandbox/collection/sandbox-gateway.ts';
import { SandboxAccountProvider } from '../../sandbox/collection/sandbox-gateway-accounts.ts';
import { flutterwaveCollection } from '../flutterwave/create-flutterwave.ts';
import type { FlutterwaveConnection } from '../flutterwave/flutterwave-http.ts';
import type { MonnifyClients } from '../monnify/create-monnify.ts';
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
 * Sandbox mode gets the sandbox gateways and accounts. Production has none configured yet: the calls
 * answer "no payment method" rather than pretending to take money (the webhooks still verify, so a
 * payment made through an account created elsewhere is credited).
 */
export function createNigeriaCollection(settings: {
  sandbox: boolean;
  db: Db;
  monnify?: MonnifyClients | undefined;
  /** Flutterwave itself or its stand-in (create-flutterwave.ts), in any mode; undefined: none. */
  flutterwave?: FlutterwaveConnection | undefined;
  publicUrl?: string | undefined;
}): NigeriaCollection {
  // Monnify's real client, reaching Monnify or (in a sandbox without its settings) its stand-in.
  const monnify = settings.monnify ? { monnify: settings.monnify.accounts } : {};
  const flutterwave = flutterwaveCollection(settings.flutterwave, settings.publicUrl);
  if (!settings.sandbox)
    return { gateways: { ...flutterwave.gateways }, accounts: { ...monnify, ...flutterwave.accounts } };
  return {
    gateways: {
      paystack: new SandboxGateway('paystack', settings.db),
      ...flutterwave.gateways,
    },
    accounts: {
      ...monnify,
      ...flutterwave.accounts,
      paystack: new SandboxAccountProvider('paystack'),
    },
  };
}
