import { apiCall } from '../../../api/client.ts';

/** GET /security/isRequiredVerificationCode: false only for app-store review numbers. */
export function isRequiredVerificationCode(mobile: string) {
  return apiCall<boolean>('/security/isRequiredVerificationCode', { mobile });
}
