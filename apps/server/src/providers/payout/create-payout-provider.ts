import type { NigeriaPayoutProviderName } from '../../settings/nigeria-providers-settings.ts';
import type { PaystackConnection } from '../paystack/paystack-connection.ts';
import { PaystackPayouts } from '../paystack/paystack-payouts.ts';
import type { StpConnection } from '../stp/stp-connection.ts';
import { StpPayouts } from '../stp/stp-payouts.ts';
import { type PayoutProvider, PayoutUnavailableError } from './payout-provider.ts';
import { PayoutProviders } from './payout-providers.ts';

export interface PayoutSettings {
  /** Who sends Nigerian payouts (NG_PAYOUT_PROVIDER); Paystack unless said. */
  nigeria?: NigeriaPayoutProviderName;
  /** Paystack (create-paystack.ts: Paystack itself, or the sandbox's Paystack stand-in), or none. */
  paystack: PaystackConnection | undefined;
  /** Flutterwave's payouts over its connection (flutterwavePayoutProvider), or none. */
  flutterwave?: PayoutProvider | undefined;
  /** Monnify's payouts from the merchant's wallet (shared.monnify?.payouts), or none. */
  monnify?: PayoutProvider | undefined;
}

/**
 * Nigeria's payouts through the provider NG_PAYOUT_PROVIDER chooses (decision 052), Paystack by
 * default (decision 047). The chosen one not built (production without its settings): every call
 * says "unavailable" (payouts wait in the queue, the borrower is told the bank cannot be reached)
 * rather than pretending to pay, or paying through a provider the operator did not choose.
 */
export function createPayoutProvider(settings: PayoutSettings): PayoutProvider {
  return nigerianPayouts(settings) ?? unavailablePayouts('none');
}

/** The chosen Nigerian provider's payouts when its client was built; undefined when not. */
export function nigerianPayouts(settings: PayoutSettings): PayoutProvider | undefined {
  const chosen = settings.nigeria ?? 'paystack';
  if (chosen === 'paystack') return settings.paystack ? new PaystackPayouts(settings.paystack) : undefined;
  return settings[chosen];
}

/**
 * Each market's payout provider: Mexico over STP when there is an STP connection (create-stp.ts:
 * STP itself, or the sandbox's STP stand-in), else "unavailable"; Nigeria as createPayoutProvider.
 */
export function createPayoutProviders(settings: PayoutSettings & { stp: StpConnection | undefined }) {
  const NG = createPayoutProvider(settings);
  // The Nigerian providers not chosen still read back the payouts they sent before a switch.
  const others = (['paystack', 'flutterwave', 'monnify'] as const)
    .filter((name) => name !== NG.name)
    .map((name) => nigerianPayouts({ ...settings, nigeria: name }))
    .filter((provider): provider is PayoutProvider => provider !== undefined);
  return new PayoutProviders(
    { MX: settings.stp ? new StpPayouts(settings.stp) : unavailablePayouts('none-mx'), NG },
    others,
  );
}

function unavailablePayouts(name: string): PayoutProvider {
  const unavailable = async (): Promise<never> => {
    throw new PayoutUnavailableError(
      'no payout provider is configured in production: payouts wait until one is (see README, Settings)',
    );
  };
  return { name, nameEnquiry: unavailable, disburse: unavailable, status: unavailable };
}
