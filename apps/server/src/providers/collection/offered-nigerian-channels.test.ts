import { ERRORS } from '@puente/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRepaymentService } from '../../modules/repayment/repayment-fixtures.ts';
import type { Borrower } from '../../testing/loan-fixtures.ts';
import { NAIJA, repayingNgBorrower } from '../../testing/nigeria-fixtures.ts';
import type { TestService } from '../../testing/test-service.ts';
import type { GatewayProvider } from './gateway-provider.ts';
import { nigerianChannelsOffered, offeredNigerianChannels } from './offered-nigerian-channels.ts';

const unused = async (): Promise<never> => {
  throw new Error('not asked');
};
const gateway = (name: 'paystack' | 'flutterwave'): GatewayProvider => ({
  name,
  initialize: unused,
  verify: unused,
});

describe('the Nigerian providers offered', () => {
  it('are those listed that were built, whatever else is listed', () => {
    const built = { gateways: { paystack: gateway('paystack') }, accounts: {} };
    const offered = offeredNigerianChannels(built, {
      checkoutGateways: ['flutterwave', 'paystack'],
      accountProviders: ['monnify'],
    });
    expect(Object.keys(offered.gateways)).toEqual(['paystack']);
    expect(offered.accounts).toEqual({});
    expect(offeredNigerianChannels(built, { checkoutGateways: [], accountProviders: [] }).gateways).toEqual(
      {},
    );
  });

  it('are named in the order the settings prefer them', () => {
    const built = {
      gateways: { paystack: gateway('paystack'), flutterwave: gateway('flutterwave') },
      accounts: {},
    };
    const offered = offeredNigerianChannels(built, {
      checkoutGateways: ['flutterwave', 'paystack'],
      accountProviders: [],
    });
    expect(nigerianChannelsOffered(offered)).toEqual({
      gateways: ['flutterwave', 'paystack'],
      accountProviders: [],
    });
  });
});

describe('a sandbox told to offer Flutterwave checkouts and Monnify accounts', () => {
  let s: TestService;
  let b: Borrower;
  let orderNo: string;
  beforeAll(async () => {
    s = await startRepaymentService('pglite', {
      nigeria: {
        payoutProvider: 'paystack',
        checkoutGateways: ['flutterwave'],
        accountProviders: ['monnify'],
      },
    });
    ({ b, orderNo } = await repayingNgBorrower(s));
  });
  afterAll(() => s.close());

  it('names exactly those providers in the detail, so the web app offers nothing refused', async () => {
    const detail = await s.call(
      'GET',
      '/repay/repay-order/detail',
      { orderNo },
      { ...NAIJA, token: b.token },
    );
    const providers = detail.data.channels.map(
      (c: { channelId: string; gateways?: string[]; accountProviders?: string[] }) => [
        c.channelId,
        c.gateways,
        c.accountProviders,
      ],
    );
    expect(providers).toEqual([
      ['cashier', ['flutterwave'], undefined],
      ['reservedAccount', undefined, ['monnify']],
      ['voucher', undefined, undefined],
    ]);
  });
});

describe('a sandbox told to offer Flutterwave checkouts and no reserved accounts', () => {
  let s: TestService;
  let b: Borrower;
  let orderNo: string;
  beforeAll(async () => {
    s = await startRepaymentService('pglite', {
      nigeria: { payoutProvider: 'paystack', checkoutGateways: ['flutterwave'], accountProviders: [] },
    });
    ({ b, orderNo } = await repayingNgBorrower(s));
  });
  afterAll(() => s.close());

  const ask = (method: 'GET' | 'POST', path: string, payload: Record<string, unknown>) =>
    s.call(method, path, payload, { ...NAIJA, token: b.token });

  it('lists the checkout but no reserved account, and takes checkouts at Flutterwave only', async () => {
    const detail = await ask('GET', '/repay/repay-order/detail', { orderNo });
    expect(detail.data.channels.map((c: { channelId: string }) => c.channelId)).toEqual([
      'cashier',
      'voucher',
    ]);
    expect((await ask('GET', '/repay/paystack/authorization', { orderNo, amount: 2000 })).code).toBe(
      ERRORS.noPaymentMethod.code,
    );
    const flutterwave = await ask('GET', '/repay/flutterwave/repay-link', { orderNo, amount: 2000 });
    expect(flutterwave).toMatchObject({ code: 0, data: { gateway: 'flutterwave', amount: 2000 } });
    expect((await ask('GET', '/repay/monnify_reserved_account', { orderNo })).code).toBe(
      ERRORS.noPaymentMethod.code,
    );
  });
});
