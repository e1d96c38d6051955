import type { Language } from '@puente/domain';
import { useMemo } from 'react';
import { type MessageKey, SHELL_CATALOGUES, type Translate, translatorOf } from '../translate.ts';
import { useI18n } from '../use-i18n.ts';
import en from './en.json';
import es from './es.json';

/**
 * The repayment screens' messages (what is owed, bank transfer, cash at OXXO). They load with those
 * screens, never with home's or login's first JavaScript (decision 008); a key missing in es.json
 * is a type error.
 */
export type RepayMessageKey = keyof typeof en;

const CATALOGUES: Record<Language, Record<MessageKey | RepayMessageKey, string>> = {
  en: { ...SHELL_CATALOGUES.en, ...en },
  es: { ...SHELL_CATALOGUES.es, ...(es satisfies Record<RepayMessageKey, string>) },
};

export type RepayTranslate = Translate<MessageKey | RepayMessageKey>;

/** Like useI18n, with the repayment messages as well as the shell's. */
export function useRepayI18n(): { language: Language; t: RepayTranslate } {
  const { language } = useI18n();
  return useMemo(() => ({ language, t: translatorOf(CATALOGUES, language) }), [language]);
}
