import { DEFAULT_LANGUAGE, isLanguage, type Language, parseLanguage } from '@puente/domain';
import { readItem, writeItem } from '../lib/local-store.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';

/** The languages the phone is set to, most preferred first (a web view may give only `language`). */
function deviceLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language ?? ''];
}

/**
 * The first of the phone's languages the app speaks (es-MX → Spanish), else the spec's default,
 * English (fr-FR → English). Decision 033.
 */
export function deviceLanguage(languages: readonly string[] = deviceLanguages()): Language {
  for (const tag of languages) {
    const base = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * The app language: the one the person chose (the language screen, or the native host), stored
 * under `language`; until they choose, the phone's own (decision 033).
 */
export function getLanguage(): Language {
  return parseLanguage(readItem(STORAGE_KEYS.language), deviceLanguage());
}

/** An explicit choice: it is kept, and wins over the phone's language from then on. */
export function setLanguage(language: Language): void {
  writeItem(STORAGE_KEYS.language, language);
  document.documentElement.lang = language;
}
