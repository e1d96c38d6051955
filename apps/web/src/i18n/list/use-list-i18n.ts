import type { Language } from '@puente/domain';
import { useMemo } from 'react';
import { type MessageKey, SHELL_CATALOGUES, type Translate, translatorOf } from '../translate.ts';
import { useI18n } from '../use-i18n.ts';
import en from './en.json';
import es from './es.json';

/**
 * The messages of the shared list (ui/refreshable-list.tsx): loading, refresh and pull-to-refresh.
 * They load with the list screens, never with home's or login's first JavaScript (decision 008);
 * a key missing in es.json is a type error.
 */
export type ListMessageKey = keyof typeof en;

const CATALOGUES: Record<Language, Record<MessageKey | ListMessageKey, string>> = {
  en: { ...SHELL_CATALOGUES.en, ...en },
  es: { ...SHELL_CATALOGUES.es, ...(es satisfies Record<ListMessageKey, string>) },
};

/** Like useI18n, with the list messages as well as the shell's. */
export function useListI18n(): { language: Language; t: Translate<MessageKey | ListMessageKey> } {
  const { language } = useI18n();
  return useMemo(() => ({ language, t: translatorOf(CATALOGUES, language) }), [language]);
}
