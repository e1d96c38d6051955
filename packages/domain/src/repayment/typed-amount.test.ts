import { describe, expect, it } from 'vitest';
import { errorMessage } from '../errors/catalogue.ts';
import { currencyUnitParams } from '../markets/currency-units.ts';
import { parseTypedAmount, typedPaymentAmount } from './typed-amount.ts';

describe('issue 16 finding 4: an amount is read as typed, never rescaled (parseTypedAmount)', () => {
  it.each([
    ['12.50', 1_250],
    ['12,50', 1_250],
    ['12.5', 1_250],
    ['20000.50', 2_000_050],
    ['20,000.50', 2_000_050],
    ['20,000', 2_000_000],
    ['1,201.00', 120_100],
    [' $ 1 201 ', 120_100],
    ['₦20000', 2_000_000],
    ['MXN 300', 30_000],
    ['12.500', 1_250],
    ['0', 0],
    ['007', 700],
  ])('"%s" is %d minor units', (text, minor) => {
    expect(parseTypedAmount(text)).toEqual({ ok: true, minor });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['12.505', 'tooPrecise'],
    ['12.5.0', 'notANumber'],
    ['1,20,5', 'notANumber'],
    ['12,5000', 'notANumber'],
    ['1,2345', 'notANumber'],
    ['-5', 'notANumber'],
    ['1e3', 'notANumber'],
    ['doce', 'notANumber'],
    ['99999999999999999', 'notANumber'],
  ])('"%s" is refused as %s', (text, problem) => {
    expect(parseTypedAmount(text)).toEqual({ ok: false, problem });
  });
});

describe('issue 16 finding 4: a payment is whole pesos or naira, refused with a message otherwise (typedPaymentAmount)', () => {
  it('refuses "12.50" in Mexico instead of making it 1,250 pesos', () => {
    expect(typedPaymentAmount('12.50', 'MX')).toEqual({ ok: false, problem: 'notWhole' });
    expect(typedPaymentAmount('12.505', 'MX')).toEqual({ ok: false, problem: 'notWhole' });
  });

  it('refuses "20000.50" in Nigeria instead of making it 2,000,050 naira', () => {
    expect(typedPaymentAmount('20000.50', 'NG')).toEqual({ ok: false, problem: 'notWhole' });
  });

  it('takes whole amounts however they are written', () => {
    expect(typedPaymentAmount('1,201.00', 'MX')).toEqual({ ok: true, minor: 120_100 });
    expect(typedPaymentAmount('20000', 'NG')).toEqual({ ok: true, minor: 2_000_000 });
  });

  it('says whole pesos or naira in the borrower’s language', () => {
    const say = (market: 'MX' | 'NG', lang: 'en' | 'es') =>
      errorMessage('repayAmountNotWhole', lang, currencyUnitParams(market, lang));
    expect(say('MX', 'en')).toBe('Enter whole pesos only, without centavos');
    expect(say('MX', 'es')).toBe('Ingresa solo pesos enteros, sin centavos');
    expect(say('NG', 'en')).toBe('Enter whole naira only, without kobo');
    expect(say('NG', 'es')).toBe('Ingresa solo naira enteros, sin kobo');
  });
});
