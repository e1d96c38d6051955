import type { TokenAnswer } from '@puente/domain';
import { apiCall } from '../../../api/client.ts';

export interface Credentials {
  mobile: string;
  /** Omitted only when isRequiredVerificationCode said so. */
  code?: string;
}

/** POST /security/login: msg "Successful login"; mobileNotRegistered when the number is new. */
export function login(credentials: Credentials) {
  return apiCall<TokenAnswer>('/security/login', { ...credentials }, { method: 'POST' });
}
