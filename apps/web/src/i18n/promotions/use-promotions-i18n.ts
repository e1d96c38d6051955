import type { Language } from '@puente/domain';
import { useMemo } from 'react';
import { type MessageKey, SHELL_CATALOGUES, type Translate, translatorOf } from '../translate.ts';
import { useI18n } from '../use-i18n.ts';
import en from './en.json';
import es from './es.json';

/**
 * The promotion pages' messages (/yx1, /yx2, /yx2ConfirmBorrow, /yx3). They load with those pages,
 * never with home's or login's first JavaScript (decision 008); a key missing in es.json is a type
 * error.
 */
export type PromotionsMessageKey = keyof typeof en;

const CATALOGUES: Record<Language, Record<MessageKey | PromotionsMessageKey, string>> = {
  en: { ...SHELL_CATALOGUES.en, ...en },
  es: { ...SHELL_CATALOGUES.es, ...(es satisfies Record<PromotionsMessageKey, string>) },
};

export type PromotionsTranslate = Translate<MessageKey | PromotionsMessageKey>;

/** Like useI18n, with the promotion messages as well as the shell's. */
export function usePromotionsI18n(): { language: Language; t: PromotionsTranslate } {
  const { language } = useI18n();
  return useMemo(() => ({ language, t: translatorOf(CATALOGUES, language) }), [language]);
}
