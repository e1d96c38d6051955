import type { PaystackConnection } from '../paystack/paystack-connection.ts';
import { PaystackPayouts } from '../paystack/paystack-payouts.ts';
import type { StpConnection } from '../stp/stp-connection.ts';
import { StpPayouts } from '../stp/stp-payouts.ts';
import { type PayoutProvider, PayoutUnavailableError } from './payout-provider.ts';
import { PayoutProviders } from './payout-providers.ts';

export interface PayoutSettings {
  /** Paystack (create-paystack.ts: Paystack itself, or the sandbox's Paystack stand-in), or none. */
  paystack: PaystackConnection | undefined;
}

/**
 * Nigeria's payouts: through Paystack when there is a Paystack connection (decision 047), else
 * every call says "unavailable" (payouts wait in the queue, the borrower is told the bank cannot
 * be reached) rather than pretending to pay.
 */
export function createPayoutProvider(settings: PayoutSettings): PayoutProvider {
  return settings.paystack ? new PaystackPayouts(settings.paystack) : unavailablePayouts('none');
}

/**
 * Each market's payout provider: Mexico over STP when there is an STP connection (create-stp.ts:
 * STP itself, or the sandbox's STP stand-in), else "unavailable"; Nigeria as createPayoutProvider.
 */
export function createPayoutProviders(settings: PayoutSettings & { stp: StpConnection | undefined }) {
  return new PayoutProviders({
    MX: settings.stp ? new StpPayouts(settings.stp) : unavailablePayouts('none-mx'),
    NG: createPayoutProvider(settings),
  });
}

function unavailablePayouts(name: string): PayoutProvider {
  const unavailable = async (): Promise<never> => {
    throw new PayoutUnavailableError(
      'no payout provider is configured in production: payouts wait until one is (see README, Settings)',
    );
  };
  return { name, nameEnquiry: unavailable, disburse: unavailable, status: unavailable };
}
