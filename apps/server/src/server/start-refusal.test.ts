import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_APP, ERRORS, NAIJA_APP } from '@puente/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildService } from '../app.ts';
import { rawCall } from '../modules/app-info/raw-call.ts';
import { serverRoot } from '../paths.ts';
import type { SmsProvider } from '../providers/sms/sms-provider.ts';
import { loadConfig } from '../settings/load-config.ts';
import { PRODUCTION_ENV } from '../testing/production-env.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';
import { MarketsCannotLendError } from './missing-providers.ts';

/** The start refusal of a production service, or a failure if it started. */
async function refusedStart(env: Record<string, string>): Promise<string> {
  const config = { ...loadConfig(env), logLevel: 'silent', jobs: false, webDist: '/nonexistent' };
  const database = await openTestDatabase('pglite');
  try {
    const service = await buildService(config, { database });
    await service.close();
  } catch (error) {
    expect(error).toBeInstanceOf(MarketsCannotLendError);
    // The database given is left open for its owner: the refusal closed only what it opened.
    expect((await database.executeSql('select 1 as one', [])).rows).toEqual([{ one: 1 }]);
    return (error as Error).message;
  } finally {
    await database.close();
  }
  throw new Error('the service started');
}

describe('a production service whose market lacks its providers', () => {
  it('refuses to start, naming every missing setting of Mexico at once and no secret', async () => {
    const message = await refusedStart({ ...PRODUCTION_ENV, MARKETS: 'MX' });
    expect(message).toContain('a market it lends in (MARKETS) has no provider');
    expect(message).toContain('  MX identity checks: KYC_PROVIDER=tuidentidad, TUIDENTIDAD_API_KEY');
    expect(message).toContain('  MX payouts (STP): STP_BASE_URL, STP_COMPANY, STP_ACCOUNT, STP_PRIVATE_KEY');
    expect(message).toMatch(/^ {2}MX a way to repay: .*STP_COMPANY_PREFIX.*STRIPE_SECRET_KEY/m);
    expect(message).not.toContain('NG ');
    for (const secret of [PRODUCTION_ENV.SECRET_KEY, PRODUCTION_ENV.TWILIO_AUTH_TOKEN] as string[])
      expect(message).not.toContain(secret);
  });

  it("refuses Nigeria without its providers, naming the chosen ones' settings", async () => {
    const message = await refusedStart({
      ...PRODUCTION_ENV,
      MARKETS: 'NG',
      NG_PAYOUT_PROVIDER: 'paystack',
      NG_CHECKOUT_GATEWAYS: 'paystack',
      NG_ACCOUNT_PROVIDERS: 'monnify',
    });
    expect(message).toContain(
      '  NG identity checks (BVN, NIN and selfie): SMILE_ID_PARTNER_ID, SMILE_ID_API_KEY',
    );
    expect(message).toContain('  NG payouts: NG_PAYOUT_PROVIDER=paystack, paystack: PAYSTACK_SECRET_KEY');
    expect(message).toContain(
      '  NG a way to repay: a checkout gateway of NG_CHECKOUT_GATEWAYS (paystack: PAYSTACK_SECRET_KEY) or a reserved-account provider of NG_ACCOUNT_PROVIDERS (monnify: MONNIFY_API_KEY, MONNIFY_CLIENT_SECRET, MONNIFY_CONTRACT_CODE)',
    );
    expect(message).not.toContain('MX ');
  });

  it("counts Nigeria's payouts as met by the chosen provider's client: Monnify needs its wallet, Flutterwave its key", async () => {
    const monnify = {
      MONNIFY_API_KEY: 'MK_PROD_0123456789',
      MONNIFY_CLIENT_SECRET: 'c'.repeat(32),
      MONNIFY_CONTRACT_CODE: '1234567890',
    };
    const base = {
      ...PRODUCTION_ENV,
      MARKETS: 'NG',
      NG_CHECKOUT_GATEWAYS: 'none',
      NG_ACCOUNT_PROVIDERS: 'monnify',
    };
    const noWallet = await refusedStart({ ...base, ...monnify, NG_PAYOUT_PROVIDER: 'monnify' });
    expect(noWallet).toContain('  NG payouts: NG_PAYOUT_PROVIDER=monnify, monnify: ');
    expect(noWallet).toContain('MONNIFY_WALLET_ACCOUNT');
    const withWallet = await refusedStart({
      ...base,
      ...monnify,
      MONNIFY_WALLET_ACCOUNT: '5000000013',
      NG_PAYOUT_PROVIDER: 'monnify',
    });
    expect(withWallet).not.toContain('NG payouts');
    const flutterwave = await refusedStart({
      ...base,
      ...monnify,
      NG_PAYOUT_PROVIDER: 'flutterwave',
      FLUTTERWAVE_SECRET_KEY: 'FLWSECK-0123456789abcdef0123456789abcdef-X',
      FLUTTERWAVE_SECRET_HASH: 'c8439ffb97e571c89e3115061e5de02b8c5d362d8671e4aad84e51b846789d2b',
    });
    expect(flutterwave).not.toContain('NG payouts');
  });
});

describe('main.ts in production mode', () => {
  it('refuses to start Nigeria without its providers, printing what is missing, and exits 1', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'puente-refusal-'));
    try {
      const started = spawnSync(process.execPath, ['--import', 'tsx', path.join(serverRoot, 'src/main.ts')], {
        cwd: serverRoot,
        env: { PATH: process.env.PATH, ...PRODUCTION_ENV, MARKETS: 'NG', DATA_DIR: dataDir, JOBS: 'false' },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(started.status).toBe(1);
      expect(started.stderr).toMatch(/^Puente could not start: a market it lends in \(MARKETS\)/);
      expect(started.stderr).toMatch(
        /^ {2}NG payouts: NG_PAYOUT_PROVIDER=paystack, paystack: PAYSTACK_SECRET_KEY$/m,
      );
      expect(started.stderr).not.toContain(PRODUCTION_ENV.SECRET_KEY);
      expect(started.stdout).not.toContain('Puente is running');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the apps a production service serves are those of MARKETS', () => {
  const sms: SmsProvider = { send: async () => undefined };
  const serving = (markets: ('MX' | 'NG')[]) =>
    startTestService(
      'pglite',
      { sandbox: false, secretKey: 'test-secret-for-production-mode', markets },
      { sms },
    );
  const exists = (s: TestService, packageName: string, mobile: string) =>
    s.call('GET', '/security/existsByMobile', { mobile }, { packageName });

  describe('MARKETS=NG', () => {
    let s: TestService;
    beforeAll(async () => {
      s = await serving(['NG']);
    });
    afterAll(() => s.close());

    it('serves the Nigerian app and refuses the Mexican package', async () => {
      expect((await exists(s, NAIJA_APP.packageName, '08031234567')).code).toBe(0);
      expect((await exists(s, DEFAULT_APP.packageName, '5512345678')).code).toBe(ERRORS.unknownApp.code);
      const codes = await rawCall(
        s,
        'POST',
        '/cou/country/meta/code',
        {},
        { packageName: NAIJA_APP.packageName },
      );
      const served = codes.data.countries.filter((c: { served: boolean }) => c.served);
      expect(served.map((c: { country: string }) => c.country)).toEqual(['NG']);
    });
  });

  describe('MARKETS=MX,NG', () => {
    let s: TestService;
    beforeAll(async () => {
      s = await serving(['MX', 'NG']);
    });
    afterAll(() => s.close());

    it('serves both apps', async () => {
      expect((await exists(s, NAIJA_APP.packageName, '08031234567')).code).toBe(0);
      expect((await exists(s, DEFAULT_APP.packageName, '5512345678')).code).toBe(0);
    });
  });
});
