import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../settings/load-config.ts';
import { PRODUCTION_ENV } from '../../testing/production-env.ts';
import { TEST_STP_ACCOUNT, TEST_STP_KEY_PEM } from '../../testing/stp-key-fixture.ts';
import { createPayoutProviders } from '../payout/create-payout-provider.ts';
import { PayoutUnavailableError } from '../payout/payout-provider.ts';
import { connectStp } from './create-stp.ts';
import { stpFirmaValid } from './stp-signing.ts';

const STP_ENV = {
  STP_COMPANY: 'PUENTE',
  STP_WEBHOOK_USER: 'stp',
  STP_WEBHOOK_PASSWORD: randomBytes(32).toString('hex'),
  STP_NOTIFY_FROM: '10.20.0.0/16',
  STP_BASE_URL: 'https://prod.stpmex.com',
  STP_ACCOUNT: TEST_STP_ACCOUNT,
  STP_PRIVATE_KEY: TEST_STP_KEY_PEM,
};

const payoutsFor = (stp: ReturnType<typeof connectStp>) =>
  createPayoutProviders({ paystack: undefined, stp });

describe('connectStp (decision 040)', () => {
  it("with STP's settings, reaches STP itself, signing with the company's key, and Mexico pays out over it", () => {
    const config = loadConfig({ ...PRODUCTION_ENV, ...STP_ENV });
    const stp = connectStp({ api: config.stp, standins: undefined, notifications: config.collection.stp });
    expect(stp).toMatchObject({
      empresa: 'PUENTE',
      cuentaOrdenante: TEST_STP_ACCOUNT,
      baseUrl: 'https://prod.stpmex.com',
    });
    const key = config.stp?.privateKey;
    if (!stp || !key) throw new Error('no STP');
    expect(stpFirmaValid('||PUENTE|x||', stp.sign('||PUENTE|x||'), key)).toBe(true);
    expect(payoutsFor(stp).forMarket('MX').name).toBe('stp');
  });

  it('without them in production, is none, and Mexican payouts say "unavailable"', async () => {
    const config = loadConfig(PRODUCTION_ENV);
    const stp = connectStp({ api: config.stp, standins: undefined, notifications: config.collection.stp });
    expect(stp).toBeUndefined();
    const mexico = payoutsFor(stp).forMarket('MX');
    await expect(
      mexico.disburse({
        reference: 'PL1-1',
        amountMinor: 100,
        currency: 'MXN',
        bankCode: '012',
        accountNumber: TEST_STP_ACCOUNT,
        holderName: 'X',
      }),
    ).rejects.toBeInstanceOf(PayoutUnavailableError);
  });
});
