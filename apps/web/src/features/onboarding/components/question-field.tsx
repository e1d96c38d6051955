import type { Question } from '@puente/domain';
import { useOnboardingI18n } from '../../../i18n/onboarding/use-onboarding-i18n.ts';
import { fieldId } from '../lib/field-label.ts';

interface QuestionFieldProps {
  question: Question;
  value: string | string[] | undefined;
  onChange: (value: string | string[]) => void;
  error?: string;
}

/** Toggles one answer of a several-answer question; "none" excludes every other answer. */
function toggle(current: readonly string[], value: string): string[] {
  if (current.includes(value)) return current.filter((v) => v !== value);
  return value === 'none' ? ['none'] : [...current.filter((v) => v !== 'none'), value];
}

/** One question of the credit-history questionnaire: radio buttons, or check boxes where several apply. */
export function QuestionField({ question, value, onChange, error }: QuestionFieldProps) {
  const { t, language } = useOnboardingI18n();
  const id = fieldId(String(question.code));
  const chosen = Array.isArray(value) ? value : value ? [value] : [];
  return (
    <fieldset
      className={error ? 'ob-question ob-field-invalid' : 'ob-question'}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="ob-label">{`${question.code}. ${question.title[language]}`}</legend>
      {question.multiple ? <p className="ob-hint">{t('questionnaire.chooseAll')}</p> : null}
      <div className="ob-question-options">
        {question.options.map((option, index) => (
          <label key={option.value} className="ob-check">
            <input
              id={index === 0 ? id : undefined}
              type={question.multiple ? 'checkbox' : 'radio'}
              name={id}
              value={option.value}
              checked={chosen.includes(option.value)}
              onChange={() => onChange(question.multiple ? toggle(chosen, option.value) : option.value)}
            />
            <span>{option.label[language]}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p className="ob-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
