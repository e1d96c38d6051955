import { describe, expect, it } from 'vitest';
import { consoleI18nProvider } from './i18n-provider.ts';

const catalogue = {
  en: { staff: { disabled: '{name} is disabled.', only: 'English only' } },
  es: { staff: { disabled: '{name} quedó deshabilitado.' } },
};

describe('the console i18n provider', () => {
  it('answers in the chosen language with the values filled in, and the language sticks', async () => {
    const changes: string[] = [];
    const i18n = consoleI18nProvider(catalogue, (l) => changes.push(l));
    await i18n.changeLocale('es');
    expect(i18n.getLocale()).toBe('es');
    expect(i18n.translate('staff.disabled', { name: 'Ana' })).toBe('Ana quedó deshabilitado.');
    await i18n.changeLocale('en');
    expect(i18n.translate('staff.disabled', { name: 'Ana' })).toBe('Ana is disabled.');
    expect(changes).toEqual(['es', 'en']);
    expect(localStorage.getItem('puente_console_lang')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('falls back to English, then the default text, then the key; refuses a language it lacks', async () => {
    const i18n = consoleI18nProvider(catalogue, () => undefined);
    await i18n.changeLocale('es');
    expect(i18n.translate('staff.only')).toBe('English only');
    expect(i18n.translate('proposals.kinds.newKind', 'newKind')).toBe('newKind');
    expect(i18n.translate('nothing.here')).toBe('nothing.here');
    await i18n.changeLocale('fr');
    expect(i18n.getLocale()).toBe('es');
  });
});
