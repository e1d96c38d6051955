import { DRAFT_PREFIX, KEPT_ON_LOGOUT, STORAGE_KEYS, type StorageKey } from './storage-keys.ts';

/**
 * localStorage with change notification, so screens re-render when the token or language changes
 * (in this tab or another one). Falls back to memory where a web view disables DOM storage.
 */
const memory = new Map<string, string>();
const listeners = new Set<() => void>();

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function readItem(key: StorageKey): string | null {
  return readKey(key);
}

export function writeItem(key: StorageKey, value: string | null): void {
  writeKey(key, value);
}

/** Any key, for values whose key is built at run time (drafts); prefer readItem for the fixed ones. */
export function readKey(key: string): string | null {
  try {
    const store = storage();
    if (store) return store.getItem(key);
  } catch {
    // fall through to memory
  }
  return memory.get(key) ?? null;
}

export function writeKey(key: string, value: string | null): void {
  try {
    const store = storage();
    if (store) {
      if (value === null) store.removeItem(key);
      else store.setItem(key, value);
    }
  } catch {
    // quota or disabled storage: keep the value in memory for this page's life
  }
  if (value === null) memory.delete(key);
  else memory.set(key, value);
  notify();
}

/**
 * Clears the spec §3 keys except those kept across sessions (language, app identity), and every
 * unsaved form draft.
 */
export function clearLocalData(): void {
  for (const key of Object.values(STORAGE_KEYS)) {
    if (!KEPT_ON_LOGOUT.includes(key)) writeItem(key, null);
  }
  for (const key of keysStartingWith(DRAFT_PREFIX)) writeKey(key, null);
}

function keysStartingWith(prefix: string): string[] {
  const keys = new Set([...memory.keys()].filter((key) => key.startsWith(prefix)));
  try {
    const store = storage();
    for (let i = 0; store && i < store.length; i++) {
      const key = store.key(i);
      if (key?.startsWith(prefix)) keys.add(key);
    }
  } catch {
    // storage disabled: the memory copy is all there is
  }
  return [...keys];
}

export function subscribeStore(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify(): void {
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', notify);
}
