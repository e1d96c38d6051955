import type { AuthProvider } from '@refinedev/core';
import { STAFF_SIGNED_OUT, StaffApiError, staffApi } from '../api/staff-api.ts';
import { forgetMe, loadMe } from './me.ts';

export const SIGN_IN_PATH = '/sign-in';

/**
 * Refine's authProvider over the staff session cookie. Signing in takes several steps (password,
 * then a TOTP code or a passkey) that the sign-in page walks itself; `login` is called once the
 * service has set the session, to refresh who is signed in and go on.
 */
export const staffAuthProvider: AuthProvider = {
  login: async (params: { to?: string } | undefined) => {
    forgetMe();
    try {
      await loadMe();
      return { success: true, redirectTo: safeReturnPath(params?.to) };
    } catch (error) {
      return { success: false, error: asError(error) };
    }
  },
  logout: async () => {
    try {
      await staffApi.post('/session/end', {}, { signedOutIsExpected: true });
    } catch {
      // Already signed out, or the service is unreachable: the page forgets the member either way.
    }
    forgetMe();
    return { success: true, redirectTo: SIGN_IN_PATH };
  },
  check: async () => {
    try {
      await loadMe();
      return { authenticated: true };
    } catch (error) {
      if (error instanceof StaffApiError && error.code !== STAFF_SIGNED_OUT) {
        return { authenticated: false, error: asError(error), logout: false };
      }
      return { authenticated: false, redirectTo: SIGN_IN_PATH, logout: false };
    }
  },
  onError: async (error: unknown) => {
    if (error instanceof StaffApiError && error.code === STAFF_SIGNED_OUT) {
      forgetMe();
      return { logout: true, redirectTo: SIGN_IN_PATH };
    }
    return {};
  },
  getIdentity: async () => {
    try {
      return await loadMe();
    } catch {
      return null;
    }
  },
  getPermissions: async () => {
    try {
      return (await loadMe()).permissions;
    } catch {
      return [];
    }
  },
};

/** Only a path inside the console, never another site (an open redirect through ?to=). */
export function safeReturnPath(to: string | undefined | null): string {
  if (!to) return '/';
  const inside = to.startsWith('/console/') ? to.slice('/console'.length) : to;
  return inside.startsWith('/') && !inside.startsWith('//') && !inside.startsWith(SIGN_IN_PATH)
    ? inside
    : '/';
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
