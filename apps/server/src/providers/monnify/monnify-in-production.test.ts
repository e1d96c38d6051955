import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { paymentConfirmations } from '../../db/schema.ts';
import { TEST_COLLECTION_SETTINGS } from '../../modules/repayment/repayment-fixtures.ts';
import { monnifyStandIn } from '../../sandbox/standins/monnify/monnify-standin.ts';
import { type RunningStandIns, serveStandIns } from '../../sandbox/standins/serve-standins.ts';
import { Secret } from '../../settings/secret.ts';
import { startTestService, type TestService } from '../../testing/test-service.ts';
import type { SmsProvider } from '../sms/sms-provider.ts';
import { SANDBOX_MONNIFY } from './create-monnify.ts';
import { MonnifyAccounts } from './monnify-accounts.ts';
import { MonnifyHttp } from './monnify-http.ts';

const CLIENT_SECRET = TEST_COLLECTION_SETTINGS.monnifyClientSecret?.reveal() as string;

/**
 * SANDBOX=false with MONNIFY_* pointing at the Monnify stand-in on its own port: the service's
 * client reaches it over HTTP, and a webhook the stand-in sends is confirmed there before crediting.
 */
describe('Monnify in production mode, against the stand-in on its port', () => {
  let s: TestService;
  let running: RunningStandIns;

  beforeAll(async () => {
    const sms: SmsProvider = { send: async () => {} };
    let notifyUrl = '';
    running = await serveStandIns(
      [monnifyStandIn({ ...SANDBOX_MONNIFY, clientSecret: CLIENT_SECRET, notifyDelayMs: 10 })],
      // The service's address is known only once it listens: the queue reads it when it sends.
      {
        host: '127.0.0.1',
        ports: { monnify: 0 },
        get notifyUrl() {
          return notifyUrl;
        },
        pollMs: 20,
      },
    );
    s = await startTestService(
      'pglite',
      {
        sandbox: false,
        secretKey: 'test-secret-for-production-mode',
        collection: TEST_COLLECTION_SETTINGS,
        monnify: {
          baseUrl: running.urls.monnify as string,
          apiKey: new Secret(SANDBOX_MONNIFY.apiKey),
          clientSecret: new Secret(CLIENT_SECRET),
          contractCode: SANDBOX_MONNIFY.contractCode,
          walletAccount: SANDBOX_MONNIFY.walletAccount,
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

  it('has no /dev/monnify, and confirms a transfer at Monnify before it is credited', async () => {
    expect((await s.app.inject({ method: 'POST', url: '/dev/monnify/api/v1/auth/login' })).statusCode).toBe(
      404,
    );
    const baseUrl = running.urls.monnify as string;
    const http = new MonnifyHttp({
      ...SANDBOX_MONNIFY,
      clientSecret: CLIENT_SECRET,
      baseUrl,
      fetch: (input, init) => fetch(input, init),
    });
    const account = await new MonnifyAccounts(http).reserve({
      reference: 'PUENTE-MNFY-nobody',
      customerName: 'Nobody Here',
      email: 'nobody@example.com',
      bvn: '22211122233',
      phone: '+2348030000001',
    });
    const paid = await fetch(`${baseUrl}/simulate/transfer`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ accountNumber: account.accountNumber, amount: 700 }),
    });
    const { transactionReference } = (await paid.json()) as { transactionReference: string };
    // Confirmed by the service's own client over HTTP (no borrower holds it: kept, not lost).
    await vi.waitFor(
      async () => {
        const [row] = await s.database.db
          .select()
          .from(paymentConfirmations)
          .where(eq(paymentConfirmations.providerRef, transactionReference));
        expect(row).toMatchObject({ provider: 'monnify', status: 'confirmed' });
      },
      { timeout: 10_000, interval: 50 },
    );
  });
});
