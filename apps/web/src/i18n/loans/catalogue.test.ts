import { describe, expect, it } from 'vitest';
import shellEn from '../en.json';
import en from './en.json';
import es from './es.json';
import { statusKey } from './keys.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('loans message catalogues', () => {
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

  it('name every order status of spec §4, and something for an unknown one', () => {
    for (const status of [1, 2, 3, 4, 7, 8, 9, 10, 14, 18, 19]) expect(statusKey(status) in en).toBe(true);
    expect(statusKey(5)).toBe('orderStatus.other');
  });
});
