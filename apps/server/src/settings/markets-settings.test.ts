import { describe, expect, it } from 'vitest';
import { PRODUCTION_ENV } from '../testing/production-env.ts';
import { loadConfig, SettingsError } from './load-config.ts';

/** The message loadConfig refuses with, or a failure if it starts. */
function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(SettingsError);
    return (error as SettingsError).message;
  }
  throw new Error('the settings were accepted');
}

describe('MARKETS', () => {
  it('serves both markets in a sandbox and Mexico alone in production unless told', () => {
    expect(loadConfig({}).markets).toEqual(['MX', 'NG']);
    expect(loadConfig(PRODUCTION_ENV).markets).toEqual(['MX']);
    expect(loadConfig({ ...PRODUCTION_ENV, MARKETS: '' }).markets).toEqual(['MX']);
  });

  it('takes one market or both, in any case and order, each once', () => {
    expect(loadConfig({ ...PRODUCTION_ENV, MARKETS: 'NG' }).markets).toEqual(['NG']);
    expect(loadConfig({ MARKETS: 'mx' }).markets).toEqual(['MX']);
    expect(loadConfig({ ...PRODUCTION_ENV, MARKETS: ' ng , MX,NG ' }).markets).toEqual(['MX', 'NG']);
  });

  it('refuses a market it does not know, naming the variable and the word', () => {
    const message = refusal({ MARKETS: 'MX,US,ghana' });
    expect(message).toContain('MARKETS: "US", "GHANA" is not one of MX, NG');
  });
});

describe('which Nigerian provider does what', () => {
  it('defaults to Paystack payouts, both checkouts, and Monnify accounts in production (all three in a sandbox)', () => {
    expect(loadConfig(PRODUCTION_ENV).nigeria).toEqual({
      payoutProvider: 'paystack',
      checkoutGateways: ['paystack', 'flutterwave'],
      accountProviders: ['monnify'],
    });
    expect(loadConfig({}).nigeria.accountProviders).toEqual(['monnify', 'flutterwave', 'paystack']);
  });

  it('reads each choice, and none for a list offered no provider', () => {
    const config = loadConfig({
      ...PRODUCTION_ENV,
      NG_PAYOUT_PROVIDER: 'monnify',
      NG_CHECKOUT_GATEWAYS: 'Flutterwave',
      NG_ACCOUNT_PROVIDERS: 'paystack, monnify, paystack',
    });
    expect(config.nigeria).toEqual({
      payoutProvider: 'monnify',
      checkoutGateways: ['flutterwave'],
      accountProviders: ['paystack', 'monnify'],
    });
    expect(loadConfig({ NG_CHECKOUT_GATEWAYS: 'none' }).nigeria.checkoutGateways).toEqual([]);
    expect(loadConfig({ NG_ACCOUNT_PROVIDERS: ' ' }).nigeria.accountProviders).toEqual([
      'monnify',
      'flutterwave',
      'paystack',
    ]);
  });

  it('refuses what is not a provider of that role, every variable at once', () => {
    const message = refusal({
      NG_PAYOUT_PROVIDER: 'stripe',
      NG_CHECKOUT_GATEWAYS: 'paystack,monnify',
      NG_ACCOUNT_PROVIDERS: 'none,monnify',
    });
    expect(message).toContain(
      'NG_PAYOUT_PROVIDER: must be one of paystack, flutterwave, monnify, not "stripe"',
    );
    expect(message).toContain(
      'NG_CHECKOUT_GATEWAYS: "monnify" is not one of paystack, flutterwave (or none alone)',
    );
    expect(message).toContain(
      'NG_ACCOUNT_PROVIDERS: "none" is not one of monnify, flutterwave, paystack (or none alone)',
    );
  });
});
