import { describe, expect, it } from 'vitest';
import {
  readFlutterwaveVerify,
  readPaystackVerify,
} from '../../../providers/collection/gateway-verify-answers.ts';
import { cardProblem, checkoutPage } from '../../../sandbox/collection/sandbox-checkout-page.ts';
import { flutterwaveVerifyResponse } from '../../../sandbox/collection/sandbox-flutterwave.ts';
import { paystackChargeSuccess } from '../../../sandbox/collection/sandbox-paystack.ts';

const at = new Date('2026-11-21T10:00:00Z');

/** The transaction Paystack's verify answer and its charge.success carry alike. */
function paystackTransaction(t: { reference: string; amountMinor: number; seed: string; paidAt: string }) {
  const { rawBody } = paystackChargeSuccess({ ...t, at: new Date(t.paidAt), secretKey: 'unused' });
  return (JSON.parse(rawBody) as { data: Record<string, unknown> }).data;
}

describe("the gateways' verify answers", () => {
  it('reads a Paystack success in kobo, keyed by the reference its webhook carries', () => {
    const data = paystackTransaction({
      reference: 'PUENTE-PS-1',
      amountMinor: 250_000,
      seed: 's',
      paidAt: at.toISOString(),
    });
    expect(readPaystackVerify({ status: true, message: 'Verification successful', data })).toMatchObject({
      status: 'success',
      providerRef: 'PUENTE-PS-1',
      reference: 'PUENTE-PS-1',
      amountMinor: 250_000,
      currency: 'NGN',
      paidAt: at,
    });
  });

  it('treats anything but a successful Paystack transaction as not paid', () => {
    const data = paystackTransaction({
      reference: 'R',
      amountMinor: 100,
      seed: 's',
      paidAt: at.toISOString(),
    });
    expect(readPaystackVerify({ status: true, data: { ...data, status: 'abandoned' } }).status).toBe(
      'pending',
    );
    expect(readPaystackVerify({ status: true, data: { ...data, status: 'failed' } }).status).toBe('failed');
    expect(readPaystackVerify({ status: false, message: 'Transaction reference not found' }).status).toBe(
      'pending',
    );
    expect(readPaystackVerify('not json').status).toBe('failed');
  });

  it('reads a Flutterwave success in naira, keyed by the transaction id, with our tx_ref', () => {
    const body = flutterwaveVerifyResponse({ amountMinor: 300_050, txRef: 'PUENTE-FLW-1', at, seed: 'x' });
    const read = readFlutterwaveVerify(body);
    expect(read).toMatchObject({
      status: 'success',
      reference: 'PUENTE-FLW-1',
      amountMinor: 300_050,
      currency: 'NGN',
    });
    expect(read.status === 'success' && read.providerRef).toMatch(/^8\d{7}$/);
    const failed = flutterwaveVerifyResponse({
      amountMinor: 100,
      txRef: 'T',
      at,
      seed: 'x',
      status: 'failed',
    });
    expect(readFlutterwaveVerify(failed).status).toBe('failed');
  });
});

describe('the sandbox checkout page', () => {
  it('checks the card for shape only, the expiry against the month, and never echoes the security code', () => {
    const card = { cardNumber: '4084084084084081', expiry: '11/26', cvc: '408' };
    expect(cardProblem(card, at)).toBeUndefined();
    expect(cardProblem({ ...card, cardNumber: '4084' }, at)).toBe('cardNumber');
    expect(cardProblem({ ...card, expiry: '10/26' }, at)).toBe('expiry');
    expect(cardProblem({ ...card, expiry: '13/30' }, at)).toBe('expiry');
    expect(cardProblem({ ...card, cvc: '4a8' }, at)).toBe('cvc');
    const page = checkoutPage({
      lang: 'en',
      gateway: 'flutterwave',
      merchant: 'Puente Naija',
      reference: '<script>alert(1)</script>',
      amount: '₦1,000.00',
      action: '/dev/checkout/flutterwave/x',
      problem: 'cvc',
      cardNumber: card.cardNumber,
    });
    expect(page).not.toContain('<script>');
    expect(page).toContain('&#60;script&#62;');
    expect(page).toMatch(/<input id="cvc"[^>]*aria-invalid="true"/);
    expect(page).not.toMatch(/id="cvc"[^>]*value=/);
  });
});
