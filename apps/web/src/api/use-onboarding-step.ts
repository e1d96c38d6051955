import type { NextStep } from '@puente/domain';
import { useEffect, useState } from 'react';
import { getProfile } from './get-profile.ts';

/**
 * The onboarding step the borrower should do next (GET /user/profile, asked quietly: home works
 * without it), or null until known.
 */
export function useOnboardingStep(token: string | null): NextStep | null {
  const [step, setStep] = useState<NextStep | null>(null);
  useEffect(() => {
    setStep(null);
    if (!token) return;
    let current = true;
    getProfile({ quiet: true })
      .then((answer) => current && setStep(answer.data.nextStep))
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [token]);
  return step;
}
