import { call } from '../../../api/call.ts';

/** GET /app/getNewVersion: whether the native app running this page (its `edition`) should update. */
export function getNewVersion(version: string) {
  return call('GET /api/app/getNewVersion', { version }, { quiet: true });
}
