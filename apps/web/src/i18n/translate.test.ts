import { afterEach, describe, expect, it } from 'vitest';
import en from './en.json';
import es from './es.json';
import { setLanguage } from './language.ts';
import onboardingEn from './onboarding/en.json';
import onboardingEs from './onboarding/es.json';
import { t, translator } from './translate.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

afterEach(() => localStorage.clear());

const PAIRS: [name: string, english: Record<string, string>, spanish: Record<string, string>][] = [
  ['shell', en, es],
  ['onboarding', onboardingEn, onboardingEs],
];

describe.each(PAIRS)('%s message catalogues', (_name, english, spanish) => {
  it('have the same keys in English and Spanish', () => {
    expect(Object.keys(spanish).sort()).toEqual(Object.keys(english).sort());
  });

  it('have no empty text and the same placeholders in both languages', () => {
    for (const [key, text] of Object.entries(english)) {
      const translated = spanish[key] ?? '';
      expect(text.trim(), key).not.toBe('');
      expect(translated.trim(), key).not.toBe('');
      expect(placeholders(translated), key).toEqual(placeholders(text));
    }
  });
});

describe('area catalogues', () => {
  it('never redefine a shell key', () => {
    expect(Object.keys(onboardingEn).filter((key) => key in en)).toEqual([]);
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
