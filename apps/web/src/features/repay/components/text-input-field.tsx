import type { InputHTMLAttributes } from 'react';

interface FieldProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  value: string;
  onChange: (value: string) => void;
  /** Whole amounts only: a numeric keypad, and anything but digits is dropped as it is typed. */
  whole?: boolean;
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
}

/**
 * A labelled text field of the repay forms, with its hint and, when refused, the message next to
 * it (announced, and tied to the field for screen readers).
 */
export function TextInputField({ id, label, hint, error, value, onChange, whole, inputProps }: FieldProps) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={error ? 'rp-field rp-field-invalid' : 'rp-field'}>
      <label className="rp-field-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={id}
        className="rp-input"
        autoComplete="off"
        {...(whole ? { inputMode: 'numeric' as const, pattern: '[0-9]*' } : {})}
        {...inputProps}
        value={value}
        onChange={(event) => onChange(whole ? event.target.value.replace(/\D/g, '') : event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      />
      {hint ? (
        <p className="rp-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="rp-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
