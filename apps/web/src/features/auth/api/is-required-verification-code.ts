import { call } from '../../../api/call.ts';

/** GET /security/isRequiredVerificationCode: false only for app-store review numbers. */
export function isRequiredVerificationCode(mobile: string) {
  return call('GET /api/security/isRequiredVerificationCode', { mobile });
}
