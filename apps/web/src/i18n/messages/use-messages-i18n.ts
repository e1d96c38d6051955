import type { Language } from '@puente/domain';
import { useMemo } from 'react';
import { type MessageKey, SHELL_CATALOGUES, type Translate, translatorOf } from '../translate.ts';
import { useI18n } from '../use-i18n.ts';
import en from './en.json';
import es from './es.json';

/**
 * The inbox's messages (list, detail, the unread badge, message preferences). They load with those
 * screens and with the badge after the first paint, never with home's or login's first JavaScript
 * (decision 008); a key missing in es.json is a type error.
 */
export type InboxMessageKey = keyof typeof en;

const CATALOGUES: Record<Language, Record<MessageKey | InboxMessageKey, string>> = {
  en: { ...SHELL_CATALOGUES.en, ...en },
  es: { ...SHELL_CATALOGUES.es, ...(es satisfies Record<InboxMessageKey, string>) },
};

export type InboxTranslate = Translate<MessageKey | InboxMessageKey>;

/** Like useI18n, with the inbox messages as well as the shell's. */
export function useMessagesI18n(): { language: Language; t: InboxTranslate } {
  const { language } = useI18n();
  return useMemo(() => ({ language, t: translatorOf(CATALOGUES, language) }), [language]);
}

/** "2 unread" (Me's entry) or " (2 unread messages)" (the tab's text alternative), by plural rules. */
export function unreadText(
  t: Translate<InboxMessageKey>,
  language: Language,
  count: number,
  form: 'entry' | 'badge',
): string {
  const one = new Intl.PluralRules(language).select(count) === 'one';
  const key =
    form === 'entry' ? (one ? 'msg.unreadOne' : 'msg.unreadOther') : one ? 'msg.badgeOne' : 'msg.badgeOther';
  return t(key, { count });
}
