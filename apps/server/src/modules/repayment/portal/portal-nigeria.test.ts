import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standinRecords } from '../../../sandbox/sandbox-schema.ts';
import { loadConfig } from '../../../settings/load-config.ts';
import { describeEngines } from '../../../testing/describe-engines.ts';
import { ngCaller, repayingNgBorrower } from '../../../testing/nigeria-fixtures.ts';
import { ENGINES } from '../../../testing/test-database.ts';
import { startTestService, type TestService } from '../../../testing/test-service.ts';
import { absoluteReturnUrl } from '../cashier/cashier-service.ts';

/**
 * A Nigerian payment link with NG_CHECKOUT_GATEWAYS=flutterwave: the portal checks out at the first
 * gateway offered, not at Paystack, and every gateway is given an absolute return address built on
 * PUBLIC_URL (a gateway, or a stand-in on another port, cannot send a browser to a bare path).
 */
describeEngines(ENGINES)('the Nigerian portal and cashier returns on %s', (engine) => {
  let s: TestService;
  beforeAll(async () => {
    s = await startTestService(engine, {
      publicUrl: 'https://pay.puente.example',
      // Every loan here is paid out: a declined payout is another test's subject.
      sandboxPayoutFailureRate: 0,
      nigeria: { ...loadConfig({}).nigeria, checkoutGateways: ['flutterwave'] },
    });
  });
  afterAll(() => s.close());

  /** What the Flutterwave stand-in was asked to send the payer back to, for a checkout's tx_ref. */
  const redirectOf = async (txRef: string) => {
    const [row] = await s.database.db
      .select()
      .from(standinRecords)
      .where(and(eq(standinRecords.provider, 'flutterwave'), eq(standinRecords.key, txRef)));
    return row?.data.redirect_url;
  };

  it('checks out a payment link at Flutterwave, returning to the link on PUBLIC_URL', async () => {
    const { b, orderNo } = await repayingNgBorrower(s);
    const link = await s.call('POST', '/repay/portal-link', { orderNo }, ngCaller(b));
    expect(link.code).toBe(0);
    const { payOrderId } = link.data as { payOrderId: string };
    const detail = await s.call('GET', '/portal/repayment/detail', { payOrderId }, { ip: '192.0.2.20' });
    expect(detail.data.channels.map((c: { channelId: string }) => c.channelId)).toContain('cashier');
    const checkout = await s.call(
      'POST',
      '/portal/repayment/confirm',
      { payOrderId, channelId: 'cashier' },
      { ip: '192.0.2.21' },
    );
    expect(checkout.code).toBe(0);
    expect(checkout.data).toMatchObject({ gateway: 'flutterwave', currency: 'NGN' });
    expect(await redirectOf(checkout.data.reference)).toBe(
      `https://pay.puente.example/#/portal/repayment?payOrderId=${encodeURIComponent(payOrderId)}`,
    );
  });

  it("gives the borrower's own checkout the cashier's return on PUBLIC_URL, and Paystack is not offered", async () => {
    const { b, orderNo } = await repayingNgBorrower(s);
    const o = ngCaller(b);
    const checkout = await s.call('GET', '/repay/flutterwave/repay-link', { orderNo, amount: 3000 }, o);
    expect(checkout.code).toBe(0);
    expect(await redirectOf(checkout.data.reference)).toBe(
      `https://pay.puente.example/#/repay/cashier?payOrderId=${checkout.data.payOrderId}`,
    );
    const paystack = await s.call('GET', '/repay/paystack/authorization', { orderNo, amount: 2000 }, o);
    expect(paystack.code).not.toBe(0);
  });
});

describe('a return address', () => {
  it('is built on PUBLIC_URL, kept when already absolute, and none without PUBLIC_URL', () => {
    expect(absoluteReturnUrl('/#/repay/cashier?payOrderId=PO1', 'https://puente.ng/')).toBe(
      'https://puente.ng/#/repay/cashier?payOrderId=PO1',
    );
    expect(absoluteReturnUrl('https://elsewhere.example/back', undefined)).toBe(
      'https://elsewhere.example/back',
    );
    expect(absoluteReturnUrl('/#/repay/cashier?payOrderId=PO1', undefined)).toBeUndefined();
  });
});
