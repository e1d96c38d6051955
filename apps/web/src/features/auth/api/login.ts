import { call } from '../../../api/call.ts';

export interface Credentials {
  mobile: string;
  /** Always sent: every number signs in with a code, review accounts with their fixed one (decision 036). */
  code: string;
}

/** POST /security/login: msg "Successful login"; mobileNotRegistered when the number is new. */
export function login(credentials: Credentials) {
  return call('POST /api/security/login', { ...credentials });
}
