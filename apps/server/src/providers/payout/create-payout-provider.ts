import type { Db } from '../../db/database.ts';
import { SandboxPayoutProvider } from '../../sandbox/payout/sandbox-payout.ts';
import { SandboxTransfers } from '../../sandbox/payout/sandbox-transfers.ts';
import type { StpConnection } from '../stp/stp-connection.ts';
import { StpPayouts } from '../stp/stp-payouts.ts';
import { type PayoutProvider, PayoutUnavailableError } from './payout-provider.ts';
import { PayoutProviders } from './payout-providers.ts';

export interface PayoutSettings {
  sandbox: boolean;
  /** How long the sandbox bank takes to answer a name enquiry. */
  sandboxDelayMs: number;
  /** Share (0–1) of sandbox transfers that fail. */
  sandboxFailureRate: number;
  db: Db;
  /** The business clock. */
  now(): Date;
}

/**
 * Nigeria's payouts: the sandbox bank in sandbox mode. Production has no Nigerian payout provider
 * yet: every call says "unavailable" (payouts wait in the queue, the borrower is told the bank
 * cannot be reached) rather than pretending to pay.
 */
export function createPayoutProvider(settings: PayoutSettings): PayoutProvider {
  if (settings.sandbox) {
    const transfers = new SandboxTransfers(settings.db, {
      failureRate: settings.sandboxFailureRate,
      now: settings.now,
    });
    return new SandboxPayoutProvider(settings.sandboxDelayMs, transfers);
  }
  return unavailablePayouts('none');
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
