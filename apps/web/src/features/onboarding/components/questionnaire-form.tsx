import { ERRORS, fillTemplate, firstBadAnswer, questionnaireFor } from '@puente/domain';
import Collapse from 'antd-mobile/es/components/collapse';
import { type FormEvent, type KeyboardEvent, useMemo, useState } from 'react';
import { isApiError } from '../../../api/api-error.ts';
import type { Profile } from '../../../api/get-profile.ts';
import { useOnboardingI18n } from '../../../i18n/onboarding/use-onboarding-i18n.ts';
import { getAppIdentity } from '../../../lib/app-identity.ts';
import { showToast } from '../../../ui/toast.ts';
import { saveQuestionnaire } from '../api/save-questionnaire.ts';
import { useFormState } from '../hooks/use-form-state.ts';
import { useStepSubmit } from '../hooks/use-step-submit.ts';
import { FormSection } from './form-section.tsx';
import { QuestionField } from './question-field.tsx';
import { SubmitBar } from './submit-bar.tsx';

const MORE = 'more';

/**
 * The 11 credit-history questions (spec §3): 1–6 in view, 7–11 in a collapsible group. Nothing is
 * sent until every question has an answer (spec §5); the first gap is opened and named.
 */
export function QuestionnaireForm({ profile }: { profile: Profile }) {
  const { t, language } = useOnboardingI18n();
  const { market } = getAppIdentity();
  const questions = useMemo(() => questionnaireFor(market.id), [market.id]);
  const form = useFormState<Record<string, string | string[]>>('questionnaire', () => ({
    ...(profile.questionnaire ?? {}),
  }));
  const { values, change, errors } = form;
  const { busy, submit: send } = useStepSubmit(form);
  const [moreOpen, setMoreOpen] = useState(false);
  const answered = questions.filter((q) => (values[String(q.code)] ?? '').length > 0).length;

  function markGap(code: number) {
    if (code >= 7) setMoreOpen(true);
    form.setErrors({ [code]: t('questionnaire.answerFirst') });
    requestAnimationFrame(() => document.getElementById(`field-${code}`)?.focus());
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const answers = Object.fromEntries(
      questions.flatMap((q) => {
        const answer = values[String(q.code)];
        return answer && answer.length > 0 ? [[String(q.code), answer] as const] : [];
      }),
    );
    const gap = firstBadAnswer(
      market.id,
      Object.fromEntries(Object.entries(answers).map(([code, answer]) => [Number(code), answer])),
    );
    if (gap) {
      markGap(gap.code);
      showToast(fillTemplate(ERRORS.questionnaireIncomplete[language], { question: gap.code }));
      return;
    }
    await send({
      checked: { ok: true },
      send: () => saveQuestionnaire(answers),
      refused: (error) => {
        const question = isApiError(error)
          ? (error.data as { question?: unknown } | null)?.question
          : undefined;
        if (typeof question === 'number') markGap(question);
        return false;
      },
    });
  }

  const field = (code: number) => {
    const question = questions.find((q) => q.code === code);
    return question ? (
      <QuestionField
        key={code}
        question={question}
        value={values[String(code)]}
        onChange={(answer) => change({ [code]: answer })}
        error={errors[code]}
      />
    ) : null;
  };
  const toggleOnKey = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    setMoreOpen((open) => !open);
  };

  return (
    <form className="ob-form" noValidate onSubmit={(event) => void submit(event)}>
      <p className="ob-note" aria-live="polite">
        {t('questionnaire.progress', { answered, total: questions.length })}
      </p>
      <FormSection id="questions-main" title={t('questionnaire.history')}>
        {questions.filter((q) => !q.collapsible).map((q) => field(q.code))}
      </FormSection>
      <Collapse
        className="ob-collapse"
        activeKey={moreOpen ? [MORE] : []}
        onChange={(keys: string[]) => setMoreOpen(keys.includes(MORE))}
      >
        <Collapse.Panel
          key={MORE}
          destroyOnClose
          title={
            // antd-mobile's panel header is not a button for assistive technology; this is.
            // biome-ignore lint/a11y/useSemanticElements: a <button> cannot sit inside the header's <a>
            <span
              role="button"
              tabIndex={0}
              className="ob-collapse-toggle"
              aria-expanded={moreOpen}
              onKeyDown={toggleOnKey}
            >
              {t('questionnaire.more')}
            </span>
          }
        >
          <div className="ob-card">{questions.filter((q) => q.collapsible).map((q) => field(q.code))}</div>
        </Collapse.Panel>
      </Collapse>
      <SubmitBar label={t('onboarding.saveAndContinue')} busy={busy} />
    </form>
  );
}
