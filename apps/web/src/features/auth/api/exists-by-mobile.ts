import { call } from '../../../api/call.ts';

/** GET /security/existsByMobile: true when the number already has an account. */
export function existsByMobile(mobile: string) {
  return call('GET /api/security/existsByMobile', { mobile });
}
