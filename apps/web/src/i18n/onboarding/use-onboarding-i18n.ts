import type { Language } from '@puente/domain';
import { useMemo } from 'react';
import { type MessageKey, SHELL_CATALOGUES, type Translate, translatorOf } from '../translate.ts';
import { useI18n } from '../use-i18n.ts';
import en from './en.json';
import es from './es.json';

/**
 * The onboarding screens' messages (forms, consent, ID photos, bank account). They load with those
 * screens, not with home or login (decision 008's budget); a key missing in es.json is a type error.
 */
export type OnboardingMessageKey = keyof typeof en;

const CATALOGUES: Record<Language, Record<MessageKey | OnboardingMessageKey, string>> = {
  en: { ...SHELL_CATALOGUES.en, ...en },
  es: { ...SHELL_CATALOGUES.es, ...(es satisfies Record<OnboardingMessageKey, string>) },
};

/** Like useI18n, with the onboarding messages as well as the shell's. */
export function useOnboardingI18n(): { language: Language; t: Translate<MessageKey | OnboardingMessageKey> } {
  const { language } = useI18n();
  return useMemo(() => ({ language, t: translatorOf(CATALOGUES, language) }), [language]);
}
