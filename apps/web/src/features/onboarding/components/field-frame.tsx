import type { ReactNode } from 'react';

export interface FieldNotes {
  /** The broken rule, shown under the field and read with it. */
  error?: string;
  /** A short help text, read with the field. */
  hint?: string;
}

/** The ids the control's aria-describedby lists: its hint, then its message. */
export function describedBy(id: string, { error, hint }: FieldNotes): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export function FieldNoteLines({ id, error, hint }: FieldNotes & { id: string }) {
  return (
    <>
      {hint ? (
        <p className="ob-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="ob-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </>
  );
}

/** A visible label above its control, with the hint and the message below. */
export function FieldFrame({
  id,
  label,
  children,
  ...notes
}: FieldNotes & { id: string; label: string; children: ReactNode }) {
  return (
    <div className={notes.error ? 'ob-field ob-field-invalid' : 'ob-field'}>
      <label className="ob-label" htmlFor={id}>
        {label}
      </label>
      {children}
      <FieldNoteLines id={id} {...notes} />
    </div>
  );
}
