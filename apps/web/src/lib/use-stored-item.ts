import { useSyncExternalStore } from 'react';
import { readItem, subscribeStore } from './local-store.ts';
import type { StorageKey } from './storage-keys.ts';

/** The current value of one storage key; the component re-renders when it changes. */
export function useStoredItem(key: StorageKey): string | null {
  return useSyncExternalStore(
    subscribeStore,
    () => readItem(key),
    () => null,
  );
}
