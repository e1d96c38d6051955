import type { OnboardingStep } from '@puente/domain';
import type { ReactNode } from 'react';
import type { Profile } from '../../../api/get-profile.ts';
import { useProfile } from '../hooks/use-profile.ts';
import { LoadProblem } from './load-problem.tsx';
import { StepHeader } from './step-header.tsx';

/**
 * One onboarding step: its header, then its form once the saved profile has loaded (so a step
 * reopened later shows what was saved).
 */
export function OnboardingScreen({
  step,
  lead,
  children,
}: {
  step: OnboardingStep;
  lead: string;
  children: (profile: Profile) => ReactNode;
}) {
  const profile = useProfile();
  return (
    <div className="ob">
      <StepHeader step={step} lead={lead} />
      {profile.ready ? (
        children(profile.data as Profile)
      ) : (
        <LoadProblem error={profile.error} onRetry={() => void profile.refetch()} />
      )}
    </div>
  );
}
