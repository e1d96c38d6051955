import type { AppPlatform } from '@puente/domain';
import { apiCall } from '../../../api/client.ts';

export interface NewVersion {
  currentVersion: string | null;
  latestVersion: string;
  minimumVersion: string;
  updateAvailable: boolean;
  updateRequired: boolean;
  platform: AppPlatform;
  downloadUrl: string | null;
}

/** GET /app/getNewVersion: whether the native app running this page (its `edition`) should update. */
export function getNewVersion(version: string) {
  return apiCall<NewVersion>('/app/getNewVersion', { version }, { quiet: true });
}
