import type { UserInfo } from '@puente/domain';
import { storeToken } from './session.ts';
import { fetchUserInfo } from './user-info.ts';

/**
 * Spec §4 Session: on login the token is saved and user info is fetched. Used after login and
 * register, and when a native host hands over its token.
 */
export async function establishSession(
  token: string,
  options: { overlay?: boolean } = {},
): Promise<UserInfo> {
  storeToken(token);
  return fetchUserInfo(options);
}
