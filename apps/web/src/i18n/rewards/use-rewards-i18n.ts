import type { Language } from '@puente/domain';
import { useMemo } from 'react';
import { type MessageKey, SHELL_CATALOGUES, type Translate, translatorOf } from '../translate.ts';
import { useI18n } from '../use-i18n.ts';
import en from './en.json';
import es from './es.json';

/**
 * The rewards' messages (coupons, the coupon picker of the confirm screen, the prize draw). They
 * load with those screens, never with home's or login's first JavaScript (decision 008); a key
 * missing in es.json is a type error.
 */
export type RewardsMessageKey = keyof typeof en;

const CATALOGUES: Record<Language, Record<MessageKey | RewardsMessageKey, string>> = {
  en: { ...SHELL_CATALOGUES.en, ...en },
  es: { ...SHELL_CATALOGUES.es, ...(es satisfies Record<RewardsMessageKey, string>) },
};

export type RewardsTranslate = Translate<MessageKey | RewardsMessageKey>;

/** Like useI18n, with the rewards messages as well as the shell's. */
export function useRewardsI18n(): { language: Language; t: RewardsTranslate } {
  const { language } = useI18n();
  return useMemo(() => ({ language, t: translatorOf(CATALOGUES, language) }), [language]);
}
