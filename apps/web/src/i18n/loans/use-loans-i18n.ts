import type { Language } from '@puente/domain';
import { useMemo } from 'react';
import { type MessageKey, SHELL_CATALOGUES, type Translate, translatorOf } from '../translate.ts';
import { useI18n } from '../use-i18n.ts';
import en from './en.json';
import es from './es.json';

/**
 * The loan screens' messages (home's loan status and hot loans, apply, review, confirm and sign,
 * payout, cancellation, records, agreements). They load with those screens, never with home's or
 * login's first JavaScript (decision 008); a key missing in es.json is a type error.
 */
export type LoansMessageKey = keyof typeof en;

const CATALOGUES: Record<Language, Record<MessageKey | LoansMessageKey, string>> = {
  en: { ...SHELL_CATALOGUES.en, ...en },
  es: { ...SHELL_CATALOGUES.es, ...(es satisfies Record<LoansMessageKey, string>) },
};

export type LoansTranslate = Translate<MessageKey | LoansMessageKey>;

/** Like useI18n, with the loan messages as well as the shell's. */
export function useLoansI18n(): { language: Language; t: LoansTranslate } {
  const { language } = useI18n();
  return useMemo(() => ({ language, t: translatorOf(CATALOGUES, language) }), [language]);
}
