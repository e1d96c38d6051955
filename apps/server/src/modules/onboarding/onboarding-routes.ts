import { onboardingContracts as contracts } from '@puente/domain/contract';
import { bindCall, type CallDefinition, sessionUser } from '../../protocol/call.ts';
import type { OnboardingService } from './onboarding-service.ts';

export function onboardingCalls(onboarding: OnboardingService): CallDefinition[] {
  return [bindCall(contracts.submit, async (c) => ({ data: await onboarding.submit(c, sessionUser(c)) }))];
}
