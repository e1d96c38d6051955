import type { Db } from '../../db/database.ts';
import { SandboxPayoutProvider } from '../../sandbox/payout/sandbox-payout.ts';
import { SandboxTransfers } from '../../sandbox/payout/sandbox-transfers.ts';
import { type PayoutProvider, PayoutUnavailableError } from './payout-provider.ts';

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
 * Sandbox mode gets the sandbox bank. Production has no payout provider configured: every call says
 * "unavailable" (payouts wait in the queue, the borrower is told the bank cannot be reached) rather
 * than pretending to pay.
 */
export function createPayoutProvider(settings: PayoutSettings): PayoutProvider {
  if (settings.sandbox) {
    const transfers = new SandboxTransfers(settings.db, {
      failureRate: settings.sandboxFailureRate,
      now: settings.now,
    });
    return new SandboxPayoutProvider(settings.sandboxDelayMs, transfers);
  }
  const unavailable = async (): Promise<never> => {
    throw new PayoutUnavailableError(
      'no payout provider is configured in production: payouts wait until one is (see README, Settings)',
    );
  };
  return { name: 'none', nameEnquiry: unavailable, disburse: unavailable, status: unavailable };
}
