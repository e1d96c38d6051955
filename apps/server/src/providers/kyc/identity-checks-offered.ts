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
  // Nigeria: Smile ID (or its stand-in) verifies the BVN and the selfie, but the card's OCR is the
  // sandbox's own check until Nigeria has a card provider (decision 050).
  return config.sandbox && config.kycProvider !== 'none';
}
