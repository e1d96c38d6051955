import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverRoot } from '../paths.ts';
import { createFileStorage } from '../storage/create-file-storage.ts';
import { PRODUCTION_ENV } from '../testing/production-env.ts';
import { TEST_STP_ACCOUNT, TEST_STP_KEY_PEM } from '../testing/stp-key-fixture.ts';
import { loadConfig, SettingsError } from './load-config.ts';
import { DEMO_PARTNER_OFFERS } from './partner-offers.ts';
import { SECRET_RULES } from './secret-rules.ts';
import { SETTINGS_VARIABLES } from './settings-schema.ts';

/** What loadConfig answered before the settings schema (commit dfed5e2), for the settings it had. */
const BEFORE_SANDBOX = {
  port: 8080,
  host: '0.0.0.0',
  dataDir: path.resolve('data'),
  databaseUrl: undefined,
  sandbox: true,
  logLevel: 'info',
  secretKey: undefined,
  reviewAccounts: [],
  redisUrl: undefined,
  webDist: path.resolve(serverRoot, '../web/dist'),
  jobs: true,
  sandboxSmsDelayMs: 300,
  trustProxy: false,
  sessionCacheMs: 2000,
  uploadsDir: path.resolve('data/uploads'),
  s3: undefined,
  kycProvider: 'sandbox',
  sandboxKycDelayMs: 1500,
  devicePackageList: ['com.example.lender.alpha', 'com.example.lender.beta'],
  loanReviewDelayMs: 60_000,
  sandboxPayoutFailureRate: 0.1,
  support: { email: 'ayuda@puente.example', phone: '+52 55 0000 0000' },
  stpCompanyPrefix: '9999',
};
const BEFORE_PRODUCTION = {
  ...BEFORE_SANDBOX,
  sandbox: false,
  secretKey: PRODUCTION_ENV.SECRET_KEY,
  kycProvider: 'none',
  devicePackageList: [],
  loanReviewDelayMs: 600_000,
  stpCompanyPrefix: undefined,
};
const NO_COLLECTION = {
  stp: undefined,
  stripeWebhookSecret: undefined,
  paystackSecretKey: undefined,
  flutterwaveSecretHash: undefined,
  monnifyClientSecret: undefined,
};

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

describe('the defaults', () => {
  it('are what they were, in the sandbox and in production, and the variables moved in add theirs', () => {
    expect(loadConfig({})).toEqual({
      ...BEFORE_SANDBOX,
      publicUrl: 'http://localhost:8080',
      consoleDist: path.resolve(serverRoot, '../console/dist'),
      nativeAppRequired: [],
      partnerOffers: DEMO_PARTNER_OFFERS,
      sms: { provider: 'sandbox' },
      termii: { apiKey: undefined, senderId: undefined, baseUrl: 'https://api.ng.termii.com' },
      stripe: { secretKey: undefined, apiBase: 'https://api.stripe.com' },
      collection: NO_COLLECTION,
      tickSeconds: 60,
      markets: ['MX', 'NG'],
      nigeria: {
        payoutProvider: 'paystack',
        checkoutGateways: ['paystack', 'flutterwave'],
        accountProviders: ['monnify', 'flutterwave', 'paystack'],
      },
    });
    expect(loadConfig({ TICK_SECONDS: '5' }).tickSeconds).toBe(5);
    expect(refusal({ TICK_SECONDS: '0' })).toContain('TICK_SECONDS: must be at least 1 second');
    expect(refusal({ TICK_SECONDS: '61' })).toContain(
      'TICK_SECONDS: must be a whole number of seconds no greater than 60',
    );
    const production = loadConfig(PRODUCTION_ENV);
    expect(production).toMatchObject(BEFORE_PRODUCTION);
    expect(production).toMatchObject({
      publicUrl: undefined,
      nativeAppRequired: [],
      partnerOffers: [],
      collection: NO_COLLECTION,
      markets: ['MX'],
      nigeria: { accountProviders: ['monnify'] },
    });
    expect(production.sms).toMatchObject({
      provider: 'twilio',
      twilio: { accountSid: PRODUCTION_ENV.TWILIO_ACCOUNT_SID, from: '+15550001111' },
    });
    expect(loadConfig({ PORT: '9090' }).publicUrl).toBe('http://localhost:9090');
    expect(
      loadConfig({
        TWILIO_ACCOUNT_SID: 'AC1',
        TWILIO_AUTH_TOKEN: 't',
        TWILIO_FROM: '+1',
        SMS_PROVIDER: 'twilio',
      }).sms,
    ).toMatchObject({ twilio: { baseUrl: 'https://api.twilio.com' } });
  });

  it('count an empty variable as unset', () => {
    expect(
      loadConfig({ PORT: '', KYC_PROVIDER: '', LOAN_REVIEW_DELAY_SECONDS: '', SANDBOX: '' }),
    ).toMatchObject({
      port: 8080,
      kycProvider: 'sandbox',
      loanReviewDelayMs: 60_000,
      sandbox: true,
    });
  });

  it('are frozen: nothing changes a setting after start', () => {
    const config = loadConfig({});
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.support)).toBe(true);
    expect(() => config.devicePackageList.push('x')).toThrow(TypeError);
  });
});

describe('a refusal to start', () => {
  it('names every bad or missing variable in one message, each with its reason', () => {
    const message = refusal({
      SANDBOX: 'false',
      PORT: 'eighty',
      SESSION_CACHE_MS: '2s',
      LOG_LEVEL: 'loud',
      LOAN_REVIEW_DELAY_SECONDS: '10m',
      SANDBOX_PAYOUT_FAILURE_RATE: '1.5',
      KYC_PROVIDER: 'acme',
      STP_COMPANY_PREFIX: '12',
      PUBLIC_URL: 'pay.example.mx',
      NATIVE_APP_REQUIRED: 'apply,dance',
      S3_BUCKET: 'puente',
      STP_COMPANY: 'PUENTE',
    });
    const named = message
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(':')[0]);
    expect(named.sort()).toEqual(
      [
        'PORT',
        'SESSION_CACHE_MS',
        'LOG_LEVEL',
        'LOAN_REVIEW_DELAY_SECONDS',
        'SANDBOX_PAYOUT_FAILURE_RATE',
        'KYC_PROVIDER',
        'STP_COMPANY_PREFIX',
        'PUBLIC_URL',
        'NATIVE_APP_REQUIRED',
        'S3_ACCESS_KEY_ID',
        'S3_SECRET_ACCESS_KEY',
        'STP_WEBHOOK_USER',
        'STP_WEBHOOK_PASSWORD',
        'STP_NOTIFY_FROM',
        'STP_BASE_URL',
        'SECRET_KEY',
        'SMS_PROVIDER',
      ].sort(),
    );
    expect(message).toContain('PORT: must be a port number, not "eighty"');
    expect(message).toContain('SECRET_KEY: is required when SANDBOX=false');
    expect(message).toContain('NATIVE_APP_REQUIRED: "dance" is not one of apply');
    expect(message).toContain('KYC_PROVIDER: must be one of tuidentidad, sandbox, none, not "acme"');
  });

  it('refuses a one-character SECRET_KEY in production, and the sandbox takes it', () => {
    const message = refusal({ ...PRODUCTION_ENV, SECRET_KEY: 'k' });
    expect(message).toContain(
      'SECRET_KEY: must be 32 random bytes in hex or base64 in production (SANDBOX=false); generate one with: openssl rand -hex 32',
    );
    expect(message.split('\n')).toHaveLength(2);
    expect(loadConfig({ SECRET_KEY: 'k' }).secretKey).toBe('k');
  });

  it('takes only 32 random bytes, in hex or base64, as a secret we choose (decision 036)', () => {
    const bytes = randomBytes(32);
    const accepted = [bytes.toString('hex'), bytes.toString('base64'), bytes.toString('base64url')];
    for (const value of accepted)
      expect(loadConfig({ ...PRODUCTION_ENV, SECRET_KEY: value }).secretKey).toBe(value);
    const refused = [
      'k'.repeat(32), // 32 characters are not 32 bytes
      randomBytes(31).toString('hex'),
      randomBytes(31).toString('base64'),
      '0'.repeat(64), // the right length, plainly not random
      'ab'.repeat(40),
      `${bytes.toString('hex').slice(0, 60)}!?#%`, // neither hex nor base64
    ];
    for (const value of refused) {
      const message = refusal({ ...PRODUCTION_ENV, SECRET_KEY: value });
      expect(message).toMatch(/^ {2}SECRET_KEY: must be 32 random bytes/m);
      expect(message).not.toContain(value);
    }
    for (const variable of ['STP_WEBHOOK_PASSWORD', 'FLUTTERWAVE_SECRET_HASH'])
      expect(SECRET_RULES[variable]?.accepts('k'.repeat(32))).toBe(false);
  });

  it('refuses provider secrets that do not look like the provider’s, and never shows one', () => {
    const secrets = {
      STP_COMPANY: 'PUENTE',
      STP_WEBHOOK_USER: 'stp',
      STP_WEBHOOK_PASSWORD: 'pw-SHORT',
      STRIPE_WEBHOOK_SECRET: 'sk_placeholder_VALUE',
      STRIPE_SECRET_KEY: 'pk_live_PUBLISHABLE',
      PAYSTACK_SECRET_KEY: 'sk_live_SHORTKEY',
      FLUTTERWAVE_SECRET_HASH: 'flw-hash-SHORT',
      MONNIFY_CLIENT_SECRET: 'MNFY-SHORT',
      TWILIO_AUTH_TOKEN: 'not-a-twilio-TOKEN',
      TUIDENTIDAD_API_KEY: 'TI-KEY',
      S3_BUCKET: 'puente',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'S3SHORT',
      SECRET_KEY: 'the-SECRET-key',
    };
    const message = refusal({ ...PRODUCTION_ENV, ...secrets });
    for (const name of Object.keys(secrets).filter(
      (n) => !['STP_COMPANY', 'STP_WEBHOOK_USER', 'S3_BUCKET', 'S3_ACCESS_KEY_ID'].includes(n),
    )) {
      expect(message).toMatch(new RegExp(`^  ${name}: .*in production`, 'm'));
      expect(message).not.toContain(secrets[name as keyof typeof secrets]);
    }
    // Refusals about a secret's companions do not show it either.
    expect(refusal({ SMS_PROVIDER: 'twilio', TWILIO_AUTH_TOKEN: 'hunter2' })).not.toContain('hunter2');
  });

  it('accepts provider secrets in their published formats in production', () => {
    const config = loadConfig({
      ...PRODUCTION_ENV,
      STP_COMPANY: 'PUENTE',
      STP_WEBHOOK_USER: 'stp',
      STP_WEBHOOK_PASSWORD: randomBytes(32).toString('base64url'),
      STP_NOTIFY_FROM: '10.20.0.0/16',
      STP_BASE_URL: 'https://prod.stpmex.com',
      STP_ACCOUNT: TEST_STP_ACCOUNT,
      STP_PRIVATE_KEY: TEST_STP_KEY_PEM,
      STRIPE_WEBHOOK_SECRET: `whsec_${'a1'.repeat(16)}`,
      STRIPE_SECRET_KEY: `sk_live_${'51Hx'.repeat(8)}`,
      STRIPE_API_BASE: 'https://api.stripe.com',
      PAYSTACK_SECRET_KEY: `sk_live_${'0f'.repeat(20)}`,
      FLUTTERWAVE_SECRET_HASH: randomBytes(32).toString('hex'),
      MONNIFY_CLIENT_SECRET: 'M'.repeat(32),
    });
    expect(config.collection.paystackSecretKey?.reveal()).toBe(`sk_live_${'0f'.repeat(20)}`);
    expect(config.collection.stp?.company).toBe('PUENTE');
    expect(config.stp).toMatchObject({ baseUrl: 'https://prod.stpmex.com', account: TEST_STP_ACCOUNT });
    expect(config.stripe.secretKey?.reveal()).toBe(`sk_live_${'51Hx'.repeat(8)}`);
  });

  it("asks for Stripe's webhook secret with its key, and takes the API's address from STRIPE_API_BASE", () => {
    expect(refusal({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toMatch(
      /STRIPE_WEBHOOK_SECRET: is required with STRIPE_SECRET_KEY/,
    );
    const config = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
    });
    expect(config.stripe.apiBase).toBe('http://127.0.0.1:12111');
    expect(refusal({ STRIPE_API_BASE: 'ftp://stripe' })).toMatch(
      /STRIPE_API_BASE: must be an http\(s\) address/,
    );
  });

  it('says what SMS needs: a real provider in production, and Twilio’s three keys when chosen', () => {
    const { SMS_PROVIDER: _, TWILIO_ACCOUNT_SID: __, ...noSms } = PRODUCTION_ENV;
    expect(refusal(noSms)).toMatch(/SMS_PROVIDER: production mode .* needs a real SMS provider/);
    expect(refusal({ ...PRODUCTION_ENV, SMS_PROVIDER: 'sandbox' })).toMatch(
      /SMS_PROVIDER: sandbox is not available/,
    );
    expect(refusal({ SMS_PROVIDER: 'pigeon' })).toMatch(/SMS_PROVIDER: must be sandbox or twilio/);
    const message = refusal({ SMS_PROVIDER: 'twilio' });
    for (const name of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'])
      expect(message).toContain(`${name}: is required when SMS_PROVIDER=twilio`);
  });

  it('takes Twilio when its account is given, the stand-in in a sandbox without it, and not both', () => {
    const { SMS_PROVIDER: _, ...twilioOnly } = PRODUCTION_ENV;
    expect(loadConfig(twilioOnly).sms).toMatchObject({ provider: 'twilio' });
    const { SANDBOX: __, ...sandboxTwilio } = twilioOnly;
    expect(loadConfig(sandboxTwilio).sms).toMatchObject({
      provider: 'twilio',
      twilio: { baseUrl: PRODUCTION_ENV.TWILIO_BASE_URL },
    });
    expect(loadConfig({}).sms).toEqual({ provider: 'sandbox' });
    expect(refusal({ SMS_PROVIDER: 'sandbox', TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}` })).toMatch(
      /SMS_PROVIDER: is sandbox, so the TWILIO_\* settings would be ignored/,
    );
  });
});

describe('partner offers (PARTNER_OFFERS)', () => {
  const offer = {
    market: 'MX',
    id: 'mx-acme',
    name: 'Acme Crédito',
    url: 'https://acme.example.mx',
    amount: { min: 500, max: 20_000 },
    rate: { en: 'CAT from 95 % without VAT', es: 'CAT desde 95 % sin IVA' },
  };

  it('are none in production unless configured, and demonstrations in the sandbox (issue 16, finding 11)', () => {
    expect(loadConfig(PRODUCTION_ENV).partnerOffers).toEqual([]);
    expect(loadConfig({}).partnerOffers.every((o) => o.name.endsWith('(sandbox demo)'))).toBe(true);
    expect(loadConfig({ PARTNER_OFFERS: '[]' }).partnerOffers).toEqual([]);
    expect(loadConfig({ ...PRODUCTION_ENV, PARTNER_OFFERS: JSON.stringify([offer]) }).partnerOffers).toEqual([
      offer,
    ]);
  });

  it('refuses a list that is not one, naming the offer and the field', () => {
    expect(refusal({ PARTNER_OFFERS: 'acme' })).toContain(
      'PARTNER_OFFERS: must be a JSON list of partner offers',
    );
    expect(
      refusal({ PARTNER_OFFERS: JSON.stringify([offer, { ...offer, id: 'b', url: 'acme' }]) }),
    ).toContain('PARTNER_OFFERS: offer 2 (url): url must be an http(s) address');
    expect(refusal({ PARTNER_OFFERS: JSON.stringify([offer, offer]) })).toContain('each id must be unique');
    expect(
      refusal({ PARTNER_OFFERS: JSON.stringify([{ ...offer, amount: { min: 900, max: 100 } }]) }),
    ).toContain('amount.min must not be above amount.max');
    expect(
      refusal({ ...PRODUCTION_ENV, PARTNER_OFFERS: JSON.stringify([{ ...offer, url: 'http://acme.mx' }]) }),
    ).toContain('PARTNER_OFFERS: every url must be https:// in production mode');
  });
});

describe('TRUST_PROXY (decision 036)', () => {
  it('takes none, a number of hops, or addresses and ranges', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    for (const none of ['', '0', 'false', 'off'])
      expect(loadConfig({ TRUST_PROXY: none }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.4,2001:db8::/32, loopback' }).trustProxy).toEqual(
      ['10.0.0.0/8', '192.168.1.4', '2001:db8::/32', 'loopback'],
    );
  });

  it('refuses true, which would believe what the client writes, and anything that is not an address', () => {
    expect(refusal({ TRUST_PROXY: 'true' })).toMatch(
      /^ {2}TRUST_PROXY: must say which proxies to trust: their number of hops \(e\.g\. 1\) or their address ranges/m,
    );
    const message = refusal({ TRUST_PROXY: '10.0.0.0/33, proxy.internal' });
    expect(message).toContain('"10.0.0.0/33" has a prefix length that is not 0 to 32');
    expect(message).toContain('"proxy.internal" is not an IP address or CIDR range');
  });
});

describe('REVIEW_ACCOUNTS (decision 036)', () => {
  it('pairs each number with its fixed code, read in either market', () => {
    const accounts = loadConfig({
      REVIEW_ACCOUNTS: '5599990001:480137, +2348031234567:735092',
    }).reviewAccounts;
    expect(accounts.map((a) => [a.e164, a.code.reveal()])).toEqual([
      ['+525599990001', '480137'],
      ['+2348031234567', '735092'],
    ]);
    expect(JSON.stringify(accounts)).not.toContain('480137');
  });

  it('refuses a number without its code, a code that is not 6 digits, a number twice, and never shows a code', () => {
    const message = refusal({
      REVIEW_ACCOUNTS: '5599990001, 5599990002:12345, 5599990003:480137,5599990003:480137, 12:480137',
    });
    expect(message).toContain('+525599990001 needs its fixed code after a colon');
    expect(message).toContain('the code of +525599990002 must be 6 digits');
    expect(message).toContain('+525599990003 is listed twice');
    expect(message).toContain('"12" is not a Mexican or Nigerian mobile number');
    expect(message).not.toMatch(/480137|12345\b/);
  });

  it('refuses a code someone would guess in production, and the sandbox takes it', () => {
    for (const code of ['000000', '123456', '987654', '121212', '990001']) {
      const message = refusal({ ...PRODUCTION_ENV, REVIEW_ACCOUNTS: `5599990001:${code}` });
      expect(message).toContain('REVIEW_ACCOUNTS: the code of +525599990001 is one someone would guess');
      // The last one is the number's own last digits, which the message names as the number.
      if (code !== '990001') expect(message).not.toContain(code);
      expect(loadConfig({ REVIEW_ACCOUNTS: `5599990001:${code}` }).reviewAccounts).toHaveLength(1);
    }
    expect(
      loadConfig({ ...PRODUCTION_ENV, REVIEW_ACCOUNTS: '5599990001:480137' }).reviewAccounts,
    ).toHaveLength(1);
  });
});

describe('main.ts', () => {
  it('prints the refusal, with no secret in it, and exits 1', () => {
    const started = spawnSync(process.execPath, ['--import', 'tsx', path.join(serverRoot, 'src/main.ts')], {
      cwd: serverRoot,
      env: {
        PATH: process.env.PATH,
        SANDBOX: 'false',
        SECRET_KEY: 'k',
        PORT: 'abc',
        STRIPE_WEBHOOK_SECRET: 'whsec_LEAK',
      },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(started.status).toBe(1);
    expect(started.stderr).toMatch(/^Puente could not start: the settings are not usable/);
    for (const name of ['PORT', 'SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'SMS_PROVIDER'])
      expect(started.stderr).toMatch(new RegExp(`^  ${name}: `, 'm'));
    expect(started.stderr).not.toContain('whsec_LEAK');
    expect(started.stdout).toBe('');
  });
});

describe('upload and identity settings', () => {
  it('keeps uploads on local disk under DATA_DIR by default, with the sandbox KYC', () => {
    const config = loadConfig({ DATA_DIR: '/srv/puente' });
    expect(config.uploadsDir).toBe('/srv/puente/uploads');
    expect(config.s3).toBeUndefined();
    expect(createFileStorage(config).kind).toBe('local');
    expect(config).toMatchObject({ kycProvider: 'sandbox', sandboxKycDelayMs: 1500 });
    expect(config.devicePackageList.length).toBeGreaterThan(0);
  });

  it('selects S3-compatible storage when S3_BUCKET is set, and needs its keys', () => {
    const config = loadConfig({
      S3_BUCKET: 'puente',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_REGION: 'eu-west-1',
    });
    expect(config.s3).toMatchObject({ endpoint: 'https://s3.eu-west-1.amazonaws.com', pathStyle: true });
    expect(createFileStorage(config).kind).toBe('s3');
    expect(() => loadConfig({ S3_BUCKET: 'puente' })).toThrow(/S3_ACCESS_KEY_ID/);
  });

  it('has no identity provider in production mode unless one is chosen', () => {
    expect(loadConfig(PRODUCTION_ENV)).toMatchObject({ kycProvider: 'none', devicePackageList: [] });
    expect(() => loadConfig({ KYC_PROVIDER: 'acme' })).toThrow(/KYC_PROVIDER/);
    expect(loadConfig({ DEVICE_PACKAGE_LIST: 'a.b, c.d' }).devicePackageList).toEqual(['a.b', 'c.d']);
    expect(loadConfig({ DEVICE_PACKAGE_LIST: '' }).devicePackageList).toEqual([]);
  });
});

describe('identity checks (decision 043)', () => {
  it('uses Tu Identidad given its key, in either mode, at its production address unless told', () => {
    const production = loadConfig({ ...PRODUCTION_ENV, TUIDENTIDAD_API_KEY: 'ti-0123456789' });
    expect(production.kycProvider).toBe('tuidentidad');
    expect(production.tuIdentidad?.baseUrl).toBe('https://web-prod01.tuidentidad.com');
    expect(production.tuIdentidad?.apiKey.reveal()).toBe('ti-0123456789');
    const staging = loadConfig({
      TUIDENTIDAD_API_KEY: 'k',
      TUIDENTIDAD_BASE_URL: 'http://127.0.0.1:7301',
    });
    expect(staging).toMatchObject({
      kycProvider: 'tuidentidad',
      tuIdentidad: { baseUrl: 'http://127.0.0.1:7301' },
    });
    // The stand-in may still be chosen over a key in sandbox mode.
    expect(loadConfig({ TUIDENTIDAD_API_KEY: 'k', KYC_PROVIDER: 'sandbox' }).kycProvider).toBe('sandbox');
  });

  it('refuses Tu Identidad without its key, the stand-in in production, and a short key there', () => {
    expect(refusal({ KYC_PROVIDER: 'tuidentidad' })).toMatch(
      /TUIDENTIDAD_API_KEY: is required when KYC_PROVIDER=tuidentidad/,
    );
    expect(refusal({ ...PRODUCTION_ENV, KYC_PROVIDER: 'sandbox' })).toMatch(
      /KYC_PROVIDER: sandbox is not available in production mode/,
    );
    const short = refusal({ ...PRODUCTION_ENV, TUIDENTIDAD_API_KEY: 'abc123' });
    expect(short).toMatch(/TUIDENTIDAD_API_KEY: must be at least 8 characters in production/);
    expect(short).not.toContain('abc123');
    expect(refusal({ TUIDENTIDAD_API_KEY: 'k', TUIDENTIDAD_BASE_URL: 'tuidentidad.com' })).toMatch(
      /TUIDENTIDAD_BASE_URL: must be an http\(s\) address/,
    );
  });
});

describe("README.md's settings table", () => {
  /** The variables named in the first column of the table under "## Settings". */
  function documented(): string[] {
    const readme = readFileSync(path.join(serverRoot, '../../README.md'), 'utf8');
    const section = readme.split(/^## Settings$/m)[1]?.split(/^#{2,3} /m)[0] ?? '';
    const names: string[] = [];
    for (const row of section.split('\n').filter((line) => line.startsWith('| `'))) {
      const first = row.split('|')[1] ?? '';
      for (const [, name] of first.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) names.push(name as string);
    }
    return names;
  }

  it('lists every variable the settings schema reads, and none it does not', () => {
    const table = documented();
    expect(table.length).toBeGreaterThan(30);
    expect(
      SETTINGS_VARIABLES.filter((name) => !table.includes(name)),
      'read but not documented',
    ).toEqual([]);
    expect(
      table.filter((name) => !(SETTINGS_VARIABLES as string[]).includes(name)),
      'documented but not read',
    ).toEqual([]);
    expect(new Set(table).size, 'each variable once').toBe(table.length);
    // And each of production's secret rules is about a variable that exists.
    expect(
      Object.keys(SECRET_RULES).filter((name) => !(SETTINGS_VARIABLES as string[]).includes(name)),
    ).toEqual([]);
  });
});
