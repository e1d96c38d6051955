import type { TokenAnswer } from '@puente/domain';
import { apiCall } from '../../../api/client.ts';
import type { Credentials } from './login.ts';

/** POST /security/register: mobileRegistered when the number already has an account. */
export function register(credentials: Credentials) {
  return apiCall<TokenAnswer>('/security/register', { ...credentials }, { method: 'POST' });
}
