import { describe, expect, it } from 'vitest';
import { paystackChargeSuccess, paystackReference } from '../../sandbox/collection/sandbox-paystack.ts';
import { verifyPaystackWebhook } from './paystack-webhook.ts';
import { expectSha512Signed, hmacHex } from './webhook-test-signing.ts';

const SECRET = 'sk_test_3c9d0f1e2a4b5c6d7e8f90a1b2c3d4e5f6a7b8c9';
const at = new Date('2026-11-21T15:46:08.000Z');

/** charge.success as Paystack writes it (a dedicated-NUBAN transfer unless `authorization` says otherwise). */
function charge(data: Record<string, unknown> = {}, event = 'charge.success'): string {
  return JSON.stringify({
    event,
    data: {
      id: 1504248187,
      domain: 'live',
      status: 'success',
      reference: '1641398283981z1hp8wv0di',
      amount: 4_567_850,
      paid_at: '2026-11-21T15:46:08.000Z',
      channel: 'dedicated_nuban',
      currency: 'NGN',
      authorization: {
        channel: 'dedicated_nuban',
        card_type: 'transfer',
        sender_bank: 'First City Monument Bank',
        sender_bank_account_number: 'XXXXXX0011',
        sender_name: 'RANDALL AKANBI HORTON',
        receiver_bank_account_number: '9930000902',
        receiver_bank: 'Wema Bank',
      },
      customer: { first_name: 'Randall', last_name: 'Horton', email: 'r@example.com' },
      ...data,
    },
  });
}

/** Signed here with node:crypto directly, independently of the code under test. */
function signed(body: string, secret = SECRET) {
  return { 'x-paystack-signature': hmacHex('sha512', secret, body) };
}

describe('Paystack charge.success', () => {
  it('matches a dedicated-NUBAN transfer by the account paid into, keyed by the reference', () => {
    const body = charge();
    expect(verifyPaystackWebhook(body, signed(body), SECRET)).toEqual({
      ok: true,
      payment: {
        provider: 'paystack',
        providerRef: '1641398283981z1hp8wv0di',
        currency: 'NGN',
        amountMinor: 4_567_850,
        match: { kind: 'account', accountNumber: '9930000902' },
        paidAt: at,
        payerName: 'RANDALL AKANBI HORTON',
      },
    });
  });

  it('matches a checkout payment by our reference', () => {
    const body = charge({
      reference: 'PL2026112100000001-1',
      channel: 'card',
      authorization: { channel: 'card', receiver_bank_account_number: null },
    });
    expect(verifyPaystackWebhook(body, signed(body), SECRET)).toMatchObject({
      ok: true,
      payment: {
        providerRef: 'PL2026112100000001-1',
        match: { kind: 'reference', reference: 'PL2026112100000001-1' },
        payerName: 'Randall Horton',
      },
    });
  });

  it('refuses a body changed by one byte, a wrong key, a missing or truncated signature', () => {
    const body = charge();
    const headers = signed(body);
    const changed = body.replace('4567850', '4567851');
    expect(changed).not.toBe(body);
    expect(verifyPaystackWebhook(changed, headers, SECRET)).toMatchObject({ ok: false, reason: 'signature' });
    expect(verifyPaystackWebhook(body, signed(body, 'sk_test_other'), SECRET)).toMatchObject({
      reason: 'signature',
    });
    expect(verifyPaystackWebhook(body, headers, 'sk_test_other')).toMatchObject({ reason: 'signature' });
    expect(verifyPaystackWebhook(body, {}, SECRET)).toMatchObject({ reason: 'signature' });
    const signature = headers['x-paystack-signature'];
    for (const bad of [signature.slice(0, 64), `${signature}00`, signature.replace(/^./, 'z'), '']) {
      expect(verifyPaystackWebhook(body, { 'x-paystack-signature': bad }, SECRET)).toMatchObject({
        reason: 'signature',
      });
    }
    // The signature is over the bytes: a Buffer body verifies the same.
    expect(verifyPaystackWebhook(Buffer.from(body), headers, SECRET).ok).toBe(true);
  });

  it('ignores other events and unsuccessful charges', () => {
    const verify = (body: string) => verifyPaystackWebhook(body, signed(body), SECRET);
    expect(verify(charge({}, 'transfer.success'))).toEqual({
      ok: true,
      ignored: 'transfer.success moves no money in',
    });
    expect(verify(charge({}, 'subscription.create'))).toMatchObject({
      ok: true,
      ignored: expect.any(String),
    });
    expect(verify(charge({ status: 'failed' }))).toEqual({ ok: true, ignored: 'charge is failed' });
  });

  it('refuses what it cannot credit', () => {
    const verify = (body: string) => verifyPaystackWebhook(body, signed(body), SECRET);
    expect(verify(charge({ currency: 'GHS' }))).toMatchObject({
      reason: 'payload',
      detail: 'currency is not NGN',
    });
    expect(verify(charge({ amount: 45678.5 }))).toMatchObject({ reason: 'payload' });
    expect(verify(charge({ amount: 0 }))).toMatchObject({ reason: 'payload' });
    expect(verify(charge({ amount: '4567850' }))).toMatchObject({ reason: 'payload' });
    expect(verify(charge({ paid_at: null }))).toMatchObject({ reason: 'payload' });
    expect(verify(charge({ paid_at: '21/11/2026' }))).toMatchObject({ reason: 'payload' });
    expect(verify(charge({ reference: '' }))).toMatchObject({ reason: 'payload' });
    expect(verify(charge({ authorization: { channel: 'dedicated_nuban' } }))).toMatchObject({
      reason: 'payload',
    });
    expect(verify('{')).toMatchObject({ reason: 'payload' });
  });
});

describe('the sandbox Paystack', () => {
  it("issues references shaped like Paystack's, the same for the same seed", () => {
    expect(paystackReference('PL1')).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(paystackReference('PL1')).toBe(paystackReference('PL1'));
    expect(paystackReference('PL1')).not.toBe(paystackReference('PL2'));
  });

  it('signs checkout payments and dedicated-account transfers with the secret key, and they verify', () => {
    const checkout = paystackChargeSuccess({
      amountMinor: 1_000_050,
      secretKey: SECRET,
      at,
      seed: 'PL2026112100000001-1',
      reference: 'PL2026112100000001-1',
    });
    expectSha512Signed(checkout, 'x-paystack-signature', SECRET);
    expect(verifyPaystackWebhook(checkout.rawBody, checkout.headers, SECRET)).toMatchObject({
      ok: true,
      payment: {
        providerRef: 'PL2026112100000001-1',
        amountMinor: 1_000_050,
        match: { kind: 'reference' },
        paidAt: at,
      },
    });

    const transfer = paystackChargeSuccess({
      amountMinor: 250_000,
      secretKey: SECRET,
      at,
      seed: 'transfer-1',
      dedicatedAccount: { accountNumber: '9930000902' },
      payerName: 'CHIOMA NWOSU',
    });
    const result = verifyPaystackWebhook(transfer.rawBody, transfer.headers, SECRET);
    expect(result).toMatchObject({
      ok: true,
      payment: { match: { kind: 'account', accountNumber: '9930000902' }, payerName: 'CHIOMA NWOSU' },
    });
    if (result.ok && 'payment' in result)
      expect(result.payment.providerRef).toBe(paystackReference('transfer-1'));
    expect(verifyPaystackWebhook(transfer.rawBody, transfer.headers, 'sk_test_other').ok).toBe(false);
  });
});
