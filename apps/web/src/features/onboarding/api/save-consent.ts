import { CONSENT_TEXT_VERSION, type ConsentAnswer, type ConsentKind } from '@puente/domain';
import { apiCall } from '../../../api/client.ts';

/** POST /user/consent: the kinds of data the borrower allows (camera is required) and the text shown. */
export function saveConsent(granted: ConsentKind[]) {
  return apiCall<ConsentAnswer>(
    '/user/consent',
    { granted, textVersion: CONSENT_TEXT_VERSION },
    { method: 'POST' },
  );
}
