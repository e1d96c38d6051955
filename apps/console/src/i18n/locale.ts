import { isLanguage, type Language } from './messages.ts';

const STORAGE_KEY = 'puente_console_lang';

function fromBrowser(): Language {
  const languages = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of languages) {
    const base = tag?.slice(0, 2).toLowerCase();
    if (isLanguage(base)) return base;
  }
  return 'en';
}

function stored(): Language | undefined {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLanguage(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

let current: Language = stored() ?? fromBrowser();

/** The language the console shows and sends in the `lang` header: the member's choice, else the browser's. */
export function currentLanguage(): Language {
  return current;
}

export function chooseLanguage(language: Language): void {
  current = language;
  document.documentElement.lang = language;
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Private windows may refuse storage: the choice then lasts until the page is reloaded.
  }
}
