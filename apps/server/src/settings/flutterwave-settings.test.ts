import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PRODUCTION_ENV } from '../testing/production-env.ts';
import { loadConfig, SettingsError } from './load-config.ts';

const KEY = 'FLWSECK-0123456789abcdef0123456789abcdef-X';
const HASH = randomBytes(32).toString('hex');

function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof SettingsError) return error.message;
    throw error;
  }
  throw new Error('the settings were accepted');
}

describe("Flutterwave's API settings (decision 048)", () => {
  it('are absent without a key, and point at Flutterwave by default', () => {
    expect(loadConfig(PRODUCTION_ENV).flutterwave).toBeUndefined();
    const config = loadConfig({
      ...PRODUCTION_ENV,
      FLUTTERWAVE_SECRET_KEY: KEY,
      FLUTTERWAVE_SECRET_HASH: HASH,
    });
    expect(config.flutterwave?.baseUrl).toBe('https://api.flutterwave.com');
    expect(config.flutterwave?.secretKey.reveal()).toBe(KEY);
    const elsewhere = loadConfig({
      ...PRODUCTION_ENV,
      FLUTTERWAVE_SECRET_KEY: KEY.replace('FLWSECK-', 'FLWSECK_TEST-'),
      FLUTTERWAVE_SECRET_HASH: HASH,
      FLUTTERWAVE_BASE_URL: 'http://127.0.0.1:8195/',
    });
    expect(elsewhere.flutterwave?.baseUrl).toBe('http://127.0.0.1:8195');
  });

  it('refuse in production a key not shaped as Flutterwave issues them, and a key without the hash', () => {
    for (const bad of [
      'FLWSECK-short',
      'sk_live_0123456789abcdef0123456789abcdef',
      `FLWPUBK-${'a'.repeat(32)}-X`,
    ]) {
      const message = refusal({
        ...PRODUCTION_ENV,
        FLUTTERWAVE_SECRET_KEY: bad,
        FLUTTERWAVE_SECRET_HASH: HASH,
      });
      expect(message).toMatch(/^ {2}FLUTTERWAVE_SECRET_KEY: must be a Flutterwave secret key/m);
      expect(message).not.toContain(bad);
    }
    expect(refusal({ ...PRODUCTION_ENV, FLUTTERWAVE_SECRET_KEY: KEY })).toMatch(
      /^ {2}FLUTTERWAVE_SECRET_HASH: is required with FLUTTERWAVE_SECRET_KEY/m,
    );
    expect(refusal({ ...PRODUCTION_ENV, FLUTTERWAVE_BASE_URL: 'ftp://flutterwave' })).toMatch(
      /FLUTTERWAVE_BASE_URL: must be an http\(s\) address/,
    );
  });

  it('take any key in sandbox mode', () => {
    expect(loadConfig({ FLUTTERWAVE_SECRET_KEY: 'k' }).flutterwave?.secretKey.reveal()).toBe('k');
  });
});
