import { CONSENT_TEXT_VERSION, type ConsentKind } from '@puente/domain';
import { call } from '../../../api/call.ts';

/** POST /user/consent: the kinds of data the borrower allows (camera is required) and the text shown. */
export function saveConsent(granted: ConsentKind[]) {
  return call('POST /api/user/consent', { granted, textVersion: CONSENT_TEXT_VERSION });
}
