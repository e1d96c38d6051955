export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'es';
}

/** Reads a `lang` header or stored value; anything unknown falls back to the given default. */
export function parseLanguage(value: unknown, fallback: Language = DEFAULT_LANGUAGE): Language {
  if (typeof value !== 'string') return fallback;
  const base = value.trim().toLowerCase().slice(0, 2);
  return isLanguage(base) ? base : fallback;
}

export type Localized = Record<Language, string>;
