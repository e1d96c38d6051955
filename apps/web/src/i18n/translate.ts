import { fillTemplate, type Language } from '@puente/domain';
import en from './en.json';
import es from './es.json';
import { getLanguage } from './language.ts';

/**
 * A tiny typed replacement for i18next (decision 008): two languages, flat keys, `{name}`
 * placeholders filled like the server's messages. A key missing in es.json is a type error here.
 * These are the shell's messages, part of the first load; an area with many screens of its own
 * keeps its messages in a catalogue of its own beside this one (onboarding/), loaded with them.
 */
export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;

export const SHELL_CATALOGUES: Record<Language, Messages> = { en, es };

export type Translate<K extends string = MessageKey> = (
  key: K,
  params?: Record<string, string | number>,
) => string;

/** A translator over a pair of catalogues, falling back to English, then to the key. */
export function translatorOf<K extends string>(
  catalogues: Record<Language, Record<K, string>>,
  language: Language,
): Translate<K> {
  const messages = catalogues[language];
  return (key, params) => fillTemplate(messages[key] ?? catalogues.en[key] ?? key, params);
}

export function translator(language: Language): Translate {
  return translatorOf(SHELL_CATALOGUES, language);
}

/** Translates in the current language, for code outside React (toasts of the API client). */
export const t: Translate = (key, params) => translator(getLanguage())(key, params);
