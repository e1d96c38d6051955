import type { Language } from '@puente/domain';
import { useMemo } from 'react';
import { type MessageKey, SHELL_CATALOGUES, type Translate, translatorOf } from '../translate.ts';
import { useI18n } from '../use-i18n.ts';
import en from './en.json';
import es from './es.json';

/**
 * The extension (rollover) screens' messages: what an extension does and costs, asking for it,
 * paying its fee, and the renewal agreement. They load with those screens, never with home's or
 * login's first JavaScript (decision 008); a key missing in es.json is a type error.
 */
export type ExtensionMessageKey = keyof typeof en;

const CATALOGUES: Record<Language, Record<MessageKey | ExtensionMessageKey, string>> = {
  en: { ...SHELL_CATALOGUES.en, ...en },
  es: { ...SHELL_CATALOGUES.es, ...(es satisfies Record<ExtensionMessageKey, string>) },
};

export type ExtensionTranslate = Translate<MessageKey | ExtensionMessageKey>;

/** Like useI18n, with the extension messages as well as the shell's. */
export function useExtensionI18n(): { language: Language; t: ExtensionTranslate } {
  const { language } = useI18n();
  return useMemo(() => ({ language, t: translatorOf(CATALOGUES, language) }), [language]);
}
