import { ONBOARDING_STEPS, type OnboardingStep, STEP_NAMES, stepRoute } from '@puente/domain';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n/use-i18n.ts';

/** "Continue: <next step>" while onboarding is unfinished (spec §4 flow). */
export function ContinueOnboarding({ step }: { step: OnboardingStep }) {
  const { t, language } = useI18n();
  const done = ONBOARDING_STEPS.indexOf(step);
  return (
    <section className="home-continue" aria-labelledby="home-continue-title">
      <h2 id="home-continue-title" className="home-status-title">
        {t('home.continueTitle')}
      </h2>
      <p className="home-status-text">
        {t('home.continueProgress', { done, total: ONBOARDING_STEPS.length })}
      </p>
      <Link className="button-link home-continue-link" to={stepRoute(step)}>
        {t('home.continue', { step: STEP_NAMES[step][language] })}
      </Link>
    </section>
  );
}
