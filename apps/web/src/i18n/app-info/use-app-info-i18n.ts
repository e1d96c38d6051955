import type { Language } from '@puente/domain';
import { useMemo } from 'react';
import { type MessageKey, SHELL_CATALOGUES, type Translate, translatorOf } from '../translate.ts';
import { useI18n } from '../use-i18n.ts';
import en from './en.json';
import es from './es.json';

/**
 * The open-app prompt, the country list and the update prompt in settings. They load with those
 * screens only (decision 008); a key missing in es.json is a type error.
 */
export type AppInfoMessageKey = keyof typeof en;

const CATALOGUES: Record<Language, Record<MessageKey | AppInfoMessageKey, string>> = {
  en: { ...SHELL_CATALOGUES.en, ...en },
  es: { ...SHELL_CATALOGUES.es, ...(es satisfies Record<AppInfoMessageKey, string>) },
};

export type AppInfoTranslate = Translate<MessageKey | AppInfoMessageKey>;

/** Like useI18n, with the app-info messages as well as the shell's. */
export function useAppInfoI18n(): { language: Language; t: AppInfoTranslate } {
  const { language } = useI18n();
  return useMemo(() => ({ language, t: translatorOf(CATALOGUES, language) }), [language]);
}
