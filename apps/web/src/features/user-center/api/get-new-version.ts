import { type CallAnswer, call } from '../../../api/call.ts';

export type NewVersion = CallAnswer<'GET /api/app/getNewVersion'>;

/** GET /app/getNewVersion: whether the native app running this page (its `edition`) should update. */
export function getNewVersion(version: string) {
  return call('GET /api/app/getNewVersion', { version }, { quiet: true });
}
