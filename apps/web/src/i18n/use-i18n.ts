import type { Language } from '@puente/domain';
import { useMemo } from 'react';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';
import { useStoredItem } from '../lib/use-stored-item.ts';
import { getLanguage } from './language.ts';
import { type Translate, translator } from './translate.ts';

/** The current language and its `t`; components re-render when the language changes. */
export function useI18n(): { language: Language; t: Translate } {
  useStoredItem(STORAGE_KEYS.language);
  const language = getLanguage();
  return useMemo(() => ({ language, t: translator(language) }), [language]);
}
