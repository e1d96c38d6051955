import type { FormIssue } from '@puente/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { clearDraft, type DraftValues, readDraft, writeDraft } from '../../../lib/drafts.ts';
import { showToast } from '../../../ui/toast.ts';
import { fieldId } from '../lib/field-label.ts';
import type { FieldErrors } from '../lib/form-issues.ts';

/** Fields that never go into a draft (a one-time code is useless after a reload). */
const NOT_DRAFTED = ['code'];

/**
 * A form's values, kept as a draft per user and screen from the first edit until it is saved, so
 * an unfinished form survives a reload; and the message under each field. A draft wins over the
 * saved values: it is what the person typed last.
 */
export function useFormState<V extends DraftValues>(screen: string, initial: () => V) {
  const [values, setValues] = useState<V>(() => ({ ...initial(), ...(readDraft(screen) as Partial<V>) }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const edited = useRef(false);

  useEffect(() => {
    if (!edited.current) return;
    writeDraft(
      screen,
      Object.fromEntries(Object.entries(values).filter(([key]) => !NOT_DRAFTED.includes(key))),
    );
  }, [screen, values]);

  /** Changes some values; their messages go away, the person is fixing them. */
  const change = useCallback((changes: Partial<V>) => {
    edited.current = true;
    setValues((previous) => ({ ...previous, ...changes }));
    setErrors((previous) => {
      const next = { ...previous };
      for (const key of Object.keys(changes)) delete next[key];
      return next;
    });
  }, []);

  /** Marks every field at fault, says the first problem and moves to its field. */
  const fail = useCallback((messages: FieldErrors, first: string | undefined) => {
    setErrors(messages);
    const text = first ? messages[first] : undefined;
    if (text) showToast(text);
    if (first) requestAnimationFrame(() => document.getElementById(fieldId(first))?.focus());
  }, []);

  const failIssues = useCallback(
    (issues: readonly FormIssue[], messages: FieldErrors) => fail(messages, issues[0]?.field),
    [fail],
  );

  const discardDraft = useCallback(() => {
    edited.current = false;
    clearDraft(screen);
  }, [screen]);

  return { values, change, errors, setErrors, fail, failIssues, discardDraft };
}
