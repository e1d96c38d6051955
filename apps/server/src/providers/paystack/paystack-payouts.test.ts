import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paystackTransferFate } from '../../sandbox/standins/paystack/paystack-bank-rules.ts';
import {
  paystackStandInForTest,
  TEST_PAYSTACK_KEY,
} from '../../sandbox/standins/paystack/paystack-fixtures.ts';
import { PAYSTACK_SANDBOX } from '../../sandbox/standins/paystack/paystack-sandbox-routes.ts';
import { verifyPaystackWebhook } from '../collection/paystack-webhook.ts';
import {
  PayoutRefusedError,
  PayoutUnavailableError,
  type TransferRequest,
} from '../payout/payout-provider.ts';
import {
  PAYSTACK_OPENAPI_SOURCE,
  paystackAnswer,
  paystackQuery,
  paystackRequest,
  problems,
} from './contract/paystack-openapi.ts';
import { PaystackPayouts } from './paystack-payouts.ts';

const MINUTE_MS = 60_000;
type Harness = Awaited<ReturnType<typeof paystackStandInForTest>>;

function transfer(reference: string, accountNumber = '0123456781'): TransferRequest {
  return {
    reference,
    amountMinor: 4_500_000,
    currency: 'NGN',
    bankCode: '058',
    accountNumber,
    holderName: 'Chioma Okafor',
  };
}

/** Each request our client sent and each answer the stand-in gave, held to Paystack's description. */
function expectContract(h: Harness) {
  const found: string[] = [];
  for (const x of h.exchanges) {
    const name = `${x.method} ${x.path.replace(/^\/transfer\/verify\/.+$/, '/transfer/verify/{reference}')}`;
    if (x.body !== undefined) {
      const request = paystackRequest(name);
      if (!request(x.body)) found.push(`${name} request: ${problems(request).join('; ')}`);
    }
    if (x.query) {
      const query = paystackQuery(name);
      if (!query(Object.fromEntries(new URLSearchParams(x.query))))
        found.push(`${name} query: ${problems(query).join('; ')}`);
    }
    const answer = paystackAnswer(
      name,
      x.status === 200 || x.status === 201 ? x.status : x.status === 404 ? 404 : 401,
    );
    if (!answer(x.answer)) found.push(`${name} ${x.status} answer: ${problems(answer).join('; ')}`);
  }
  expect(found, `against ${PAYSTACK_OPENAPI_SOURCE}`).toEqual([]);
}

describe("the Paystack payouts client and stand-in, against Paystack's published OpenAPI description", () => {
  let h: Harness;
  let paystack: PaystackPayouts;
  beforeEach(async () => {
    h = await paystackStandInForTest();
    paystack = new PaystackPayouts(h.connection);
  });
  afterEach(() => h.close());

  it('resolves a name, creates a nuban recipient and a transfer with our reference, and reads it back settled', async () => {
    expect(await paystack.nameEnquiry('058', '0123456781')).toMatch(/^[A-Z]+ [A-Z]+$/);
    await h.sandbox(PAYSTACK_SANDBOX.holder, {
      bank_code: '058',
      account_number: '0123456781',
      name: 'Chioma Okafor',
    });
    expect(await paystack.nameEnquiry('058', '0123456781')).toBe('CHIOMA OKAFOR');

    const reference = 'PL2026112100000001-1';
    expect(await paystack.disburse(transfer(reference))).toEqual({
      providerRef: reference,
      status: 'pending',
    });
    const [recipient, created] = h.exchanges.slice(-2);
    expect(recipient).toMatchObject({
      method: 'POST',
      path: '/transferrecipient',
      status: 201,
      headers: { authorization: `Bearer ${TEST_PAYSTACK_KEY}` },
      body: {
        type: 'nuban',
        name: 'Chioma Okafor',
        account_number: '0123456781',
        bank_code: '058',
        currency: 'NGN',
      },
    });
    expect(created).toMatchObject({
      path: '/transfer',
      status: 200,
      body: { source: 'balance', amount: 4_500_000, reference, currency: 'NGN' },
      answer: { status: true, data: { status: 'pending', reference } },
    });
    expect(created?.body).toMatchObject({ recipient: expect.stringMatching(/^RCP_/) });

    const { settleMs } = paystackTransferFate(reference, 0);
    h.advance(settleMs - MINUTE_MS);
    expect(await paystack.status(reference)).toBe('pending');
    h.advance(MINUTE_MS);
    expect(await paystack.status(reference)).toBe('succeeded');
    expectContract(h);

    // Paystack owes the business transfer.success at that moment, signed with the secret key.
    expect(h.owed).toHaveLength(1);
    const [event] = h.owed;
    expect(event?.deliverAt.getTime()).toBe(h.now().getTime());
    const headers = h.standIn.signNotification?.(event as never, new Date()) ?? {};
    expect(headers['x-paystack-signature']).toBe(
      createHmac('sha512', TEST_PAYSTACK_KEY)
        .update(event?.body ?? '')
        .digest('hex'),
    );
    expect(JSON.parse(event?.body ?? '{}')).toMatchObject({
      event: 'transfer.success',
      data: { reference, status: 'success', amount: 4_500_000 },
    });
    // The webhook's verifier takes it (signature), and a transfer event moves no money in.
    expect(verifyPaystackWebhook(event?.body ?? '', headers, TEST_PAYSTACK_KEY)).toMatchObject({ ok: true });
  });

  it('sends a reference once: a retry is refused by Paystack as a duplicate and is the same transfer', async () => {
    const reference = 'PL2026112100000002-1';
    await paystack.disburse(transfer(reference));
    const again = await paystack.disburse({ ...transfer(reference), amountMinor: 1 });
    expect(again).toEqual({ providerRef: reference, status: 'pending' });
    const posts = h.exchanges.filter((x) => x.path === '/transfer');
    expect(posts.map((x) => [x.status, (x.answer as { message: string }).message])).toEqual([
      [200, 'Transfer has been queued'],
      [400, 'Duplicate Transfer Reference'],
    ]);
    h.advance(61 * MINUTE_MS);
    expect(await paystack.status(reference)).toBe('succeeded');
    // The transfer Paystack kept is the first one: the retry's amount changed nothing.
    expect(h.exchanges.at(-1)).toMatchObject({
      path: `/transfer/verify/${reference}`,
      answer: { data: { amount: 4_500_000 } },
    });
    expect(h.owed).toHaveLength(1);
  });

  it('holds a transfer for the OTP Paystack sent the business, then finalises it and it settles', async () => {
    await h.sandbox(PAYSTACK_SANDBOX.transferOtp, { on: true });
    const reference = 'PL2026112100000003-1';
    await paystack.disburse(transfer(reference));
    expect(h.exchanges.at(-1)?.answer).toMatchObject({
      message: 'Transfer requires OTP to continue',
      data: { status: 'otp' },
    });
    h.advance(61 * MINUTE_MS);
    expect(await paystack.status(reference)).toBe('pending');
    expect(h.owed).toHaveLength(0);

    expect(await paystack.finalize(reference, '000000')).toEqual({ ok: false, message: 'Invalid OTP' });
    const otp = (await h.sandbox(`${PAYSTACK_SANDBOX.otpOf}/${reference}`)).json().data.otp as string;
    expect(otp).toMatch(/^\d{6}$/);
    expect(await paystack.finalize(reference, otp)).toEqual({ ok: true, status: 'pending' });
    expect(await paystack.finalize(reference, otp)).toEqual({
      ok: false,
      message: 'Transfer is not currently awaiting OTP',
    });
    h.advance(61 * MINUTE_MS);
    expect(await paystack.status(reference)).toBe('succeeded');
    expect(h.owed.map((n) => JSON.parse(n.body).event)).toEqual(['transfer.success']);
    expectContract(h);
  });

  it('fails what the bank declines, and reverses a transfer to an account ending in 8888 an hour after it succeeded', async () => {
    const bank = await paystackStandInForTest({ failureRate: 1 });
    const declining = new PaystackPayouts(bank.connection);
    await declining.disburse(transfer('PL2026112100000004-1'));
    expect(await declining.status('PL2026112100000004-1')).toBe('pending');
    bank.advance(61 * MINUTE_MS);
    expect(await declining.status('PL2026112100000004-1')).toEqual({ failed: 'declined' });
    expect(bank.owed.map((n) => JSON.parse(n.body).event)).toEqual(['transfer.failed']);
    await bank.close();

    const reference = 'PL2026112100000005-1';
    await paystack.disburse(transfer(reference, '0123458888'));
    h.advance(61 * MINUTE_MS);
    expect(await paystack.status(reference)).toBe('succeeded');
    h.advance(60 * MINUTE_MS);
    expect(await paystack.status(reference)).toEqual({ failed: 'declined' });
    expect(h.owed.map((n) => JSON.parse(n.body).event)).toEqual(['transfer.success', 'transfer.reversed']);
    expect(JSON.parse(h.owed[1]?.body ?? '{}').data).toMatchObject({ reference, status: 'reversed' });
    expectContract(h);
  });

  it('answers no name and refuses a transfer to an account that does not exist (0000)', async () => {
    expect(await paystack.nameEnquiry('058', '0123450000')).toBeNull();
    const missing = paystack.disburse(transfer('PL2026112100000006-1', '0123450000'));
    await expect(missing).rejects.toBeInstanceOf(PayoutRefusedError);
    await expect(missing).rejects.toMatchObject({ reason: 'accountNotFound' });
    expect(await paystack.lookup('PL2026112100000006-1')).toBeNull();
  });

  it('is unavailable, never refused, when Paystack or the bank cannot be reached', async () => {
    await expect(paystack.nameEnquiry('058', '0123459999')).rejects.toBeInstanceOf(PayoutUnavailableError);
    await expect(paystack.disburse(transfer('PL2026112100000007-1', '0123459999'))).rejects.toBeInstanceOf(
      PayoutUnavailableError,
    );
    h.setFault(() => Promise.reject(new TypeError('fetch failed')));
    await expect(paystack.disburse(transfer('PL2026112100000008-1'))).rejects.toBeInstanceOf(
      PayoutUnavailableError,
    );
    await expect(paystack.status('PL2026112100000008-1')).rejects.toBeInstanceOf(PayoutUnavailableError);
    await expect(paystack.lookup('PL2026112100000008-1')).rejects.toBeInstanceOf(PayoutUnavailableError);
    h.setFault(undefined);
    await h.sandbox('/sandbox/outage', { down: true });
    await expect(paystack.nameEnquiry('058', '0123456781')).rejects.toBeInstanceOf(PayoutUnavailableError);
    await h.sandbox('/sandbox/outage', { down: false });
    // Nothing was sent while Paystack was away.
    expect(await paystack.lookup('PL2026112100000008-1')).toBeNull();
  });

  it('refuses a wrong key as Paystack does, and the client does not take it for a refusal of the account', async () => {
    const wrong = new PaystackPayouts({ ...h.connection, secretKey: 'sk_test_wrong' });
    await expect(wrong.nameEnquiry('058', '0123456781')).rejects.toBeInstanceOf(PayoutUnavailableError);
    await expect(wrong.disburse(transfer('PL2026112100000009-1'))).rejects.toBeInstanceOf(
      PayoutUnavailableError,
    );
    expect(h.exchanges.at(-1)).toMatchObject({
      status: 401,
      answer: { status: false, message: 'Invalid key' },
    });
    expectContract(h);
  });
});
