import { fillTemplate, type Language } from '@puente/domain';
import en from './en.json';
import es from './es.json';
import { getLanguage } from './language.ts';

/**
 * A tiny typed replacement for i18next (docs: see the web README / decision record): two
 * languages, flat keys, `{name}` placeholders filled like the server's messages. A key missing in
 * es.json is a type error here.
 */
export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;

const CATALOGUES: Record<Language, Messages> = { en, es };

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

export function translator(language: Language): Translate {
  const messages = CATALOGUES[language];
  return (key, params) => fillTemplate(messages[key] ?? en[key] ?? key, params);
}

/** Translates in the current language, for code outside React (toasts of the API client). */
export const t: Translate = (key, params) => translator(getLanguage())(key, params);
