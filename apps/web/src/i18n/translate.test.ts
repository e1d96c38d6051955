import { afterEach, describe, expect, it } from 'vitest';
import { describeCatalogue } from './describe-catalogue.ts';
import en from './en.json';
import es from './es.json';
import { setLanguage } from './language.ts';
import onboardingEn from './onboarding/en.json';
import onboardingEs from './onboarding/es.json';
import { t, translator } from './translate.ts';

afterEach(() => localStorage.clear());

describeCatalogue('shell', en, es);
describeCatalogue('onboarding', onboardingEn, onboardingEs);

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
