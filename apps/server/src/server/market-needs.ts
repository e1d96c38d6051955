import type { MarketId } from '@puente/domain';
import type { NigeriaCollection } from '../providers/collection/gateway-factory.ts';
import type { Config } from '../settings/config.ts';
import type { NigeriaPayoutProviderName } from '../settings/nigeria-providers-settings.ts';

/** What the service was built with, as the needs below ask it (shared-services.ts fills it in). */
export interface BuiltProviders {
  config: Config;
  /** Identity checks reach a provider for the market's borrowers (identity-checks-offered.ts). */
  identityChecks: (market: MarketId) => boolean;
  /** One-time codes reach a phone: Twilio, a sandbox's stand-in, or a provider a test gave. */
  sms: boolean;
  /** Texts reach Nigerian numbers: Termii or its stand-in (decision 051). */
  nigeriaSms: boolean;
  /** NG_PAYOUT_PROVIDER's client was built (its settings, or its stand-in): Nigerian payouts. */
  nigeriaPayouts: boolean;
  /** STP's API, or its stand-in: Mexican payouts. */
  stp: boolean;
  /** SPEI repayment: STP and the company's CLABE prefix. */
  speiOffered: boolean;
  /** OXXO through Stripe or its stand-in. */
  oxxo: boolean;
  /** Nigeria's checkouts and reserved accounts as offered (NG_CHECKOUT_GATEWAYS, NG_ACCOUNT_PROVIDERS). */
  nigeria: NigeriaCollection;
}

/** One thing a market needs to lend: whether the built service has it, and the settings that give it. */
export interface MarketNeed {
  capability: string;
  /** What borrowers cannot do without it, for the operator reading the start log. */
  without: string;
  met: (built: BuiltProviders) => boolean;
  /** The variables that would give it (names only, never a value). */
  settings: (config: Config) => string;
  /** A channel the market lends without (another covers its need): said at start, never refused. */
  optional?: true;
}

/** The settings that configure each Nigerian provider (names only). */
const NIGERIAN_PROVIDER_KEYS: Record<NigeriaPayoutProviderName, string> = {
  paystack: 'PAYSTACK_SECRET_KEY',
  flutterwave: 'FLUTTERWAVE_SECRET_KEY, FLUTTERWAVE_SECRET_HASH',
  monnify: 'MONNIFY_API_KEY, MONNIFY_CLIENT_SECRET, MONNIFY_CONTRACT_CODE',
};

const keysOf = (providers: readonly NigeriaPayoutProviderName[]) =>
  providers.map((name) => `${name}: ${NIGERIAN_PROVIDER_KEYS[name]}`).join('; ');

/**
 * What each market needs to lend (decision 052): identity checks, payouts, one-time codes and at
 * least one way to repay. A market the service lends in (MARKETS) without one of them is refused at
 * start in production; the optional lines are only said.
 */
export const MARKET_NEEDS: Record<MarketId, readonly MarketNeed[]> = {
  MX: [
    {
      capability: 'identity checks',
      without: 'onboarding cannot finish and Apply is not offered',
      met: (b) => b.identityChecks('MX'),
      settings: () => 'KYC_PROVIDER=tuidentidad, TUIDENTIDAD_API_KEY',
    },
    {
      capability: 'payouts (STP)',
      without: 'payouts wait as "bank unavailable"',
      met: (b) => b.stp,
      settings: () => 'STP_BASE_URL, STP_COMPANY, STP_ACCOUNT, STP_PRIVATE_KEY (or STP_PRIVATE_KEY_FILE)',
    },
    {
      capability: 'SMS codes',
      without: 'no one can register or sign in',
      met: (b) => b.sms,
      settings: () => 'SMS_PROVIDER=twilio, TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM',
    },
    {
      capability: 'a way to repay',
      without: 'borrowers could only send proofs of payment',
      met: (b) => b.speiOffered || b.oxxo,
      settings: () =>
        "SPEI: STP's settings with STP_COMPANY_PREFIX, STP_WEBHOOK_USER, STP_WEBHOOK_PASSWORD, STP_NOTIFY_FROM; or OXXO: STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET",
    },
    {
      capability: 'SPEI repayment',
      without: 'no CLABE is offered',
      met: (b) => b.speiOffered,
      settings: () =>
        "STP's settings with STP_COMPANY_PREFIX, STP_WEBHOOK_USER, STP_WEBHOOK_PASSWORD, STP_NOTIFY_FROM",
      optional: true,
    },
    {
      capability: 'OXXO cash payments',
      without: 'no OXXO voucher is offered',
      met: (b) => b.oxxo,
      settings: () => 'STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET',
      optional: true,
    },
  ],
  NG: [
    {
      capability: 'identity checks (BVN, NIN and selfie)',
      without: 'onboarding cannot finish and Apply is not offered',
      met: (b) => b.identityChecks('NG'),
      settings: () => 'SMILE_ID_PARTNER_ID, SMILE_ID_API_KEY',
    },
    {
      // The chosen provider's client, not only its key: Monnify pays only from MONNIFY_WALLET_ACCOUNT.
      capability: 'payouts',
      without: 'payouts wait as "bank unavailable"',
      met: (b) => b.nigeriaPayouts,
      settings: (c) =>
        `NG_PAYOUT_PROVIDER=${c.nigeria.payoutProvider}, ${keysOf([c.nigeria.payoutProvider])}${c.nigeria.payoutProvider === 'monnify' ? ', MONNIFY_WALLET_ACCOUNT' : ''}`,
    },
    {
      // Texts to Nigerian numbers go through Termii's DND route (decision 051).
      capability: 'SMS codes',
      without: 'no one can register or sign in',
      met: (b) => b.nigeriaSms,
      settings: () => 'TERMII_API_KEY, TERMII_SENDER_ID',
    },
    {
      capability: 'a way to repay',
      without: 'borrowers could only send proofs of payment',
      // A checkout sends the payer back to the web app: without PUBLIC_URL no checkout is created.
      met: (b) =>
        (b.config.publicUrl ? Object.keys(b.nigeria.gateways).length : 0) +
          Object.keys(b.nigeria.accounts).length >
        0,
      settings: (c) =>
        `a checkout gateway of NG_CHECKOUT_GATEWAYS (${keysOf(c.nigeria.checkoutGateways) || 'none listed'}) or a reserved-account provider of NG_ACCOUNT_PROVIDERS (${keysOf(c.nigeria.accountProviders) || 'none listed'})${c.publicUrl ? '' : '; a checkout also needs PUBLIC_URL'}`,
    },
  ],
};
