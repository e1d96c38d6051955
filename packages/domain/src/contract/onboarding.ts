import { submitAnswer } from '../identity/identity-payloads.ts';
import { emptyPayload } from '../security/payloads.ts';
import { defineContract } from './contract.ts';

/** Submitting onboarding for review (spec §4). */
export const onboardingContracts = {
  submit: defineContract({
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
    // The submission checks of each step (identity's completion, then the first profile step missing).
    errors: [
      'idBackMissing',
      'idFrontMissing',
      'faceMissing',
      'ocrPending',
      'personalInfoFirst',
      'idMismatch',
      'renapoNameMismatch',
      'renapoBirthDateMismatch',
      'bvnNameMismatch',
      'bvnBirthDateMismatch',
      'faceFailed',
      'identityIncomplete',
      'stepNotReady',
    ],
  }),
};
