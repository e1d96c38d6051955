import type { InputHTMLAttributes } from 'react';
import { amountKeystrokes } from '../lib/payment-amount.ts';

interface FieldProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  value: string;
  onChange: (value: string) => void;
  /**
   * An amount: a keypad with a decimal separator, and only digits and separators kept, so what is
   * read is what was typed ("12.50" stays 12.50, to be refused where payments are whole units).
   */
  amount?: boolean;
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
}

/**
 * A labelled text field of the repay forms, with its hint and, when refused, the message next to
 * it (announced, and tied to the field for screen readers).
 */
export function TextInputField({ id, label, hint, error, value, onChange, amount, inputProps }: FieldProps) {
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
        {...(amount ? { inputMode: 'decimal' as const } : {})}
        {...inputProps}
        value={value}
        onChange={(event) => onChange(amount ? amountKeystrokes(event.target.value) : event.target.value)}
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
