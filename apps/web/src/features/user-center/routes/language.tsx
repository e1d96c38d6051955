import './user-center.css';
import { LANGUAGES, type Language } from '@puente/domain';
import { setLanguage } from '../../../i18n/language.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';

/** Language choice (spec §9: English by default, Spanish available), kept in localStorage. */
export function LanguageRoute() {
  const { t, language } = useI18n();
  return (
    <form className="user-center" onSubmit={(event) => event.preventDefault()}>
      <fieldset className="choice-list">
        <legend className="choice-legend">{t('language.legend')}</legend>
        {LANGUAGES.map((option: Language) => (
          <label key={option} className="choice-row" lang={option}>
            <input
              type="radio"
              name="language"
              value={option}
              checked={language === option}
              onChange={() => setLanguage(option)}
            />
            <span className="choice-label">{t(`language.${option}`)}</span>
          </label>
        ))}
      </fieldset>
    </form>
  );
}
