import '../components/home.css';
import { lazy, Suspense } from 'react';
import { useOnboardingStep } from '../../../api/use-onboarding-step.ts';
import { readUserInfo } from '../../../api/user-info.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { getAppIdentity } from '../../../lib/app-identity.ts';
import { maskMobile } from '../../../lib/mask-mobile.ts';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { useAfterFirstPaint } from '../../../lib/use-after-first-paint.ts';
import { useStoredItem } from '../../../lib/use-stored-item.ts';
import { ContinueOnboarding } from '../components/continue-onboarding.tsx';
import { HowItWorks } from '../components/how-it-works.tsx';
import { GuestBanner, StatusPending } from '../components/status-banner.tsx';

// The loan status and hot loans come with their own chunk (and the loans catalogue), asked for
// right after the first paint: home's first JavaScript stays within decision 008's budget.
const loanHome = () => import('../components/loan-home.tsx');
const LoanStatus = lazy(async () => ({ default: (await loanHome()).LoanStatus }));
const HotLoans = lazy(async () => ({ default: (await loanHome()).HotLoans }));

/**
 * Home (spec §2): greeting, the loan status banner (spec §4) with its button, the way back to the
 * next onboarding step while it is unfinished, and the market's hot loans.
 */
export function HomeRoute() {
  const { t } = useI18n();
  const token = useStoredItem(STORAGE_KEYS.token);
  const userInfo = readUserInfo(useStoredItem(STORAGE_KEYS.userInfo));
  const { appName } = getAppIdentity();
  const nextStep = useOnboardingStep(token);
  const afterFirstPaint = useAfterFirstPaint();
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
      {token ? (
        <Suspense fallback={<StatusPending />}>
          {afterFirstPaint ? <LoanStatus token={token} nextStep={nextStep} /> : <StatusPending />}
        </Suspense>
      ) : (
        <GuestBanner />
      )}
      {token && nextStep && nextStep !== 'review' ? <ContinueOnboarding step={nextStep} /> : null}
      <Suspense fallback={<div className="home-hot-pending" />}>
        {afterFirstPaint ? <HotLoans /> : <div className="home-hot-pending" />}
      </Suspense>
      <HowItWorks />
    </div>
  );
}
