import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stpFirma, stpFirmaValid } from '../providers/stp/stp-signing.ts';
import { PRODUCTION_ENV } from '../testing/production-env.ts';
import {
  TEST_STP_ACCOUNT,
  TEST_STP_ENCRYPTED_KEY_PEM,
  TEST_STP_KEY_PEM,
  TEST_STP_PASSPHRASE,
} from '../testing/stp-key-fixture.ts';
import { loadConfig, SettingsError } from './load-config.ts';

const STP = {
  STP_COMPANY: 'PUENTE',
  STP_WEBHOOK_USER: 'stp',
  STP_WEBHOOK_PASSWORD: randomBytes(32).toString('hex'),
  STP_NOTIFY_FROM: '10.20.0.0/16',
  STP_BASE_URL: 'https://demo.stpmex.com:7024/',
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

describe("STP's API settings (decision 040)", () => {
  it('are none without STP_BASE_URL: a sandbox uses its stand-in, production has no SPEI payouts', () => {
    expect(loadConfig({}).stp).toBeUndefined();
    expect(loadConfig(PRODUCTION_ENV).stp).toBeUndefined();
  });

  it('with STP_BASE_URL, need the company, its own CLABE and a key that opens', () => {
    const message = refusal({ ...PRODUCTION_ENV, STP_BASE_URL: 'https://prod.stpmex.com' });
    expect(message).toMatch(/^ {2}STP_COMPANY: is required with STP_BASE_URL/m);
    expect(message).toMatch(/^ {2}STP_ACCOUNT: is required with STP_BASE_URL/m);
    expect(message).toMatch(/^ {2}STP_PRIVATE_KEY: is required with STP_BASE_URL/m);
  });

  it('read a plain PEM, and sign with it what its public half verifies', () => {
    const config = loadConfig({
      ...PRODUCTION_ENV,
      ...STP,
      STP_ACCOUNT: TEST_STP_ACCOUNT,
      STP_PRIVATE_KEY: TEST_STP_KEY_PEM,
    });
    expect(config.stp).toMatchObject({
      baseUrl: 'https://demo.stpmex.com:7024',
      company: 'PUENTE',
      account: TEST_STP_ACCOUNT,
    });
    const key = config.stp?.privateKey;
    if (!key) throw new Error('no key');
    expect(stpFirmaValid('||a|b||', stpFirma('||a|b||', key), key)).toBe(true);
  });

  it('read an encrypted key from a file with its passphrase, and one written with \\n in the variable', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'stp-key-')), 'key.pem');
    writeFileSync(file, TEST_STP_ENCRYPTED_KEY_PEM);
    const fromFile = loadConfig({
      ...STP,
      STP_ACCOUNT: TEST_STP_ACCOUNT,
      STP_PRIVATE_KEY_FILE: file,
      STP_PRIVATE_KEY_PASSPHRASE: TEST_STP_PASSPHRASE,
    });
    expect(fromFile.stp?.privateKey.type).toBe('private');
    const oneLine = loadConfig({
      ...STP,
      STP_ACCOUNT: TEST_STP_ACCOUNT,
      STP_PRIVATE_KEY: TEST_STP_KEY_PEM.replace(/\n/g, '\\n'),
    });
    expect(oneLine.stp?.privateKey.type).toBe('private');
  });

  it('refuse a key that does not open, naming the variable and never showing the key or passphrase', () => {
    const garbled = TEST_STP_KEY_PEM.replace(/[A-Za-z]{12}/, 'AAAAAAAAAAAA');
    const wrongPassphrase = refusal({
      ...STP,
      STP_ACCOUNT: TEST_STP_ACCOUNT,
      STP_PRIVATE_KEY: TEST_STP_ENCRYPTED_KEY_PEM,
      STP_PRIVATE_KEY_PASSPHRASE: 'not-the-passphrase',
    });
    expect(wrongPassphrase).toContain(
      'STP_PRIVATE_KEY: is not a PEM private key that STP_PRIVATE_KEY_PASSPHRASE opens',
    );
    expect(wrongPassphrase).not.toContain('not-the-passphrase');
    const bad = refusal({ ...STP, STP_ACCOUNT: TEST_STP_ACCOUNT, STP_PRIVATE_KEY: garbled });
    expect(bad).toContain('STP_PRIVATE_KEY: is not a PEM private key');
    for (const line of garbled.split('\n').slice(1, -2)) expect(bad).not.toContain(line);
    const missing = refusal({
      ...STP,
      STP_ACCOUNT: TEST_STP_ACCOUNT,
      STP_PRIVATE_KEY_FILE: '/nonexistent/key.pem',
    });
    expect(missing).toContain('STP_PRIVATE_KEY_FILE: cannot be read (ENOENT)');
  });

  it('refuse an STP_ACCOUNT that is not a CLABE, saying why', () => {
    const message = refusal({ ...STP, STP_ACCOUNT: '646180110400000008', STP_PRIVATE_KEY: TEST_STP_KEY_PEM });
    expect(message).toContain('STP_ACCOUNT: is not a CLABE: its last digit is not the check digit');
    expect(refusal({ ...STP, STP_ACCOUNT: '6461801104', STP_PRIVATE_KEY: TEST_STP_KEY_PEM })).toContain(
      'STP_ACCOUNT: must be a CLABE, 18 digits',
    );
  });
});
