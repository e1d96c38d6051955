import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PRODUCTION_ENV } from '../testing/production-env.ts';
import { TEST_STP_ACCOUNT, TEST_STP_KEY_PEM } from '../testing/stp-key-fixture.ts';
import { loadConfig, SettingsError } from './load-config.ts';

const STP = {
  STP_COMPANY: 'PUENTE',
  STP_WEBHOOK_USER: 'stp',
  STP_WEBHOOK_PASSWORD: randomBytes(32).toString('hex'),
};

function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof SettingsError) return error.message;
    throw error;
  }
  throw new Error('the settings were accepted');
}

describe("STP's notifying addresses and API (decision 037)", () => {
  it("are required with STP's settings in production", () => {
    const message = refusal({ ...PRODUCTION_ENV, ...STP });
    expect(message).toMatch(/^ {2}STP_NOTIFY_FROM: is required/m);
    expect(message).toMatch(/^ {2}STP_BASE_URL: is required/m);
    expect(loadConfig(PRODUCTION_ENV).collection.stp).toBeUndefined();
  });

  it('are read as given: address ranges and an http(s) base URL', () => {
    const config = loadConfig({
      ...PRODUCTION_ENV,
      ...STP,
      STP_NOTIFY_FROM: ' 10.20.0.0/16, 2001:db8::/32 ,192.0.2.7',
      STP_BASE_URL: 'https://efws-dev.stpmex.com',
      STP_ACCOUNT: TEST_STP_ACCOUNT,
      STP_PRIVATE_KEY: TEST_STP_KEY_PEM,
    });
    expect(config.collection.stp?.notifyFrom).toEqual(['10.20.0.0/16', '2001:db8::/32', '192.0.2.7']);
    expect(config.collection.stp?.apiBaseUrl).toBe('https://efws-dev.stpmex.com');
  });

  it('refuse an entry that is not an address or a range, and a base URL that is not http(s)', () => {
    const message = refusal({
      ...STP,
      STP_NOTIFY_FROM: '10.0.0.0/8, stp.mx, 10.0.0.0/40',
      STP_BASE_URL: 'ftp://stp',
    });
    expect(message).toContain('STP_NOTIFY_FROM: "stp.mx" is not an address');
    expect(message).toContain('STP_NOTIFY_FROM: "10.0.0.0/40" has a prefix');
    expect(message).toContain('STP_BASE_URL: must be an http(s) address');
  });

  it('default, in the sandbox, to loopback and the sandbox STP', () => {
    const stp = loadConfig(STP).collection.stp;
    expect(stp?.notifyFrom).toEqual(['127.0.0.0/8', '::1']);
    expect(stp?.apiBaseUrl).toBeUndefined();
  });
});
