import { type Language, parseLanguage } from '@puente/domain';
import { readItem, writeItem } from '../lib/local-store.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';

/** The app language: stored under `language`, English unless the person chose Spanish. */
export function getLanguage(): Language {
  return parseLanguage(readItem(STORAGE_KEYS.language));
}

export function setLanguage(language: Language): void {
  writeItem(STORAGE_KEYS.language, language);
  document.documentElement.lang = language;
}
