import '../components/onboarding.css';
import { useOnboardingI18n } from '../../../i18n/onboarding/use-onboarding-i18n.ts';
import { BankAccountForm } from '../components/bank-account-form.tsx';
import { OnboardingScreen } from '../components/onboarding-screen.tsx';

/** /bank_account/add_bankcard: step 5, where the loan is paid to. */
export function AddBankCardRoute() {
  const { t } = useOnboardingI18n();
  return (
    <OnboardingScreen step="bankCard" lead={t('bank.lead')}>
      {(profile) => <BankAccountForm profile={profile} />}
    </OnboardingScreen>
  );
}
