import type { MarketId } from '@puente/domain';

/** What a market's borrowers cannot do for want of a provider, and the settings that would give it. */
export interface MissingProvider {
  market: MarketId;
  channel: string;
  settings: string;
}

/**
 * Said once at start (issue 18): for each market the service has an app for, every channel whose
 * provider is not configured, so an operator reads why borrowers do not see it instead of guessing.
 * The app offers none of them (no Apply without identity checks, no SPEI without STP, no OXXO
 * without an acquirer); Mexican payouts wait as "bank unavailable" without STP.
 */
export function missingProviders(
  served: readonly MarketId[],
  have: {
    identityChecks: (market: MarketId) => boolean;
    stp: boolean;
    oxxo: boolean;
  },
): MissingProvider[] {
  const missing: MissingProvider[] = [];
  for (const market of new Set(served)) {
    if (!have.identityChecks(market))
      missing.push({
        market,
        channel: 'identity checks: onboarding cannot finish and Apply is not offered',
        settings:
          market === 'MX'
            ? 'TUIDENTIDAD_API_KEY (KYC_PROVIDER=tuidentidad)'
            : 'SMILE_ID_PARTNER_ID, SMILE_ID_API_KEY (the BVN and selfie); the card OCR has no production provider yet (decision 050)',
      });
    if (market !== 'MX') continue;
    if (!have.stp)
      missing.push({
        market,
        channel: 'STP: no payouts (they wait as "bank unavailable") and no SPEI repayment',
        settings:
          'STP_BASE_URL, STP_COMPANY, STP_ACCOUNT, STP_PRIVATE_KEY(_FILE), STP_WEBHOOK_USER/PASSWORD, STP_NOTIFY_FROM, STP_COMPANY_PREFIX',
      });
    if (!have.oxxo)
      missing.push({
        market,
        channel: 'OXXO cash payments',
        settings: 'STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET',
      });
  }
  return missing;
}
