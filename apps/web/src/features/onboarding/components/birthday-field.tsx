import { birthYears } from '@puente/domain';
import { useMemo } from 'react';
import { useOnboardingI18n } from '../../../i18n/onboarding/use-onboarding-i18n.ts';
import { getAppIdentity } from '../../../lib/app-identity.ts';
import { serviceDate } from '../../../lib/service-clock.ts';
import { optionChoices } from '../lib/choices.ts';
import { fieldId, fieldLabel } from '../lib/field-label.ts';
import { daysInMonth } from '../lib/personal-info-values.ts';
import { describedBy, FieldNoteLines } from './field-frame.tsx';

export interface BirthdayParts {
  birthYear: string;
  birthMonth: string;
  birthDay: string;
}

interface BirthdayFieldProps extends BirthdayParts {
  onChange: (changes: Partial<BirthdayParts>) => void;
  error?: string;
}

/**
 * Year, month and day pickers (spec §5: years from 18 years ago back 65 years, in the market's
 * calendar). A day the new month lacks (31 February) is cleared.
 */
export function BirthdayField({ birthYear, birthMonth, birthDay, onChange, error }: BirthdayFieldProps) {
  const { t, language } = useOnboardingI18n();
  const { market } = getAppIdentity();
  const years = useMemo(() => birthYears(serviceDate(), market.timeZone), [market.timeZone]);
  const months = useMemo(() => optionChoices(market.id, 'month', language), [market.id, language]);
  const days = Array.from({ length: daysInMonth(birthYear, birthMonth) }, (_, i) => String(i + 1));
  const id = fieldId('birthday');

  function changeMonthOrYear(changes: Partial<BirthdayParts>) {
    const next = { birthYear, birthMonth, ...changes };
    const fits = !birthDay || Number(birthDay) <= daysInMonth(next.birthYear, next.birthMonth);
    onChange(fits ? changes : { ...changes, birthDay: '' });
  }

  const parts = [
    {
      key: 'birthYear',
      label: t('birthday.year'),
      value: birthYear,
      choices: years.map((year) => ({ value: String(year), label: String(year) })),
      change: (value: string) => changeMonthOrYear({ birthYear: value }),
    },
    {
      key: 'birthMonth',
      label: t('birthday.month'),
      value: birthMonth,
      choices: months,
      change: (value: string) => changeMonthOrYear({ birthMonth: value }),
    },
    {
      key: 'birthDay',
      label: t('birthday.day'),
      value: birthDay,
      choices: days.map((day) => ({ value: day, label: day })),
      change: (value: string) => onChange({ birthDay: value }),
    },
  ];

  return (
    <fieldset
      className={error ? 'ob-field ob-field-invalid' : 'ob-field'}
      aria-describedby={describedBy(id, { error })}
    >
      <legend className="ob-label">{fieldLabel('birthday', language)}</legend>
      <div className="ob-birthday">
        {parts.map((part, index) => (
          <label key={part.key} className="ob-birthday-part">
            <span className="ob-sublabel">{part.label}</span>
            <select
              id={index === 0 ? id : undefined}
              className="ob-input ob-select"
              value={part.value}
              onChange={(event) => part.change(event.target.value)}
              aria-invalid={error ? true : undefined}
            >
              <option value="">{t('form.choose')}</option>
              {part.choices.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
      <FieldNoteLines id={id} error={error} />
    </fieldset>
  );
}
