import { describe, expect, it } from 'vitest';
import {
  flutterwaveChargeCompleted,
  flutterwaveTransactionId,
  flutterwaveTxRef,
  flutterwaveVerifyResponse,
} from '../../sandbox/collection/sandbox-flutterwave.ts';
import { parseFlutterwaveVerifyResponse, verifyFlutterwaveWebhook } from './flutterwave-webhook.ts';

const HASH = 'puente-flw-9f8e7d6c5b4a';
const at = new Date('2025-01-14T09:23:03.000Z');

/** A v3 bank-transfer charge.completed, as logged from Flutterwave (emmanuel-dcoder/unistore-api). */
function completed(data: Record<string, unknown> = {}, event = 'charge.completed'): string {
  return JSON.stringify({
    event,
    data: {
      id: 8321945,
      tx_ref: 'order_1736846575470',
      flw_ref: '8016915561111736846576262',
      device_fingerprint: 'N/A',
      amount: 50000,
      currency: 'NGN',
      charged_amount: 50000,
      app_fee: 700,
      merchant_fee: 0,
      processor_response: 'success',
      auth_model: 'AUTH',
      ip: '54.75.161.64',
      narration: 'Damilola Aguda 1720455877276',
      status: 'successful',
      payment_type: 'bank_transfer',
      created_at: '2025-01-14T09:23:03.000Z',
      account_id: 2508309,
      customer: { id: 2571514, name: 'jo boy', phone_number: '6756453647664', email: '****' },
      ...data,
    },
    meta_data: {
      originatoraccountnumber: '123*******90',
      originatorname: 'JOHN DOE',
      bankname: 'Access Bank',
      originatoramount: 'N/A',
    },
    'event.type': 'BANK_TRANSFER_TRANSACTION',
  });
}

describe('Flutterwave charge.completed', () => {
  it('accepts the secret hash and matches the payment by tx_ref, keyed by the transaction id', () => {
    expect(verifyFlutterwaveWebhook(completed(), { 'verif-hash': HASH }, HASH)).toEqual({
      ok: true,
      payment: {
        provider: 'flutterwave',
        providerRef: '8321945',
        currency: 'NGN',
        amountMinor: 5_000_000,
        match: { kind: 'reference', reference: 'order_1736846575470' },
        paidAt: at,
        payerName: 'JOHN DOE',
      },
    });
    expect(verifyFlutterwaveWebhook(completed(), { 'flutterwave-signature': HASH }, HASH).ok).toBe(true);
    expect(
      verifyFlutterwaveWebhook(completed(), { 'verif-hash': 'stale', 'flutterwave-signature': HASH }, HASH)
        .ok,
    ).toBe(true);
  });

  it('refuses a missing or wrong secret hash', () => {
    const body = completed();
    for (const headers of [
      {},
      { 'verif-hash': 'wrong' },
      { 'verif-hash': `${HASH} ` },
      { 'verif-hash': HASH.toUpperCase() },
      { 'verif-hash': HASH.slice(0, -1) },
      { 'verif-hash': '' },
      { 'verif-hash': [HASH, HASH] },
    ]) {
      expect(verifyFlutterwaveWebhook(body, headers, HASH), JSON.stringify(headers)).toMatchObject({
        ok: false,
        reason: 'signature',
      });
    }
    expect(verifyFlutterwaveWebhook(body, { 'verif-hash': HASH }, 'another-hash')).toMatchObject({
      reason: 'signature',
    });
  });

  it('does not sign the body: a changed amount passes the webhook check, and the verify call catches it', () => {
    const forged = completed({ amount: 500000 });
    expect(verifyFlutterwaveWebhook(forged, { 'verif-hash': HASH }, HASH)).toMatchObject({
      payment: { amountMinor: 50_000_000 },
    });
    const real = JSON.stringify({ status: 'success', data: JSON.parse(completed()).data });
    expect(
      parseFlutterwaveVerifyResponse(real, {
        txRef: 'order_1736846575470',
        currency: 'NGN',
        amountMinor: 50_000_000,
      }),
    ).toEqual({ ok: false, detail: 'amount is less than expected' });
  });

  it('converts amounts in naira exactly', () => {
    const amount = (value: unknown) => {
      const result = verifyFlutterwaveWebhook(completed({ amount: value }), { 'verif-hash': HASH }, HASH);
      return 'payment' in result ? result.payment.amountMinor : result;
    };
    expect(amount(1000)).toBe(100000);
    expect(amount(1000.5)).toBe(100050);
    expect(amount(1000.55)).toBe(100055);
    expect(amount('1000.55')).toBe(100055);
    for (const bad of [1000.555, -1, 0, '1,000', null]) {
      expect(amount(bad), String(bad)).toMatchObject({ ok: false, reason: 'payload' });
    }
  });

  it('ignores unsuccessful charges and other events, and refuses what it cannot credit', () => {
    const verify = (body: string) => verifyFlutterwaveWebhook(body, { 'verif-hash': HASH }, HASH);
    expect(verify(completed({ status: 'failed' }))).toEqual({ ok: true, ignored: 'charge is failed' });
    expect(verify(completed({ status: 'pending' }))).toMatchObject({ ok: true, ignored: expect.any(String) });
    expect(verify(completed({}, 'transfer.completed'))).toEqual({
      ok: true,
      ignored: 'transfer.completed moves no money in',
    });
    expect(verify(completed({ currency: 'GHS' }))).toMatchObject({
      reason: 'payload',
      detail: 'currency is not NGN',
    });
    expect(verify(completed({ tx_ref: '' }))).toMatchObject({ reason: 'payload' });
    expect(verify(completed({ id: 'abc' }))).toMatchObject({ reason: 'payload' });
    expect(verify(completed({ created_at: 'yesterday' }))).toMatchObject({ reason: 'payload' });
    expect(verify('[]')).toMatchObject({ reason: 'payload' });
  });
});

describe('the verify answer', () => {
  const expected = { txRef: 'order_1736846575470', currency: 'NGN' as const, amountMinor: 5_000_000 };
  const answer = (status: string, data: Record<string, unknown> = {}) =>
    JSON.stringify({
      status,
      message: 'Transaction fetched successfully',
      data: { ...JSON.parse(completed()).data, ...data },
    });

  it('is the payment when it is successful, ours, in naira, and at least the amount expected', () => {
    expect(parseFlutterwaveVerifyResponse(answer('success'), expected)).toMatchObject({
      ok: true,
      payment: {
        providerRef: '8321945',
        amountMinor: 5_000_000,
        match: { reference: 'order_1736846575470' },
      },
    });
    expect(
      parseFlutterwaveVerifyResponse(JSON.parse(answer('success', { amount: 50000.01 })), expected),
    ).toMatchObject({
      ok: true,
      payment: { amountMinor: 5_000_001 },
    });
  });

  it('is refused otherwise', () => {
    const refused = (body: string) => parseFlutterwaveVerifyResponse(body, expected).ok;
    expect(refused(answer('error'))).toBe(false);
    expect(refused(answer('success', { status: 'failed' }))).toBe(false);
    expect(refused(answer('success', { tx_ref: 'order_other' }))).toBe(false);
    expect(refused(answer('success', { currency: 'USD' }))).toBe(false);
    expect(refused(answer('success', { amount: 49999.99 }))).toBe(false);
    expect(refused('{"status":"error","message":"No transaction was found for this id","data":null}')).toBe(
      false,
    );
  });
});

describe('the sandbox Flutterwave', () => {
  it('sends transfers into a virtual account that verify, and answers verify for the same transaction', () => {
    const txRef = flutterwaveTxRef('borrower-42');
    const input = { amountMinor: 1_500_050, txRef, at, seed: 'transfer-7', payerName: 'NGOZI EZE' };
    const sent = flutterwaveChargeCompleted({ ...input, secretHash: HASH });
    expect(sent.headers['verif-hash']).toBe(HASH);
    const result = verifyFlutterwaveWebhook(sent.rawBody, sent.headers, HASH);
    expect(result).toEqual({
      ok: true,
      payment: {
        provider: 'flutterwave',
        providerRef: String(flutterwaveTransactionId('transfer-7')),
        currency: 'NGN',
        amountMinor: 1_500_050,
        match: { kind: 'reference', reference: txRef },
        paidAt: at,
        payerName: 'NGOZI EZE',
      },
    });
    const verified = parseFlutterwaveVerifyResponse(flutterwaveVerifyResponse(input), {
      txRef,
      currency: 'NGN',
      amountMinor: 1_500_050,
    });
    expect(verified.ok && verified.payment.providerRef).toBe(String(flutterwaveTransactionId('transfer-7')));
    expect(verifyFlutterwaveWebhook(sent.rawBody, sent.headers, 'another').ok).toBe(false);

    const newer = flutterwaveChargeCompleted({
      ...input,
      secretHash: HASH,
      headerName: 'flutterwave-signature',
    });
    expect(verifyFlutterwaveWebhook(newer.rawBody, newer.headers, HASH).ok).toBe(true);
    const failed = flutterwaveChargeCompleted({
      ...input,
      secretHash: HASH,
      status: 'failed',
      paymentType: 'card',
    });
    expect(verifyFlutterwaveWebhook(failed.rawBody, failed.headers, HASH)).toMatchObject({
      ignored: 'charge is failed',
    });
  });
});
