import '../components/onboarding.css';
import { useOnboardingI18n } from '../../../i18n/onboarding/use-onboarding-i18n.ts';
import { OnboardingScreen } from '../components/onboarding-screen.tsx';
import { PersonalInfoForm } from '../components/personal-info-form.tsx';

/** /auth/personal_infomation: step 1, who the borrower is and where they live. */
export function PersonalInfoRoute() {
  const { t } = useOnboardingI18n();
  return (
    <OnboardingScreen step="personalInfo" lead={t('personal.lead')}>
      {(profile) => <PersonalInfoForm profile={profile} />}
    </OnboardingScreen>
  );
}
