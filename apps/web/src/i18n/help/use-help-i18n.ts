import type { Language } from '@puente/domain';
import { useMemo } from 'react';
import { type MessageKey, SHELL_CATALOGUES, type Translate, translatorOf } from '../translate.ts';
import { useI18n } from '../use-i18n.ts';
import en from './en.json';
import es from './es.json';

/**
 * The help and legal screens' messages (FAQ, About us, customer service, privacy policy, terms).
 * The texts themselves come from the domain (`faqFor`, `privacyPolicyFor`…); these are the
 * screens' own words. They load with those screens only (decision 008); a key missing in es.json
 * is a type error.
 */
export type HelpMessageKey = keyof typeof en;

const CATALOGUES: Record<Language, Record<MessageKey | HelpMessageKey, string>> = {
  en: { ...SHELL_CATALOGUES.en, ...en },
  es: { ...SHELL_CATALOGUES.es, ...(es satisfies Record<HelpMessageKey, string>) },
};

export type HelpTranslate = Translate<MessageKey | HelpMessageKey>;

/** Like useI18n, with the help messages as well as the shell's. */
export function useHelpI18n(): { language: Language; t: HelpTranslate } {
  const { language } = useI18n();
  return useMemo(() => ({ language, t: translatorOf(CATALOGUES, language) }), [language]);
}
