import { ONBOARDING_STEPS, type OnboardingStep } from '@puente/domain';
import { useOnboardingI18n } from '../../../i18n/onboarding/use-onboarding-i18n.ts';

/** "Step 2 of 5" with a bar, and what this step is for. */
export function StepHeader({ step, lead }: { step: OnboardingStep; lead: string }) {
  const { t } = useOnboardingI18n();
  const number = ONBOARDING_STEPS.indexOf(step) + 1;
  const total = ONBOARDING_STEPS.length;
  return (
    <div className="ob-header">
      <p className="ob-step">{t('onboarding.stepOf', { step: number, total })}</p>
      <div className="ob-progress" aria-hidden="true">
        <span style={{ width: `${(number / total) * 100}%` }} />
      </div>
      <p className="ob-lead">{lead}</p>
    </div>
  );
}
