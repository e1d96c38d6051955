import { call } from '../../../api/call.ts';

export interface Credentials {
  mobile: string;
  /** Omitted only when isRequiredVerificationCode said so. */
  code?: string;
}

/** POST /security/login: msg "Successful login"; mobileNotRegistered when the number is new. */
export function login(credentials: Credentials) {
  return call('POST /api/security/login', { ...credentials });
}
