import '../components/onboarding.css';
import { useOnboardingI18n } from '../../../i18n/onboarding/use-onboarding-i18n.ts';
import { OnboardingScreen } from '../components/onboarding-screen.tsx';
import { QuestionnaireForm } from '../components/questionnaire-form.tsx';

/** /auth/loan_question: step 4, the credit-history questionnaire. */
export function LoanQuestionRoute() {
  const { t } = useOnboardingI18n();
  return (
    <OnboardingScreen step="questionnaire" lead={t('questionnaire.lead')}>
      {(profile) => <QuestionnaireForm profile={profile} />}
    </OnboardingScreen>
  );
}
