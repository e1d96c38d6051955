import { maxLengthOf } from '@puente/domain';
import type { InputHTMLAttributes } from 'react';
import { useOnboardingI18n } from '../../../i18n/onboarding/use-onboarding-i18n.ts';
import { fieldId } from '../lib/field-label.ts';
import { describedBy, FieldFrame, type FieldNotes } from './field-frame.tsx';

type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'name' | 'id'>;

interface TextFieldProps extends NativeProps, FieldNotes {
  name: string;
  label: string;
  value: string;
  onChange?: (value: string) => void;
  optional?: boolean;
  /**
   * Cleans what is typed or pasted (a phone's or an account's digits) and keeps it to its own
   * length: the field then has no maxLength, which would cut a pasted "55 3184 7726" by its spaces.
   */
  clean?: (typed: string) => string;
}

/**
 * A labelled text input; `optional` adds "(optional)" to its label. Its maxLength is the domain's
 * for that wire field (FIELD_MAX_LENGTH) unless one is given, or none when it cleans what is typed.
 */
export function TextField({
  name,
  label,
  value,
  onChange,
  optional,
  error,
  hint,
  maxLength,
  clean,
  ...native
}: TextFieldProps) {
  const { t } = useOnboardingI18n();
  const id = fieldId(name);
  return (
    <FieldFrame
      id={id}
      label={optional ? t('form.optionalLabel', { label }) : label}
      error={error}
      hint={hint}
    >
      <input
        {...native}
        maxLength={clean ? undefined : (maxLength ?? maxLengthOf(name))}
        id={id}
        name={name}
        className="ob-input"
        value={value}
        onChange={(event) => onChange?.(clean ? clean(event.target.value) : event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error, hint })}
      />
    </FieldFrame>
  );
}
