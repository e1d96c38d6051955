import '../components/home.css';
import { useOnboardingStep } from '../../../api/use-onboarding-step.ts';
import { readUserInfo } from '../../../api/user-info.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { getAppIdentity } from '../../../lib/app-identity.ts';
import { maskMobile } from '../../../lib/mask-mobile.ts';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { useStoredItem } from '../../../lib/use-stored-item.ts';
import { ContinueOnboarding } from '../components/continue-onboarding.tsx';
import { HowItWorks } from '../components/how-it-works.tsx';
import { StatusBanner } from '../components/status-banner.tsx';

/**
 * Home (spec §2): greeting, the status banner and, while onboarding is unfinished, the way back to
 * the next step; hot loans arrive with the loans issue.
 */
export function HomeRoute() {
  const { t } = useI18n();
  const token = useStoredItem(STORAGE_KEYS.token);
  const userInfo = readUserInfo(useStoredItem(STORAGE_KEYS.userInfo));
  const { appName } = getAppIdentity();
  const nextStep = useOnboardingStep(token);
  const greeting =
    token && userInfo
      ? t('home.greetingUser', { mobile: maskMobile(userInfo.mobile) })
      : t('home.greetingGuest');
  return (
    <div className="home">
      <header className="home-hero">
        <p className="home-brand">{appName}</p>
        <h1 className="home-greeting">{greeting}</h1>
        <p className="home-tagline">{t('home.tagline')}</p>
      </header>
      <StatusBanner loggedIn={Boolean(token)} />
      {token && nextStep && nextStep !== 'review' ? <ContinueOnboarding step={nextStep} /> : null}
      <HowItWorks />
    </div>
  );
}
