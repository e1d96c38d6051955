import { expect, it } from 'vitest';
import { describeCatalogue } from '../describe-catalogue.ts';
import en from './en.json';
import es from './es.json';
import { leftKey, marketOfCurrency, taxKey } from './keys.ts';

describeCatalogue('extension', en, es, () => {
  it('name the tax on the fee after the market of the currency', () => {
    expect(marketOfCurrency('MXN')).toBe('MX');
    expect(marketOfCurrency('NGN')).toBe('NG');
    expect(en[taxKey('MXN')]).toBe('IVA on the fee');
    expect(en[taxKey('NGN')]).toBe('VAT on the fee');
  });

  it('say one or several extensions left, in each language', () => {
    expect(leftKey(1, 'en')).toBe('detail.leftOne');
    expect(leftKey(2, 'en')).toBe('detail.leftOther');
    expect(leftKey(1, 'es')).toBe('detail.leftOne');
    expect(leftKey(0, 'es')).toBe('detail.leftOther');
  });
});
