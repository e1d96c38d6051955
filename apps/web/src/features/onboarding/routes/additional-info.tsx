import '../components/onboarding.css';
import { useOnboardingI18n } from '../../../i18n/onboarding/use-onboarding-i18n.ts';
import { AdditionalInfoForm } from '../components/additional-info-form.tsx';
import { OnboardingScreen } from '../components/onboarding-screen.tsx';

/** /auth/additionalInfomation: step 3, work, pay and emergency contacts. */
export function AdditionalInfoRoute() {
  const { t } = useOnboardingI18n();
  return (
    <OnboardingScreen step="additionalInfo" lead={t('additional.lead')}>
      {(profile) => <AdditionalInfoForm profile={profile} />}
    </OnboardingScreen>
  );
}
