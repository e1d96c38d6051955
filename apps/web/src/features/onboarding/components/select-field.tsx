import type { SelectHTMLAttributes } from 'react';
import { useOnboardingI18n } from '../../../i18n/onboarding/use-onboarding-i18n.ts';
import { fieldId } from '../lib/field-label.ts';
import { describedBy, FieldFrame, type FieldNotes } from './field-frame.tsx';

export interface Choice {
  value: string;
  label: string;
}

type NativeProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'name' | 'id'>;

interface SelectFieldProps extends NativeProps, FieldNotes {
  name: string;
  label: string;
  value: string;
  choices: readonly Choice[];
  onChange: (value: string) => void;
}

/**
 * A labelled picker. A native select: the phone shows its own wheel or list, screen readers know
 * it, and it weighs nothing.
 */
export function SelectField({
  name,
  label,
  value,
  choices,
  onChange,
  error,
  hint,
  ...native
}: SelectFieldProps) {
  const { t } = useOnboardingI18n();
  const id = fieldId(name);
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <select
        {...native}
        id={id}
        name={name}
        className="ob-input ob-select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error, hint })}
      >
        <option value="">{t('form.choose')}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
