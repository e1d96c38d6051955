import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { monnifyStandIn } from '../../sandbox/standins/monnify/monnify-standin.ts';
import { SandboxStandIns, standInPath } from '../../sandbox/standins/sandbox-standins.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { GatewayUnavailableError } from '../collection/gateway-provider.ts';
import { PayoutUnavailableError } from '../payout/payout-provider.ts';
import { SANDBOX_MONNIFY } from './create-monnify.ts';
import { MonnifyAccounts } from './monnify-accounts.ts';
import { type MonnifyConnection, MonnifyUnavailableError } from './monnify-connection.ts';
import { readMonnifyDisbursementEvent } from './monnify-disbursement-events.ts';
import { MonnifyHttp } from './monnify-http.ts';
import { MonnifyPayouts } from './monnify-payouts.ts';
import { confirmAtMonnify } from './monnify-transactions.ts';

const SECRET = 'monnify-client-test-secret-0123456789';
const LIFETIME_S = 300;
/** A Moniepoint NUBAN with a valid check digit, and one without. */
const ACCOUNT = { bankCode: '50515', accountNumber: SANDBOX_MONNIFY.walletAccount };
const NOT_AN_ACCOUNT = '5000000010';

/**
 * Our Monnify client against the Monnify stand-in, over the in-process wire, on a clock the test
 * moves: the stand-in's tokens expire on it while the client still believes in them.
 */
describe('the Monnify client against its stand-in', () => {
  let database: Database;
  let app: FastifyInstance;
  let now = new Date('2026-11-26T12:00:00Z');
  let standins: SandboxStandIns;
  const hooks: { body: string; signature: string | undefined }[] = [];
  /** Every request the client made, as `METHOD path status`. */
  const wire: string[] = [];
  let connection: MonnifyConnection;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    app = Fastify();
    standins = new SandboxStandIns({ app, db: database.db, now: () => now });
    const standIn = monnifyStandIn({
      ...SANDBOX_MONNIFY,
      clientSecret: SECRET,
      tokenLifetimeSeconds: LIFETIME_S,
      notifyDelayMs: 1_000,
    });
    const plain = standins.connect(standIn);
    connection = {
      ...SANDBOX_MONNIFY,
      clientSecret: SECRET,
      baseUrl: plain.baseUrl,
      fetch: async (input, init) => {
        const answer = await plain.fetch(input, init);
        const url = new URL(new Request(input, init).url);
        wire.push(
          `${init?.method ?? 'GET'} ${url.pathname.replace(standInPath('monnify'), '')} ${answer.status}`,
        );
        return answer;
      },
    };
    app.post('/webhooks/monnify', async (request) => {
      hooks.push({
        body: JSON.stringify(request.body),
        signature: request.headers['monnify-signature'] as string | undefined,
      });
      return {};
    });
    await standins.mount(app);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  beforeEach(() => {
    wire.length = 0;
  });

  const logins = () => wire.filter((call) => call.includes('/auth/login')).length;
  const deliver = async (ms: number) => {
    now = new Date(now.getTime() + ms);
    await standins.deliverDue();
  };
  const request = {
    customerName: 'Adaeze Okafor',
    email: 'adaeze@example.com',
    bvn: '22212345678',
    phone: '+2348031234567',
  };

  it('logs in once for calls made together, and keeps the token while it lives', async () => {
    const http = new MonnifyHttp(connection);
    const accounts = new MonnifyAccounts(http);
    const reserved = await Promise.all(
      ['A', 'B', 'C'].map((n) => accounts.reserve({ ...request, reference: `PUENTE-MNFY-share-${n}` })),
    );
    expect(new Set(reserved.map((r) => r.accountNumber)).size).toBe(3);
    expect(logins()).toBe(1);
    await accounts.reserve({ ...request, reference: 'PUENTE-MNFY-share-D' });
    expect(logins()).toBe(1);
  });

  it('logs in again once when the token expires mid-run, and the call succeeds', async () => {
    // The client's own clock says the token is fresh; Monnify's says it expired.
    const http = new MonnifyHttp(connection, () => Date.parse('2026-01-01T00:00:00Z'));
    const accounts = new MonnifyAccounts(http);
    const first = await accounts.reserve({ ...request, reference: 'PUENTE-MNFY-expiry' });
    now = new Date(now.getTime() + (LIFETIME_S + 1) * 1000);
    wire.length = 0;
    const again = await accounts.reserve({ ...request, reference: 'PUENTE-MNFY-expiry' });
    expect(again).toEqual(first);
    expect(wire).toEqual([
      'POST /api/v2/bank-transfer/reserved-accounts 401',
      'POST /api/v1/auth/login 200',
      'POST /api/v2/bank-transfer/reserved-accounts 422',
      'GET /api/v2/bank-transfer/reserved-accounts/PUENTE-MNFY-expiry 200',
    ]);
  });

  it('says "unavailable" when the login keeps failing, after one try per call, never a loop', async () => {
    const wrong = new MonnifyHttp({ ...connection, apiKey: 'MK_TEST_WRONGWRONG' });
    await expect(wrong.call('GET', '/api/v2/transactions/x')).rejects.toBeInstanceOf(MonnifyUnavailableError);
    await expect(new MonnifyAccounts(wrong).reserve({ ...request, reference: 'r' })).rejects.toBeInstanceOf(
      GatewayUnavailableError,
    );
    expect(wire).toEqual(['POST /api/v1/auth/login 401', 'POST /api/v1/auth/login 401']);
    // Monnify refusing every fresh token: one login again and one repeat, then "unavailable".
    wire.length = 0;
    const refusing: MonnifyConnection = {
      ...connection,
      fetch: async (input, init) => {
        const answer = await connection.fetch(input, init);
        return String(input).includes('/auth/login') ? answer : new Response('{}', { status: 401 });
      },
    };
    const payouts = new MonnifyPayouts(new MonnifyHttp(refusing), SANDBOX_MONNIFY.walletAccount);
    await expect(payouts.status('any')).rejects.toBeInstanceOf(PayoutUnavailableError);
    expect(logins()).toBe(2);
    expect(wire.filter((call) => call.includes('summary'))).toHaveLength(2);
  });

  it('says "unavailable" during an outage', async () => {
    const http = new MonnifyHttp(connection);
    await app.inject({ method: 'POST', url: '/dev/monnify/sandbox/outage', payload: { down: true } });
    try {
      await expect(http.call('GET', '/api/v2/transactions/x')).rejects.toBeInstanceOf(
        MonnifyUnavailableError,
      );
    } finally {
      await app.inject({ method: 'POST', url: '/dev/monnify/sandbox/outage', payload: { down: false } });
    }
  });

  it('reserves one account per reference at Moniepoint, the same one when asked again', async () => {
    const accounts = new MonnifyAccounts(new MonnifyHttp(connection));
    const one = await accounts.reserve({ ...request, reference: 'PUENTE-MNFY-u1' });
    expect(one).toMatchObject({ bankName: 'Moniepoint MFB', reference: 'PUENTE-MNFY-u1' });
    expect(one.accountNumber).toMatch(/^\d{10}$/);
    expect(await accounts.reserve({ ...request, reference: 'PUENTE-MNFY-u1' })).toEqual(one);
    await expect(
      accounts.reserve({ ...request, bvn: '', reference: 'PUENTE-MNFY-u2' }),
    ).rejects.toBeInstanceOf(GatewayUnavailableError);
  });

  it('confirms a transfer into a reserved account as Monnify records it, and nothing else', async () => {
    const http = new MonnifyHttp(connection);
    const account = await new MonnifyAccounts(http).reserve({ ...request, reference: 'PUENTE-MNFY-pay' });
    const paid = await app.inject({
      method: 'POST',
      url: '/dev/monnify/simulate/transfer',
      payload: { accountNumber: account.accountNumber, amount: '265.65' },
    });
    expect(paid.statusCode).toBe(200);
    const { transactionReference } = paid.json() as { transactionReference: string };
    expect(transactionReference).toMatch(/^MNFY\|\d{2}\|\d{14}\|\d{6}$/);
    const confirm = confirmAtMonnify(http);
    const payment = {
      provider: 'monnify' as const,
      providerRef: transactionReference,
      currency: 'NGN' as const,
      amountMinor: 1,
      match: { kind: 'reference' as const, reference: 'PUENTE-MNFY-pay' },
      paidAt: now,
    };
    expect(await confirm(payment)).toEqual({
      kind: 'confirmed',
      payment: { ...payment, amountMinor: 26_565 },
    });
    expect(await confirm({ ...payment, providerRef: 'MNFY|00|20260101000000|000000' })).toMatchObject({
      kind: 'unknown',
    });
    expect(
      await confirm({ ...payment, match: { kind: 'reference', reference: 'PUENTE-MNFY-other' } }),
    ).toMatchObject({ kind: 'mismatch' });
    // Its webhook follows, signed with the client secret.
    hooks.length = 0;
    await deliver(1_000);
    expect(hooks).toHaveLength(1);
    expect(JSON.parse(hooks[0]?.body ?? '{}')).toMatchObject({
      eventType: 'SUCCESSFUL_TRANSACTION',
      eventData: { transactionReference, product: { reference: 'PUENTE-MNFY-pay' } },
    });
  });

  it('pays out once per reference, in naira written from the kobo digits, and reads the outcome', async () => {
    const payouts = new MonnifyPayouts(new MonnifyHttp(connection), SANDBOX_MONNIFY.walletAccount);
    expect(await payouts.nameEnquiry(ACCOUNT.bankCode, ACCOUNT.accountNumber)).toBe('MONNIFY SANDBOX HOLDER');
    expect(await payouts.nameEnquiry(ACCOUNT.bankCode, NOT_AN_ACCOUNT)).toBeNull();
    const transfer = {
      reference: 'PO-mnfy-1',
      amountMinor: 26_565,
      currency: 'NGN' as const,
      ...ACCOUNT,
      holderName: 'MONNIFY SANDBOX HOLDER',
    };
    expect(await payouts.disburse(transfer)).toEqual({ providerRef: 'PO-mnfy-1', status: 'pending' });
    // Sent again after a timeout: the same transfer, not a second one.
    expect(await payouts.disburse(transfer)).toEqual({ providerRef: 'PO-mnfy-1', status: 'pending' });
    expect(await payouts.status('PO-mnfy-1')).toBe('succeeded');
    const summary = await new MonnifyHttp(connection).call<{ amount: number }>(
      'GET',
      '/api/v2/disbursements/single/summary?reference=PO-mnfy-1',
    );
    expect(summary.envelope.responseBody?.amount).toBe(265.65);
    expect(await payouts.lookup('PO-never-sent')).toBeNull();
    await expect(payouts.status('PO-never-sent')).rejects.toBeInstanceOf(PayoutUnavailableError);
  });

  it('holds a transfer needing OTP as pending until the emailed code is given', async () => {
    const payouts = new MonnifyPayouts(new MonnifyHttp(connection), SANDBOX_MONNIFY.walletAccount);
    await app.inject({ method: 'POST', url: '/dev/monnify/simulate/otp', payload: { on: true } });
    try {
      const transfer = {
        reference: 'PO-mnfy-otp',
        amountMinor: 100_000,
        currency: 'NGN' as const,
        ...ACCOUNT,
        holderName: 'X',
      };
      expect(await payouts.disburse(transfer)).toEqual({ providerRef: 'PO-mnfy-otp', status: 'pending' });
      expect(await payouts.status('PO-mnfy-otp')).toBe('pending');
      expect(await payouts.finalize('PO-mnfy-otp', '000000')).toMatchObject({ ok: false });
      expect(await payouts.status('PO-mnfy-otp')).toBe('pending');
      const mailbox = await app.inject({ url: '/dev/monnify/simulate/otp/PO-mnfy-otp' });
      const { authorizationCode } = mailbox.json() as { authorizationCode: string };
      expect(await payouts.finalize('PO-mnfy-otp', authorizationCode)).toEqual({
        ok: true,
        status: 'SUCCESS',
      });
      expect(await payouts.status('PO-mnfy-otp')).toBe('succeeded');
      // Authorized once: the same code again is refused, and nothing changes.
      expect(await payouts.finalize('PO-mnfy-otp', authorizationCode)).toMatchObject({ ok: false });
    } finally {
      await app.inject({ method: 'POST', url: '/dev/monnify/simulate/otp', payload: { on: false } });
    }
  });

  it('notifies each disbursement outcome, signed, in a shape the reader turns into the payout outcome', async () => {
    const payouts = new MonnifyPayouts(new MonnifyHttp(connection), SANDBOX_MONNIFY.walletAccount);
    await deliver(60_000);
    hooks.length = 0;
    const base = { amountMinor: 50_000, currency: 'NGN' as const, holderName: 'X' };
    await payouts.disburse({ ...base, ...ACCOUNT, reference: 'PO-mnfy-ok' });
    await expect(
      payouts.disburse({
        ...base,
        bankCode: '50515',
        accountNumber: NOT_AN_ACCOUNT,
        reference: 'PO-mnfy-bad',
      }),
    ).rejects.toThrow(/failed/);
    await app.inject({
      method: 'POST',
      url: '/dev/monnify/simulate/reverse',
      payload: { reference: 'PO-mnfy-ok' },
    });
    expect(await payouts.status('PO-mnfy-ok')).toEqual({ failed: 'reversed' });
    await deliver(5_000);
    const read = hooks.map((hook) =>
      readMonnifyDisbursementEvent(hook.body, { 'monnify-signature': hook.signature }, SECRET),
    );
    expect(read).toEqual([
      {
        ok: true,
        event: expect.objectContaining({
          outcome: 'succeeded',
          reference: 'PO-mnfy-ok',
          amountMinor: 50_000,
        }),
      },
      { ok: true, event: expect.objectContaining({ outcome: 'failed', reference: 'PO-mnfy-bad' }) },
      { ok: true, event: expect.objectContaining({ outcome: 'reversed', reference: 'PO-mnfy-ok' }) },
    ]);
    expect(
      readMonnifyDisbursementEvent(hooks[0]?.body ?? '', { 'monnify-signature': '00' }, SECRET),
    ).toMatchObject({
      ok: false,
      reason: 'signature',
    });
  });
});
