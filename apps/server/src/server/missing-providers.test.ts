import type { MarketId } from '@puente/domain';
import { describe, expect, it } from 'vitest';
import type { GatewayProvider } from '../providers/collection/gateway-provider.ts';
import { identityChecksOffered } from '../providers/kyc/identity-checks-offered.ts';
import { loadConfig } from '../settings/load-config.ts';
import { PRODUCTION_ENV } from '../testing/production-env.ts';
import type { BuiltProviders } from './market-needs.ts';
import { checkMarketNeeds, MarketsCannotLendError, missingProviders } from './missing-providers.ts';

const production = loadConfig(PRODUCTION_ENV);
const nothing: BuiltProviders = {
  config: production,
  identityChecks: () => false,
  sms: false,
  nigeriaSms: false,
  nigeriaPayouts: false,
  stp: false,
  speiOffered: false,
  oxxo: false,
  nigeria: { gateways: {}, accounts: {} },
};
const mexicoReady: BuiltProviders = {
  ...nothing,
  identityChecks: (market: MarketId) => market === 'MX',
  sms: true,
  nigeriaSms: true,
  stp: true,
  speiOffered: true,
  oxxo: true,
};
const line = (m: { market: string; capability: string; optional: boolean }) =>
  `${m.market} ${m.capability}${m.optional ? ' (optional)' : ''}`;

describe('what each market needs to lend', () => {
  it('names every Mexican need without its provider, with the settings that would give it', () => {
    const missing = missingProviders(['MX'], nothing);
    expect(missing.map(line)).toEqual([
      'MX identity checks',
      'MX payouts (STP)',
      'MX SMS codes',
      'MX a way to repay',
      'MX SPEI repayment (optional)',
      'MX OXXO cash payments (optional)',
    ]);
    expect(missing[0]?.settings).toBe('KYC_PROVIDER=tuidentidad, TUIDENTIDAD_API_KEY');
    expect(missing[1]?.settings).toContain('STP_PRIVATE_KEY');
  });

  it('lets Mexico repay through SPEI or OXXO alone, saying the other is missing', () => {
    expect(missingProviders(['MX'], { ...mexicoReady, oxxo: false }).map(line)).toEqual([
      'MX OXXO cash payments (optional)',
    ]);
    expect(missingProviders(['MX'], { ...mexicoReady, speiOffered: false }).map(line)).toEqual([
      'MX SPEI repayment (optional)',
    ]);
  });

  it('says nothing of a configured market, nor of a market the service does not lend in', () => {
    expect(missingProviders(['MX', 'MX'], mexicoReady)).toEqual([]);
    expect(missingProviders([], nothing)).toEqual([]);
    expect(missingProviders(['MX', 'NG'], mexicoReady).map((m) => m.market)).not.toContain('MX');
  });

  it("names Nigeria's providers as its settings choose them", () => {
    const config = loadConfig({
      ...PRODUCTION_ENV,
      NG_PAYOUT_PROVIDER: 'monnify',
      NG_CHECKOUT_GATEWAYS: 'flutterwave',
      NG_ACCOUNT_PROVIDERS: 'none',
    });
    const missing = missingProviders(['NG'], { ...mexicoReady, config });
    expect(missing.map(line)).toEqual([
      'NG identity checks (BVN, NIN and selfie)',
      'NG payouts',
      'NG a way to repay',
    ]);
    expect(missing[0]?.settings).toBe('SMILE_ID_PARTNER_ID, SMILE_ID_API_KEY');
    expect(missing[1]?.settings).toBe(
      'NG_PAYOUT_PROVIDER=monnify, monnify: MONNIFY_API_KEY, MONNIFY_CLIENT_SECRET, MONNIFY_CONTRACT_CODE, MONNIFY_WALLET_ACCOUNT',
    );
    expect(missing[2]?.settings).toBe(
      'a checkout gateway of NG_CHECKOUT_GATEWAYS (flutterwave: FLUTTERWAVE_SECRET_KEY, FLUTTERWAVE_SECRET_HASH) or a reserved-account provider of NG_ACCOUNT_PROVIDERS (none listed); a checkout also needs PUBLIC_URL',
    );
  });

  it("counts Nigeria's payouts as met only when the chosen provider's client was built", () => {
    const config = loadConfig({
      ...PRODUCTION_ENV,
      NG_PAYOUT_PROVIDER: 'flutterwave',
      PAYSTACK_SECRET_KEY: `sk_live_${'0a'.repeat(16)}`,
    });
    const lines = (nigeriaPayouts: boolean) =>
      missingProviders(['NG'], { ...mexicoReady, config, nigeriaPayouts }).map(line);
    // A Paystack key given does not pay out when Flutterwave is the one chosen.
    expect(lines(false)).toContain('NG payouts');
    expect(lines(true)).not.toContain('NG payouts');
  });

  it("counts Nigeria's payouts as given by the chosen provider's client, and a way to repay by what is offered", () => {
    const config = loadConfig({
      ...PRODUCTION_ENV,
      PAYSTACK_SECRET_KEY: `sk_live_${'0a'.repeat(16)}`,
      PUBLIC_URL: 'https://puente.example',
    });
    const unused = async (): Promise<never> => {
      throw new Error('not asked at start');
    };
    const gateway: GatewayProvider = { name: 'paystack', initialize: unused, verify: unused };
    const built = {
      ...mexicoReady,
      config,
      nigeriaPayouts: true,
      nigeria: { gateways: { paystack: gateway }, accounts: {} },
    };
    expect(missingProviders(['NG'], built).map(line)).toEqual(['NG identity checks (BVN, NIN and selfie)']);
    // A checkout sends the payer back to the web app: without PUBLIC_URL a gateway alone is no way to repay.
    const noPublicUrl = { ...built, config: { ...config, publicUrl: undefined } };
    expect(missingProviders(['NG'], noPublicUrl).map(line)).toContain('NG a way to repay');
  });

  it("counts Nigeria's identity checks as met once Smile ID's settings are given (decision 050)", () => {
    const withSmileId = loadConfig({
      ...PRODUCTION_ENV,
      SMILE_ID_PARTNER_ID: '2',
      SMILE_ID_API_KEY: '0b2c6a63-2f4e-4a9c-9c41-7a3f2d6c1e55',
    });
    const lines = (config: typeof production) =>
      missingProviders(['NG'], {
        ...mexicoReady,
        config,
        identityChecks: (m) => identityChecksOffered(config, m),
      }).map(line);
    expect(lines(production)).toContain('NG identity checks (BVN, NIN and selfie)');
    expect(lines(withSmileId)).not.toContain('NG identity checks (BVN, NIN and selfie)');
  });
});

describe('the check at start', () => {
  it('refuses with one message naming every missing need of every market, and no optional channel', () => {
    const warned: string[] = [];
    let refusal: unknown;
    try {
      checkMarketNeeds(
        ['MX', 'NG'],
        { ...nothing, sms: true },
        { refuse: true, warn: (m) => warned.push(line(m)) },
      );
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(MarketsCannotLendError);
    const message = (refusal as Error).message;
    for (const expected of [
      '  MX identity checks: KYC_PROVIDER=tuidentidad, TUIDENTIDAD_API_KEY',
      '  MX payouts (STP): STP_BASE_URL, STP_COMPANY, STP_ACCOUNT, STP_PRIVATE_KEY (or STP_PRIVATE_KEY_FILE)',
      '  MX a way to repay: ',
      '  NG payouts: NG_PAYOUT_PROVIDER=paystack, paystack: PAYSTACK_SECRET_KEY',
      '  NG SMS codes: TERMII_API_KEY, TERMII_SENDER_ID',
      '  NG a way to repay: ',
    ])
      expect(message).toContain(expected);
    expect(message).not.toContain('MX SMS codes');
    expect(message).not.toContain('OXXO cash payments');
    expect(warned).toEqual([]);
  });

  it('only says it when told not to refuse (a sandbox, a test), the optional channels included', () => {
    const warned: string[] = [];
    checkMarketNeeds(
      ['MX'],
      { ...mexicoReady, oxxo: false, stp: false },
      {
        refuse: false,
        warn: (m) => warned.push(line(m)),
      },
    );
    expect(warned).toEqual(['MX payouts (STP)', 'MX OXXO cash payments (optional)']);
    expect(() =>
      checkMarketNeeds(['MX'], { ...mexicoReady, oxxo: false }, { refuse: true, warn: () => undefined }),
    ).not.toThrow();
  });
});
