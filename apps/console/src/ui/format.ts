import { currentLanguage } from '../i18n/locale.ts';

const LOCALES = { en: 'en-GB', es: 'es-MX' } as const;

/** A moment as staff read it, in their language and their browser's time zone; '—' when none. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat(LOCALES[currentLanguage()], {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}
