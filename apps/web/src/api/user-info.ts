import type { UserInfo } from '@puente/domain';
import { readItem, writeItem } from '../lib/local-store.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';
import { call } from './call.ts';

/** GET /security/getUserInfo (needs the token); stores the answer under `userInfo`. */
export async function fetchUserInfo(options: { overlay?: boolean } = {}): Promise<UserInfo> {
  const answer = await call('GET /api/security/getUserInfo', {}, { overlay: options.overlay });
  writeItem(STORAGE_KEYS.userInfo, JSON.stringify(answer.data));
  return answer.data;
}

export function readUserInfo(raw: string | null = readItem(STORAGE_KEYS.userInfo)): UserInfo | null {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as UserInfo;
  } catch {
    return null;
  }
}
