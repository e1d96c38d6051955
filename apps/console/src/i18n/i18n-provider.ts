import type { I18nProvider } from '@refinedev/core';
import { chooseLanguage, currentLanguage } from './locale.ts';
import { fill, isLanguage, type Language, lookUp, type MessageTree } from './messages.ts';

export type Catalogue = Record<Language, MessageTree>;

/**
 * Refine's i18nProvider over the console's message trees. A key missing in Spanish falls back to
 * English (the types already refuse that; this is for a key built at run time), then to Refine's
 * default text, then to the key itself, so a missing text shows as a key someone will report.
 */
export function consoleI18nProvider(
  catalogue: Catalogue,
  onChange: (language: Language) => void,
): I18nProvider {
  return {
    translate: (key: string, options?: unknown, defaultMessage?: string) => {
      const values =
        typeof options === 'object' && options !== null ? (options as Record<string, unknown>) : undefined;
      const fallback = typeof options === 'string' ? options : defaultMessage;
      const text = lookUp(catalogue[currentLanguage()], key) ?? lookUp(catalogue.en, key) ?? fallback ?? key;
      return fill(text, values);
    },
    changeLocale: async (locale: string) => {
      if (!isLanguage(locale)) return;
      chooseLanguage(locale);
      onChange(locale);
    },
    getLocale: () => currentLanguage(),
  };
}
