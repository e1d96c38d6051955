import { call } from '../../../api/call.ts';
import type { Credentials } from './login.ts';

/** POST /security/register: mobileRegistered when the number already has an account. */
export function register(credentials: Credentials) {
  return call('POST /api/security/register', { ...credentials });
}
