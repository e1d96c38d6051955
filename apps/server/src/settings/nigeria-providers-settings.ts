import type { AccountProviderName, GatewayName } from '../providers/collection/gateway-provider.ts';
import { oneOf } from './env-fields.ts';
import { nameList } from './name-list.ts';

export type NigeriaPayoutProviderName = 'paystack' | 'flutterwave' | 'monnify';

/** Which Nigerian provider does what (decision 052): the operator's choice among those configured. */
export interface NigeriaProviderSettings {
  /** Who sends Nigerian payouts (NG_PAYOUT_PROVIDER). */
  payoutProvider: NigeriaPayoutProviderName;
  /** The checkout gateways a borrower may pay through, in the order offered (NG_CHECKOUT_GATEWAYS). */
  checkoutGateways: readonly GatewayName[];
  /** The providers a borrower's reserved account may be opened at (NG_ACCOUNT_PROVIDERS). */
  accountProviders: readonly AccountProviderName[];
}

const PAYOUT_PROVIDERS = ['paystack', 'flutterwave', 'monnify'] as const;
const CHECKOUT_GATEWAYS: readonly GatewayName[] = ['paystack', 'flutterwave'];
const ACCOUNT_PROVIDERS: readonly AccountProviderName[] = ['monnify', 'flutterwave', 'paystack'];

/** The variables, for the one settings schema (settings-schema.ts). */
export const NIGERIA_PROVIDER_FIELDS = {
  NG_PAYOUT_PROVIDER: oneOf(PAYOUT_PROVIDERS),
  NG_CHECKOUT_GATEWAYS: nameList(CHECKOUT_GATEWAYS, { none: true }),
  NG_ACCOUNT_PROVIDERS: nameList(ACCOUNT_PROVIDERS, { none: true }),
};

interface NigeriaProviderEnv {
  SANDBOX: boolean;
  NG_PAYOUT_PROVIDER?: NigeriaPayoutProviderName | undefined;
  NG_CHECKOUT_GATEWAYS?: GatewayName[] | undefined;
  NG_ACCOUNT_PROVIDERS?: AccountProviderName[] | undefined;
}

/**
 * The defaults (decision 052): payouts through Paystack, whose transfers need nothing beyond its
 * secret key; checkouts at Paystack and Flutterwave, the two the web app offers; reserved accounts at
 * Monnify in production (Paystack's dedicated accounts and Flutterwave's static ones each need the
 * provider's separate approval), at all three in a sandbox, whose stand-ins show every one.
 */
export function nigeriaProviders(env: NigeriaProviderEnv): NigeriaProviderSettings {
  return {
    payoutProvider: env.NG_PAYOUT_PROVIDER ?? 'paystack',
    checkoutGateways: env.NG_CHECKOUT_GATEWAYS ?? CHECKOUT_GATEWAYS,
    accountProviders: env.NG_ACCOUNT_PROVIDERS ?? (env.SANDBOX ? ACCOUNT_PROVIDERS : ['monnify']),
  };
}
