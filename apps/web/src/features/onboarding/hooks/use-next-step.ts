import { type NextStep, stepRoute } from '@puente/domain';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/** After a step is saved: on to the next step the service names (home once all are done). */
export function useNextStep() {
  const navigate = useNavigate();
  return useCallback((step: NextStep) => navigate(stepRoute(step)), [navigate]);
}
