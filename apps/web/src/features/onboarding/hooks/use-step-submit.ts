import type { FormIssue, NextStep } from '@puente/domain';
import { useState } from 'react';
import type { ApiAnswer } from '../../../api/client.ts';
import { toastApiError } from '../../../api/client.ts';
import { useOnboardingI18n } from '../../../i18n/onboarding/use-onboarding-i18n.ts';
import { getAppIdentity } from '../../../lib/app-identity.ts';
import { showToast } from '../../../ui/toast.ts';
import { type FieldErrors, messagesOf, refusedField, refusedIssues } from '../lib/form-issues.ts';
import { useNextStep } from './use-next-step.ts';

interface StepForm {
  fail: (messages: FieldErrors, first?: string) => void;
  failIssues: (issues: readonly FormIssue[], messages: FieldErrors) => void;
  discardDraft: () => void;
}

interface SendOptions<T> {
  /** What the domain validator said about the payload; nothing is sent unless it passed. */
  checked: { ok: true } | { ok: false; issues: FormIssue[] };
  send: () => Promise<ApiAnswer<T>>;
  /** The toast once saved (default "Saved"). */
  savedMessage?: (data: T) => string;
  /** Handles a refusal of its own kind (a wrong code…); true when it did. */
  refused?: (error: unknown) => boolean;
}

/**
 * The end of every step: check with the domain's rules, send, forget the draft and go to the next
 * step; a refused form marks its fields, any other refusal is a toast.
 */
export function useStepSubmit(form: StepForm) {
  const { t, language } = useOnboardingI18n();
  const nextStep = useNextStep();
  const [busy, setBusy] = useState(false);

  async function submit<T extends { nextStep: NextStep }>({
    checked,
    send,
    savedMessage,
    refused,
  }: SendOptions<T>) {
    const market = getAppIdentity().market.id;
    if (!checked.ok) return form.failIssues(checked.issues, messagesOf(checked.issues, language, market));
    setBusy(true);
    try {
      const answer = await send();
      form.discardDraft();
      showToast(savedMessage?.(answer.data) ?? t('onboarding.saved'));
      nextStep(answer.data.nextStep);
    } catch (error) {
      const issues = refusedIssues(error);
      const taken = refusedField(error);
      if (issues) form.failIssues(issues, messagesOf(issues, language, market));
      else if (taken) form.fail({ [taken.field]: taken.message }, taken.field);
      else if (!refused?.(error)) toastApiError(error);
    } finally {
      setBusy(false);
    }
  }

  return { busy, submit };
}
