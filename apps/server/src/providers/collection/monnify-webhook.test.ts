import { createHash } from 'node:crypto';
import { isNubanValid } from '@puente/domain';
import { describe, expect, it } from 'vitest';
import {
  monnifyReservedAccountNumber,
  monnifyTransaction,
  monnifyTransactionReference,
} from '../../sandbox/collection/sandbox-monnify.ts';
import { parseMonnifyTime, verifyMonnifyWebhook } from './monnify-webhook.ts';
import { expectSha512Signed, hmacHex } from './webhook-test-signing.ts';

/**
 * Monnify's published sample (developers.monnify.com, Webhooks, "Transaction Hash Computation"):
 * the sample client key, the sample request as a compact JSON string, and the hash it publishes.
 */
const SAMPLE_KEY = '91MUDL9N6U3BQRXBQ2PJ9M0PW4J22M1Y';
const SAMPLE_BODY =
  '{"eventData":{"product":{"reference":"111222333","type":"OFFLINE_PAYMENT_AGENT"},' +
  '"transactionReference":"MNFY|76|20211117154810|000001","paymentReference":"0.01462001097368737",' +
  '"paidOn":"17/11/2021 3:48:10 PM","paymentDescription":"Mockaroo Jesse","metaData":{},' +
  '"destinationAccountInformation":{},"paymentSourceInformation":{},"amountPaid":78000,' +
  '"totalPayable":78000,"offlineProductInformation":{"code":"41470","type":"DYNAMIC"},"cardDetails":{},' +
  '"paymentMethod":"CASH","currency":"NGN","settlementAmount":77600,"paymentStatus":"PAID",' +
  '"customer":{"name":"Mockaroo Jesse","email":"111222333@ZZAMZ4WT4Y3E.monnify"}},' +
  '"eventType":"SUCCESSFUL_TRANSACTION"}';
const SAMPLE_HASH =
  'f04fb635e04d71648bd3cc7999003da6861483342c856d05ddfa9b2dafacb87' +
  '3b0de1d0f8f67405d0010b4348b721c49fa171d317972618debba6b638aedcd3c';

const SECRET = 'A663NRZA544DDPEM7KDN7Z8HRV6YXD8S';

/** The documented RESERVED_ACCOUNT sample, with a status or fields changed where a test says. */
function reserved(eventData: Record<string, unknown> = {}, eventType = 'SUCCESSFUL_TRANSACTION'): string {
  return JSON.stringify({
    eventType,
    eventData: {
      product: { reference: '1636106097661', type: 'RESERVED_ACCOUNT' },
      transactionReference: 'MNFY|04|20211117112842|000170',
      paymentReference: 'MNFY|04|20211117112842|000170',
      paidOn: '2021-11-17 11:28:42.615',
      paymentDescription: 'Adm',
      metaData: {},
      paymentSourceInformation: [
        {
          bankCode: '',
          amountPaid: 3000,
          accountName: 'Monnify Limited',
          sessionId: 'e6cV1smlpkwG38Cg6d5F9B2PRnIq5FqA',
          accountNumber: '0065432190',
        },
      ],
      destinationAccountInformation: {
        bankCode: '232',
        bankName: 'Sterling bank',
        accountNumber: '6000140770',
      },
      amountPaid: 3000,
      totalPayable: 3000,
      cardDetails: {},
      paymentMethod: 'ACCOUNT_TRANSFER',
      currency: 'NGN',
      settlementAmount: '2990.00',
      paymentStatus: 'PAID',
      customer: { name: 'John Doe', email: 'test@tester.com' },
      ...eventData,
    },
  });
}

const signed = (body: string, secret = SECRET) => ({
  'monnify-signature': hmacHex('sha512', secret, body),
});

describe('Monnify webhook signature', () => {
  it("verifies Monnify's published sample: an HMAC-SHA512 keyed with the client secret, not a plain hash", () => {
    expect(hmacHex('sha512', SAMPLE_KEY, SAMPLE_BODY)).toBe(SAMPLE_HASH);
    expect(
      createHash('sha512')
        .update(SAMPLE_KEY + SAMPLE_BODY)
        .digest('hex'),
    ).not.toBe(SAMPLE_HASH);
    expect(verifyMonnifyWebhook(SAMPLE_BODY, { 'monnify-signature': SAMPLE_HASH }, SAMPLE_KEY)).toEqual({
      ok: true,
      payment: {
        provider: 'monnify',
        providerRef: 'MNFY|76|20211117154810|000001',
        currency: 'NGN',
        amountMinor: 7_800_000,
        match: { kind: 'reference', reference: '111222333' },
        paidAt: new Date('2021-11-17T14:48:10Z'),
        payerName: 'Mockaroo Jesse',
      },
    });
  });

  it('refuses the sample changed by one byte, under another key, or without the header', () => {
    const changed = SAMPLE_BODY.replace('"amountPaid":78000', '"amountPaid":78001');
    expect(changed).not.toBe(SAMPLE_BODY);
    const header = { 'monnify-signature': SAMPLE_HASH };
    expect(verifyMonnifyWebhook(changed, header, SAMPLE_KEY)).toMatchObject({
      ok: false,
      reason: 'signature',
    });
    expect(verifyMonnifyWebhook(SAMPLE_BODY, header, SECRET)).toMatchObject({ reason: 'signature' });
    expect(verifyMonnifyWebhook(SAMPLE_BODY, {}, SAMPLE_KEY)).toMatchObject({ reason: 'signature' });
    expect(
      verifyMonnifyWebhook(SAMPLE_BODY, { 'monnify-signature': SAMPLE_HASH.slice(2) }, SAMPLE_KEY),
    ).toMatchObject({
      reason: 'signature',
    });
    // Header names arrive in any case.
    expect(verifyMonnifyWebhook(SAMPLE_BODY, { 'Monnify-Signature': SAMPLE_HASH }, SAMPLE_KEY).ok).toBe(true);
  });
});

describe('Monnify SUCCESSFUL_TRANSACTION', () => {
  it('matches a reserved-account transfer by our accountReference, keyed by transactionReference', () => {
    const body = reserved();
    expect(verifyMonnifyWebhook(body, signed(body), SECRET)).toEqual({
      ok: true,
      payment: {
        provider: 'monnify',
        providerRef: 'MNFY|04|20211117112842|000170',
        currency: 'NGN',
        amountMinor: 300_000,
        match: { kind: 'reference', reference: '1636106097661' },
        paidAt: new Date('2021-11-17T10:28:42.615Z'),
        payerName: 'Monnify Limited',
      },
    });
  });

  it('falls back to the account paid into when there is no product reference', () => {
    const body = reserved({ product: { type: 'RESERVED_ACCOUNT' } });
    expect(verifyMonnifyWebhook(body, signed(body), SECRET)).toMatchObject({
      payment: { match: { kind: 'account', accountNumber: '6000140770' } },
    });
    const neither = reserved({ product: null, destinationAccountInformation: {} });
    expect(verifyMonnifyWebhook(neither, signed(neither), SECRET)).toMatchObject({ reason: 'payload' });
  });

  it('converts amountPaid in naira exactly, as a number or a string', () => {
    const amount = (amountPaid: unknown) => {
      const body = reserved({ amountPaid });
      const result = verifyMonnifyWebhook(body, signed(body), SECRET);
      return 'payment' in result ? result.payment.amountMinor : result;
    };
    expect(amount(1000)).toBe(100000);
    expect(amount(1000.5)).toBe(100050);
    expect(amount(1000.55)).toBe(100055);
    expect(amount('1234.00')).toBe(123400);
    expect(amount('20.32')).toBe(2032);
    for (const bad of [20.325, '1,234.00', 0, -3]) {
      expect(amount(bad), String(bad)).toMatchObject({ ok: false, reason: 'payload' });
    }
  });

  it('credits over- and part-payments, ignores other statuses and other events', () => {
    const verify = (body: string) => verifyMonnifyWebhook(body, signed(body), SECRET);
    expect(verify(reserved({ paymentStatus: 'OVERPAID' }))).toMatchObject({
      ok: true,
      payment: { amountMinor: 300_000 },
    });
    expect(verify(reserved({ paymentStatus: 'PARTIALLY_PAID' }))).toMatchObject({ ok: true, payment: {} });
    expect(verify(reserved({ paymentStatus: 'FAILED' }))).toEqual({ ok: true, ignored: 'payment is FAILED' });
    expect(verify(reserved({ paymentStatus: 'EXPIRED' }))).toMatchObject({
      ok: true,
      ignored: expect.any(String),
    });
    for (const eventType of [
      'SUCCESSFUL_DISBURSEMENT',
      'REJECTED_PAYMENT',
      'SETTLEMENT',
      'SUCCESSFUL_REFUND',
    ]) {
      expect(verify(reserved({}, eventType))).toEqual({
        ok: true,
        ignored: `${eventType} moves no money in`,
      });
    }
    expect(verify(reserved({ currency: 'USD' }))).toMatchObject({ reason: 'payload' });
    expect(verify(reserved({ paidOn: 'yesterday' }))).toMatchObject({ reason: 'payload' });
    expect(verify(reserved({ transactionReference: '' }))).toMatchObject({ reason: 'payload' });
    expect(verify('{"eventType":')).toMatchObject({ reason: 'payload' });
  });
});

describe('parseMonnifyTime', () => {
  it('reads both of the shapes Monnify writes as Lagos time (UTC+01:00)', () => {
    expect(parseMonnifyTime('2021-11-17 11:28:42.615')).toEqual(new Date('2021-11-17T10:28:42.615Z'));
    expect(parseMonnifyTime('2023-06-26 17:53:55.0')).toEqual(new Date('2023-06-26T16:53:55Z'));
    expect(parseMonnifyTime('2021-11-17 11:28:42')).toEqual(new Date('2021-11-17T10:28:42Z'));
    expect(parseMonnifyTime('18/07/2022 04:23:55 PM')).toEqual(new Date('2022-07-18T15:23:55Z'));
    expect(parseMonnifyTime('17/03/2021 3:23:32 AM')).toEqual(new Date('2021-03-17T02:23:32Z'));
    expect(parseMonnifyTime('01/01/2022 12:00:00 AM')).toEqual(new Date('2021-12-31T23:00:00Z'));
    expect(parseMonnifyTime('01/01/2022 12:30:00 PM')).toEqual(new Date('2022-01-01T11:30:00Z'));
  });

  it('refuses what is not a time', () => {
    for (const bad of [
      '31/02/2021 1:00:00 PM',
      '17/11/2021 13:00:00 PM',
      '17/11/2021 0:10:00 AM',
      '2021-13-01 10:00:00',
      '2021-11-17 24:00:00',
      '',
      '1637160522',
    ]) {
      expect(parseMonnifyTime(bad), bad).toBeUndefined();
    }
  });
});

describe('the sandbox Monnify', () => {
  it('reserves account numbers valid for the bank, the same for the same seed', () => {
    const account = monnifyReservedAccountNumber('borrower-42');
    expect(account).toMatch(/^\d{10}$/);
    expect(isNubanValid('50515', account)).toBe(true);
    expect(monnifyReservedAccountNumber('borrower-42')).toBe(account);
    expect(isNubanValid('035', monnifyReservedAccountNumber('borrower-42', '035'))).toBe(true);
    const many = Array.from({ length: 500 }, (_, i) => monnifyReservedAccountNumber(`borrower-${i}`));
    expect(many.every((n) => isNubanValid('50515', n))).toBe(true);
    expect(new Set(many).size).toBe(500);
  });

  it('writes transaction references like Monnify, in Lagos time', () => {
    expect(monnifyTransactionReference(new Date('2021-11-17T14:48:10Z'), 's')).toMatch(
      /^MNFY\|\d{2}\|20211117154810\|\d{6}$/,
    );
  });

  it('signs transfers into a reserved account with the client secret, and they verify', () => {
    const at = new Date('2026-11-21T09:15:00.250Z');
    const accountNumber = monnifyReservedAccountNumber('borrower-42');
    const sent = monnifyTransaction({
      amountMinor: 2_500_075,
      clientSecret: SECRET,
      accountReference: 'PUENTE-NG-42',
      accountNumber,
      at,
      seed: 'transfer-1',
      payerName: 'KEMI BELLO',
    });
    expectSha512Signed(sent, 'monnify-signature', SECRET);
    expect(verifyMonnifyWebhook(sent.rawBody, sent.headers, SECRET)).toEqual({
      ok: true,
      payment: {
        provider: 'monnify',
        providerRef: monnifyTransactionReference(at, 'transfer-1'),
        currency: 'NGN',
        amountMinor: 2_500_075,
        match: { kind: 'reference', reference: 'PUENTE-NG-42' },
        paidAt: at,
        payerName: 'KEMI BELLO',
      },
    });
    expect(JSON.parse(sent.rawBody).eventData.paidOn).toBe('2026-11-21 10:15:00.250');
    expect(verifyMonnifyWebhook(sent.rawBody, sent.headers, SAMPLE_KEY).ok).toBe(false);
  });
});
