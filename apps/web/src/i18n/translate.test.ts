import { afterEach, describe, expect, it } from 'vitest';
import en from './en.json';
import es from './es.json';
import { setLanguage } from './language.ts';
import { t, translator } from './translate.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

afterEach(() => localStorage.clear());

describe('message catalogues', () => {
  it('have the same keys in English and Spanish', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
  });

  it('have no empty text and the same placeholders in both languages', () => {
    for (const [key, text] of Object.entries(en)) {
      const spanish = (es as Record<string, string>)[key] ?? '';
      expect(text.trim(), key).not.toBe('');
      expect(spanish.trim(), key).not.toBe('');
      expect(placeholders(spanish), key).toEqual(placeholders(text));
    }
  });
});

describe('t', () => {
  it('fills placeholders', () => {
    expect(translator('en')('auth.resendIn', { seconds: 42 })).toBe('Resend in 42s');
    expect(translator('es')('auth.resendIn', { seconds: 42 })).toBe('Reenviar en 42 s');
  });

  it('follows the stored language, English by default', () => {
    expect(t('tabs.home')).toBe('Home');
    setLanguage('es');
    expect(t('tabs.home')).toBe('Inicio');
    expect(localStorage.getItem('language')).toBe('es');
  });
});
