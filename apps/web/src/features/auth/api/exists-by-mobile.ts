import { apiCall } from '../../../api/client.ts';

/** GET /security/existsByMobile: true when the number already has an account. */
export function existsByMobile(mobile: string) {
  return apiCall<boolean>('/security/existsByMobile', { mobile });
}
