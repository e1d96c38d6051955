import type { Language } from '@puente/domain';
import { useMemo } from 'react';
import { type MessageKey, SHELL_CATALOGUES, type Translate, translatorOf } from '../translate.ts';
import { useI18n } from '../use-i18n.ts';
import en from './en.json';
import es from './es.json';

/**
 * What home says after the service ended the session. Loaded only then, so that neither home's nor
 * login's first JavaScript carries it (issue 22's budget); a key missing in es.json is a type error.
 */
export type SessionMessageKey = keyof typeof en;

const CATALOGUES: Record<Language, Record<MessageKey | SessionMessageKey, string>> = {
  en: { ...SHELL_CATALOGUES.en, ...en },
  es: { ...SHELL_CATALOGUES.es, ...(es satisfies Record<SessionMessageKey, string>) },
};

/** Like useI18n, with the session notice's messages as well as the shell's. */
export function useSessionI18n(): { language: Language; t: Translate<MessageKey | SessionMessageKey> } {
  const { language } = useI18n();
  return useMemo(() => ({ language, t: translatorOf(CATALOGUES, language) }), [language]);
}
