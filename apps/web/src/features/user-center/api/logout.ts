import { apiCall } from '../../../api/client.ts';

/** POST /security/logout (needs the token): msg "Exited successfully". */
export function logout() {
  return apiCall<null>('/security/logout', {}, { method: 'POST' });
}
