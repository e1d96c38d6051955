import { fieldId } from '../lib/field-label.ts';
import { describedBy, FieldNoteLines, type FieldNotes } from './field-frame.tsx';
import type { Choice } from './select-field.tsx';

interface ChoiceFieldProps extends FieldNotes {
  name: string;
  label: string;
  value: string;
  choices: readonly Choice[];
  onChange: (value: string) => void;
}

/** A short list of exclusive choices as radio buttons, side by side (gender, account type). */
export function ChoiceField({ name, label, value, choices, onChange, error, hint }: ChoiceFieldProps) {
  const id = fieldId(name);
  return (
    <fieldset
      className={error ? 'ob-field ob-field-invalid ob-choice' : 'ob-field ob-choice'}
      aria-describedby={describedBy(id, { error, hint })}
    >
      <legend className="ob-label">{label}</legend>
      <div className="ob-choice-options">
        {choices.map((choice, index) => (
          <label key={choice.value} className="ob-choice-option">
            <input
              id={index === 0 ? id : undefined}
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
      <FieldNoteLines id={id} error={error} hint={hint} />
    </fieldset>
  );
}
