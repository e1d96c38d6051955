import { describe, expect, it } from 'vitest';
import { amountKeystrokes, readPaymentAmount } from './payment-amount.ts';

describe('a payment field', () => {
  it('keeps digits and decimal separators as they are typed', () => {
    expect(amountKeystrokes('$ 1,201.50 MXN')).toBe('1,201.50');
    expect(amountKeystrokes('12,50')).toBe('12,50');
  });

  it('reads whole amounts, says centavos and kobo are not taken, and leaves the rest to the screen', () => {
    expect(readPaymentAmount('1,201', 'MX', 'en')).toEqual({ ok: true, amount: 1201 });
    expect(readPaymentAmount('12.50', 'MX', 'es')).toEqual({
      ok: false,
      message: 'Ingresa solo pesos enteros, sin centavos',
    });
    expect(readPaymentAmount('20000.50', 'NG', 'en')).toEqual({
      ok: false,
      message: 'Enter whole naira only, without kobo',
    });
    expect(readPaymentAmount('', 'MX', 'en')).toEqual({ ok: false });
    expect(readPaymentAmount('0', 'MX', 'en')).toEqual({ ok: false });
    expect(readPaymentAmount('.', 'MX', 'en')).toEqual({ ok: false });
  });
});
