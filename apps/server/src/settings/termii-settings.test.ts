import { describe, expect, it } from 'vitest';
import { PRODUCTION_ENV } from '../testing/production-env.ts';
import { loadConfig, SettingsError } from './load-config.ts';

const KEY = `TL${'a1B2c3D4'.repeat(7)}`;

function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof SettingsError) return error.message;
    throw error;
  }
  return '';
}

describe("Termii's settings (decision 051)", () => {
  it("default to Termii's Nigerian API and no key, in both modes", () => {
    for (const env of [{}, PRODUCTION_ENV])
      expect(loadConfig(env).termii).toEqual({
        apiKey: undefined,
        senderId: undefined,
        baseUrl: 'https://api.ng.termii.com',
      });
  });

  it('keep the key secret, and the address as given without a trailing slash', () => {
    const config = loadConfig({
      ...PRODUCTION_ENV,
      TERMII_API_KEY: KEY,
      TERMII_SENDER_ID: 'Puente',
      TERMII_BASE_URL: 'http://127.0.0.1:8195/',
    });
    expect(config.termii.apiKey?.reveal()).toBe(KEY);
    expect(JSON.stringify(config.termii)).not.toContain(KEY);
    expect(config.termii).toMatchObject({ senderId: 'Puente', baseUrl: 'http://127.0.0.1:8195' });
  });

  it('refuse a key without its sender ID, a sender ID Termii would not take, and a short key in production', () => {
    expect(refusal({ TERMII_API_KEY: 'short' })).toContain(
      'TERMII_SENDER_ID: is required with TERMII_API_KEY',
    );
    expect(refusal({ TERMII_API_KEY: KEY, TERMII_SENDER_ID: 'Puente-Loans!' })).toContain(
      'TERMII_SENDER_ID: must be a Termii sender ID, 3 to 11 letters or digits, not "Puente-Loans!"',
    );
    const short = refusal({ ...PRODUCTION_ENV, TERMII_API_KEY: 'TLshort', TERMII_SENDER_ID: 'Puente' });
    expect(short).toContain('TERMII_API_KEY: must be at least 24 characters in production');
    expect(short).not.toContain('TLshort');
    // The sandbox takes a short key: a test's stand-in may use one.
    expect(
      loadConfig({ TERMII_API_KEY: 'TLshort', TERMII_SENDER_ID: 'Puente' }).termii.apiKey?.reveal(),
    ).toBe('TLshort');
  });
});
