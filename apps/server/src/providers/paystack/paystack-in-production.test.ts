import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { incomingPayments } from '../../db/schema.ts';
import { TEST_COLLECTION_SETTINGS } from '../../modules/repayment/repayment-fixtures.ts';
import { PAYSTACK_CHECKOUT_PAY } from '../../sandbox/standins/paystack/paystack-checkout-routes.ts';
import { PAYSTACK_DVA_TRANSFER } from '../../sandbox/standins/paystack/paystack-dedicated-routes.ts';
import { TEST_PAYSTACK_KEY } from '../../sandbox/standins/paystack/paystack-fixtures.ts';
import { paystackStandIn } from '../../sandbox/standins/paystack/paystack-standin.ts';
import { type RunningStandIns, serveStandIns } from '../../sandbox/standins/serve-standins.ts';
import { Secret } from '../../settings/secret.ts';
import { startTestService, type TestService } from '../../testing/test-service.ts';
import type { SmsProvider } from '../sms/sms-provider.ts';

/**
 * SANDBOX=false with PAYSTACK_SECRET_KEY and PAYSTACK_BASE_URL pointing at the Paystack stand-in on
 * its own port: the service offers Paystack's checkout (and, when NG_ACCOUNT_PROVIDERS names it, its
 * dedicated accounts) through the same clients a sandbox uses, over HTTP, and takes the stand-in's
 * signed charge.success at its webhook route.
 */
describe('Paystack checkout and dedicated accounts in production mode, against the stand-in on its port', () => {
  let s: TestService;
  let running: RunningStandIns;
  let baseUrl: string;

  beforeAll(async () => {
    const sms: SmsProvider = { send: async () => {} };
    let notifyUrl = '';
    running = await serveStandIns(
      [
        paystackStandIn({
          secretKey: TEST_PAYSTACK_KEY,
          failureRate: 0,
          webhookPath: '/webhooks/paystack',
          transferInNotifyDelayMs: 10,
        }),
      ],
      {
        host: '127.0.0.1',
        ports: { paystack: 0 },
        get notifyUrl() {
          return notifyUrl;
        },
        pollMs: 20,
      },
    );
    baseUrl = running.urls.paystack as string;
    s = await startTestService(
      'pglite',
      {
        sandbox: false,
        secretKey: 'test-secret-for-production-mode',
        collection: { ...TEST_COLLECTION_SETTINGS, paystackSecretKey: new Secret(TEST_PAYSTACK_KEY) },
        paystack: { baseUrl, secretKey: new Secret(TEST_PAYSTACK_KEY) },
        nigeria: {
          payoutProvider: 'paystack',
          checkoutGateways: ['paystack'],
          accountProviders: ['paystack'],
        },
      },
      { sms },
    );
    notifyUrl = await s.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await running.close();
    await s.close();
  });

  const incoming = (providerRef: string) =>
    s.database.db.select().from(incomingPayments).where(eq(incomingPayments.providerRef, providerRef));

  it("offers Paystack's hosted checkout, confirms only what Paystack verifies, and takes its charge.success", async () => {
    const gateway = s.services.nigeria.gateways.paystack;
    if (!gateway) throw new Error('production offers no Paystack checkout');
    const reference = `PUENTE-PS-PROD-${Date.now()}`;
    const checkout = await gateway.initialize({
      reference,
      amountMinor: 450_000,
      currency: 'NGN',
      returnUrl: 'https://puente.example/#/repay/cashier',
      email: 'pagos@puente.example',
      customerName: 'Ada Obi',
      validMinutes: 60,
    });
    // Production's link is Paystack's own page, never the sandbox's, which production does not serve.
    expect(checkout.checkoutUrl).toMatch(/^https:\/\/checkout\.paystack\.com\/[a-z0-9]{10}$/);
    expect((await s.app.inject({ url: `/dev/checkout/paystack/${reference}` })).statusCode).toBe(404);
    // A browser's return before paying proves nothing: Paystack says it is not paid.
    expect(await gateway.verify({ reference })).toMatchObject({ status: 'pending' });

    const paid = await fetch(`${baseUrl}${PAYSTACK_CHECKOUT_PAY}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ reference }),
    });
    expect(paid.status).toBe(200);
    expect(await gateway.verify({ reference })).toMatchObject({
      status: 'success',
      reference,
      amountMinor: 450_000,
    });
    // Its charge.success, signed with the production key, reached the webhook and was recorded
    // (no pay order has this reference: kept for reconciliation, not credited to anyone).
    await vi.waitFor(
      async () => {
        const rows = await incoming(reference);
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({ provider: 'paystack', amount: 450_000, status: 'unmatched' });
      },
      { timeout: 10_000, interval: 50 },
    );
  });

  it('opens one dedicated account per borrower over HTTP, and takes a transfer into it as dedicated_nuban', async () => {
    const accounts = s.services.nigeria.accounts.paystack;
    if (!accounts) throw new Error('production offers no Paystack dedicated account');
    const ask = {
      reference: `PUENTE-PS-prod-${Date.now()}`,
      customerName: 'Ada Obi',
      email: 'pagos@puente.example',
      bvn: '22211122233',
      phone: '+2348030000001',
    };
    const account = await accounts.reserve(ask);
    expect(account).toMatchObject({ bankName: 'Wema Bank', accountName: 'PUENTE/ADA OBI', reference: null });
    expect(account.accountNumber).toMatch(/^\d{10}$/);
    expect(await accounts.reserve(ask)).toEqual(account);

    const sent = await fetch(`${baseUrl}${PAYSTACK_DVA_TRANSFER}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account_number: account.accountNumber, amount: 1500 }),
    });
    expect(sent.status).toBe(200);
    const { reference } = ((await sent.json()) as { data: { reference: string } }).data;
    await vi.waitFor(
      async () => {
        const [row] = await incoming(reference);
        expect(row).toMatchObject({
          provider: 'paystack',
          amount: 150_000,
          matchKind: 'account',
          matchValue: account.accountNumber,
        });
      },
      { timeout: 10_000, interval: 50 },
    );
  });
});
