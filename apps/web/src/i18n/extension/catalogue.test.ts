import { describe, expect, it } from 'vitest';
import shellEn from '../en.json';
import en from './en.json';
import es from './es.json';
import { leftKey, marketOfCurrency, taxKey } from './keys.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('extension message catalogues', () => {
  it('have the same keys in English and Spanish', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
  });

  it('have no empty text and the same placeholders in both languages', () => {
    for (const [key, text] of Object.entries(en)) {
      const translated = (es as Record<string, string>)[key] ?? '';
      expect(text.trim(), key).not.toBe('');
      expect(translated.trim(), key).not.toBe('');
      expect(placeholders(translated), key).toEqual(placeholders(text));
    }
  });

  it('never redefine a shell key', () => {
    expect(Object.keys(en).filter((key) => key in shellEn)).toEqual([]);
  });

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
