import { call } from '../../../api/call.ts';

/** POST /security/logout (needs the token): msg "Exited successfully". */
export function logout() {
  return call('POST /api/security/logout', {});
}
