import { NETWORK_FAILURE, StaffApiError } from '../api/staff-api.ts';

type Translate = (key: string) => string;

/** The service's message (already in the member's language), or ours when it sent none. */
export function errorText(error: unknown, t: Translate): string {
  if (error instanceof StaffApiError) {
    if (error.code === NETWORK_FAILURE) return t('app.networkError');
    if (error.message) return error.message;
  }
  return t('app.unexpected');
}
