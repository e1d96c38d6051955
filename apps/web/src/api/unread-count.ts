import { useEffect, useSyncExternalStore } from 'react';
import { getUnread } from './messages.ts';

/**
 * How many messages the borrower has not opened, shared by the Me tab's badge, Me's "Messages"
 * entry and the inbox (which learns the figure from its own answers), so reading a message or
 * "Mark all as read" updates the badge without another call. Kept per token: another session's figure is never shown.
 */
let state: { token?: string; count?: number } = {};
const listeners = new Set<() => void>();

function publish(next: typeof state): void {
  state = next;
  for (const listener of listeners) listener();
}

/** The figure an inbox answer carries (list, read_all), for the session of `token`. */
export function noteUnread(token: string | null, count: number): void {
  if (token) publish({ token, count });
}

/** Asks the service again (after a message was opened, say); a failure keeps the last figure. */
export async function refreshUnread(token: string): Promise<void> {
  try {
    const { data } = await getUnread();
    publish({ token, count: data.unread });
  } catch {
    // The badge is a hint: a failed background call shows nothing (a lost session is handled by the client).
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The unread count for this session; undefined until known or without a token. */
export function useUnreadCount(token: string | null): number | undefined {
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
  // Asked again whenever a part showing it mounts (each visit to Me): new messages arrive while the app is open.
  useEffect(() => {
    if (token) void refreshUnread(token);
  }, [token]);
  return token && current.token === token ? current.count : undefined;
}
