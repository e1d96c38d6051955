import { sendToHost } from '../bridge/host.ts';
import { clearLocalData, readKey, writeItem, writeKey } from '../lib/local-store.ts';
import { isSafeReturnPath, navigateTo, pathOnScreen } from '../lib/navigation.ts';
import { type SessionEnded, sessionEndReason } from '../lib/session-ended.ts';
import { SESSION_ENDED_KEY, STORAGE_KEYS } from '../lib/storage-keys.ts';
import { showToast } from '../ui/toast.ts';

/** The Authorization value: the spec stores the token WITH its "Bearer " prefix. */
export function bearer(token: string): string {
  const raw = token.trim();
  return /^bearer /i.test(raw) ? `Bearer ${raw.slice(7).trim()}` : `Bearer ${raw}`;
}

export function storeToken(token: string): void {
  writeItem(STORAGE_KEYS.token, bearer(token));
  writeKey(SESSION_ENDED_KEY, null);
}

/**
 * Ends the session on this device (spec §4 Session): clears local data except the language and
 * the app identity, and tells a native host to forget its copy of the token too.
 */
export function endSession(options: { notifyHost?: boolean } = {}): void {
  clearLocalData();
  writeKey(SESSION_ENDED_KEY, null);
  if (options.notifyHost !== false) sendToHost('logout', {});
}

/** Spec §4 Session: on logout or an invalid token, local data is cleared and the user goes home. */
export function leaveSession(options: { notifyHost?: boolean } = {}): void {
  endSession(options);
  navigateTo('/', { replace: true }).catch(() => {});
}

let lastNotice = { message: '', at: 0 };

/**
 * A session error code (spec §6: 10010301, 10010303, 10010304, 100103): the token is no good.
 * Clear, go home, and show the server's message once even if several calls fail together; home
 * then says why the session ended (expired, or a login on another device) and offers to log in
 * again, back to the screen the borrower was on (a toast alone is gone in seconds).
 */
export function handleSessionLost(message: string, code: number): void {
  const now = Date.now();
  if (message !== lastNotice.message || now - lastNotice.at > 1500) showToast(message);
  lastNotice = { message, at: now };
  // Several calls failing together: the first knew the screen; later ones would only see home.
  const before = readKey(SESSION_ENDED_KEY);
  const back = pathOnScreen();
  const ended: SessionEnded = { reason: sessionEndReason(code) };
  if (isSafeReturnPath(back) && back !== '/') ended.back = back;
  endSession();
  writeKey(SESSION_ENDED_KEY, before && now - lastEnded < 1500 ? before : JSON.stringify(ended));
  lastEnded = now;
  navigateTo('/', { replace: true }).catch(() => {});
}

let lastEnded = 0;
