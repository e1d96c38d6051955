import { emptyPayload, submitAnswer } from '@puente/domain';
import { type CallDefinition, defineCall, sessionUser } from '../../protocol/call.ts';
import type { OnboardingService } from './onboarding-service.ts';

export function onboardingCalls(onboarding: OnboardingService): CallDefinition[] {
  return [
    defineCall({
      method: 'POST',
      path: '/user/submit',
      summary:
        'Submit onboarding for review: refused until every step is complete (today: the identity step). ' +
        'Once submitted, the data is no longer deleted after a week and the ID photos can no longer change. ' +
        'Repeating it answers the first submission time',
      tags: ['onboarding'],
      auth: true,
      payload: emptyPayload,
      answer: submitAnswer,
      handler: async (c) => ({ data: await onboarding.submit(c, sessionUser(c)) }),
    }),
  ];
}
