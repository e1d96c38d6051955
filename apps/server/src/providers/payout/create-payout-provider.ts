import { type PayoutProvider, PayoutUnavailableError } from './payout-provider.ts';
import { SandboxPayoutProvider } from './sandbox-payout.ts';

/** Sandbox mode gets the sandbox bank; production has no payout provider until the loans issue adds one. */
export function createPayoutProvider(sandbox: boolean, sandboxDelayMs: number): PayoutProvider {
  if (sandbox) return new SandboxPayoutProvider(sandboxDelayMs);
  return {
    nameEnquiry: async () => {
      throw new PayoutUnavailableError('no payout provider is configured in production yet');
    },
  };
}
