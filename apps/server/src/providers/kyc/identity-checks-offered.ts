import type { MarketId } from '@puente/domain';
import type { Config } from '../../settings/config.ts';

/**
 * Whether identity checks can run for a market's borrowers (the factory's choice, create-kyc-provider.ts).
 * Without them onboarding cannot finish, so the app offers no "Apply" and the service says so at start.
 */
export function identityChecksOffered(config: Config, market: MarketId): boolean {
  if (market === 'MX')
    return (
      (config.kycProvider === 'tuidentidad' && config.tuIdentidad !== undefined) ||
      (config.kycProvider === 'sandbox' && config.sandbox)
    );
  // Nigeria: Smile ID verifies the BVN and the selfie in either mode, the card's photos pass our own
  // checks; a sandbox service without Smile ID's settings has its stand-in (decision 050).
  return config.smileId !== undefined || (config.sandbox && config.kycProvider !== 'none');
}
