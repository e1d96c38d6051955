import { useGetLocale, useSetLocale, useTranslate } from '@refinedev/core';
import { Select } from 'antd';
import { useId } from 'react';
import { LANGUAGES } from '../i18n/messages.ts';

/** Each language named in itself, so a member who can't read the current one finds theirs. */
const NAMES = { en: 'English', es: 'Español' } as const;

export function LanguageSwitch() {
  const t = useTranslate();
  const locale = useGetLocale();
  const setLocale = useSetLocale();
  const id = useId();
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <label htmlFor={id}>{t('app.language')}</label>
      <Select
        id={id}
        value={locale()}
        onChange={(value: string) => setLocale(value)}
        options={LANGUAGES.map((language) => ({ value: language, label: NAMES[language] }))}
        style={{ width: 120 }}
      />
    </span>
  );
}
