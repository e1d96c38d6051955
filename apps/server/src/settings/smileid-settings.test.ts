import { describe, expect, it } from 'vitest';
import { PRODUCTION_ENV } from '../testing/production-env.ts';
import { loadConfig, SettingsError } from './load-config.ts';

const KEY = '0b2c6a63-2f4e-4a9c-9c41-7a3f2d6c1e55';

function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof SettingsError) return error.message;
    throw error;
  }
  throw new Error('the settings were accepted');
}

describe("Smile ID's settings (decision 050)", () => {
  it('are taken together, at Smile ID’s production address unless told, in either mode', () => {
    const production = loadConfig({ ...PRODUCTION_ENV, SMILE_ID_PARTNER_ID: '2', SMILE_ID_API_KEY: KEY });
    expect(production.smileId).toMatchObject({ partnerId: '2', baseUrl: 'https://api.smileidentity.com/v1' });
    expect(production.smileId?.apiKey.reveal()).toBe(KEY);
    const staging = loadConfig({
      SMILE_ID_PARTNER_ID: '2',
      SMILE_ID_API_KEY: 'k',
      SMILE_ID_BASE_URL: 'https://testapi.smileidentity.com/v1',
    });
    expect(staging.smileId?.baseUrl).toBe('https://testapi.smileidentity.com/v1');
    expect(loadConfig({}).smileId).toBeUndefined();
  });

  it('refuse one without the other, a partner id that is not digits, and a short key in production', () => {
    expect(refusal({ SMILE_ID_API_KEY: KEY })).toMatch(
      /SMILE_ID_PARTNER_ID: is required with SMILE_ID_API_KEY/,
    );
    expect(refusal({ SMILE_ID_PARTNER_ID: '2' })).toMatch(
      /SMILE_ID_API_KEY: is required with SMILE_ID_PARTNER_ID/,
    );
    expect(refusal({ SMILE_ID_PARTNER_ID: 'abc', SMILE_ID_API_KEY: KEY })).toMatch(/SMILE_ID_PARTNER_ID/);
    const short = refusal({ ...PRODUCTION_ENV, SMILE_ID_PARTNER_ID: '2', SMILE_ID_API_KEY: 'short-key-1' });
    expect(short).toMatch(/SMILE_ID_API_KEY: must be at least 32 characters in production/);
    expect(short).not.toContain('short-key-1');
  });
});
