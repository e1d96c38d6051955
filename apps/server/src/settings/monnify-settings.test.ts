import { describe, expect, it } from 'vitest';
import { PRODUCTION_ENV } from '../testing/production-env.ts';
import { loadConfig, SettingsError } from './load-config.ts';

const MONNIFY = {
  MONNIFY_API_KEY: 'MK_PROD_ABCDEFGHIJ',
  MONNIFY_CLIENT_SECRET: 'M'.repeat(32),
  MONNIFY_CONTRACT_CODE: '7059707855',
};

function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(SettingsError);
    return (error as SettingsError).message;
  }
  throw new Error('the settings were accepted');
}

describe("Monnify's settings (decision 049)", () => {
  it('make no Monnify client without the API key, and one at api.monnify.com with it', () => {
    expect(loadConfig({}).monnify).toBeUndefined();
    const monnify = loadConfig({ ...MONNIFY, MONNIFY_WALLET_ACCOUNT: '5000000013' }).monnify;
    expect(monnify).toMatchObject({
      baseUrl: 'https://api.monnify.com',
      contractCode: '7059707855',
      walletAccount: '5000000013',
    });
    expect(monnify?.apiKey.reveal()).toBe(MONNIFY.MONNIFY_API_KEY);
    expect(JSON.stringify(monnify)).not.toContain(MONNIFY.MONNIFY_CLIENT_SECRET);
    expect(
      loadConfig({ ...MONNIFY, MONNIFY_BASE_URL: 'https://sandbox.monnify.com/' }).monnify?.baseUrl,
    ).toBe('https://sandbox.monnify.com');
  });

  it('refuse a key without its contract code and secret, a wallet that is not 10 digits, and short keys in production', () => {
    const partial = refusal({ MONNIFY_API_KEY: MONNIFY.MONNIFY_API_KEY });
    expect(partial).toContain('MONNIFY_CONTRACT_CODE');
    expect(partial).toContain('MONNIFY_CLIENT_SECRET');
    expect(refusal({ ...MONNIFY, MONNIFY_WALLET_ACCOUNT: '12345' })).toContain('MONNIFY_WALLET_ACCOUNT');
    const short = refusal({ ...PRODUCTION_ENV, ...MONNIFY, MONNIFY_API_KEY: 'MK_TEST' });
    expect(short).toContain('MONNIFY_API_KEY');
    expect(short).not.toContain('MK_TEST');
    expect(loadConfig({ ...PRODUCTION_ENV, ...MONNIFY }).monnify).toBeDefined();
  });
});
