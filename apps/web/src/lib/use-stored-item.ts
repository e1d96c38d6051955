import { useSyncExternalStore } from 'react';
import { readItem, readKey, subscribeStore } from './local-store.ts';
import type { StorageKey } from './storage-keys.ts';

/** The current value of one storage key; the component re-renders when it changes. */
export function useStoredItem(key: StorageKey): string | null {
  return useSyncExternalStore(
    subscribeStore,
    () => readItem(key),
    () => null,
  );
}

/** The same for a key outside the spec's list (SESSION_ENDED_KEY and the like). */
export function useStoredKey(key: string): string | null {
  return useSyncExternalStore(
    subscribeStore,
    () => readKey(key),
    () => null,
  );
}
