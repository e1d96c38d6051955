import { describe, expect, it } from 'vitest';
import { ERRORS, errorByCode, errorMessage } from './catalogue.ts';
import { isSessionErrorCode } from './session-codes.ts';
import { SUCCESS_MESSAGES } from './success-messages.ts';

describe('error catalogue', () => {
  it('gives every error its own code and both languages', () => {
    const codes = Object.values(ERRORS).map((e) => e.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const [name, e] of Object.entries(ERRORS)) {
      expect(e.en, name).not.toBe('');
      expect(e.es, name).not.toBe('');
      expect(e.en, name).not.toBe(e.es);
      expect(e.code, name).toBeGreaterThan(0);
    }
    for (const m of Object.values(SUCCESS_MESSAGES)) expect(m.es).not.toBe(m.en);
  });

  it('keeps the session codes of spec §6', () => {
    expect([10010301, 10010303, 10010304, 100103].every(isSessionErrorCode)).toBe(true);
    expect(isSessionErrorCode(ERRORS.codeInvalid.code)).toBe(false);
    expect(errorByCode(10010304)).toBe('loggedInElsewhere');
  });

  it('keeps repayment in 100106xx with the spec’s own texts, and one entry per text', () => {
    const repayment = Object.entries(ERRORS).filter(([, e]) => e.code >= 10010600 && e.code < 10010700);
    // Numbered in order from 10010601, without gaps, whoever adds the next one.
    expect(repayment.map(([, e]) => e.code)).toEqual(repayment.map((_, i) => 10010601 + i));
    expect(repayment.map(([name]) => name)).toEqual(
      expect.arrayContaining(['channelIdMissing', 'payOrderMissing', 'payOrderTimedOut', 'noPaymentMethod']),
    );
    expect(ERRORS.channelIdMissing.en).toBe('channelId cannot be empty');
    expect(ERRORS.payOrderMissing.en).toBe('pay order cannot be empty, try again');
    expect(ERRORS.payOrderTimedOut.en).toBe('This order has timed out, please try again');
    expect(ERRORS.noPaymentMethod.en).toBe('There is no payment method, please choose another channel');
    expect(ERRORS.webhookSignatureInvalid.http).toBe(401);
    expect(ERRORS.voucherNotFound.http).toBe(404);
    // "order number cannot be empty" is the loans entry, used by repayment calls too.
    expect(Object.values(ERRORS).filter((e) => e.en === 'order number cannot be empty')).toHaveLength(1);
    expect(errorMessage('repayAmountBelowMinimum', 'es', { min: '$100.00' })).toBe(
      'El pago mínimo es de $100.00',
    );
  });

  it('fills placeholders in the asked language', () => {
    expect(errorMessage('payloadInvalid', 'en', { field: 'mobile' })).toBe(
      'The field mobile is missing or invalid.',
    );
    expect(errorMessage('sendTooSoon', 'es', { seconds: 42 })).toContain('42 segundos');
  });
});
