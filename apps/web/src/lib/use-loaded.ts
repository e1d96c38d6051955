import { startTransition, useCallback, useEffect, useState } from 'react';

export interface Loaded<T> {
  data: T | undefined;
  error: unknown;
  /** Asks again (after an action changed what the server would answer). */
  reload: () => void;
}

/**
 * The answer of one call for a screen that must stay light (home and records are first screens,
 * so they do not carry TanStack Query: decision 008). `load` runs again when a key changes;
 * `undefined` as the key means "do not ask" (a visitor, a step still unknown).
 */
export function useLoaded<T>(key: string | undefined, load: () => Promise<T>): Loaded<T> {
  const [state, setState] = useState<{ key?: string; data?: T; error?: unknown }>({});
  const [round, setRound] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is a new closure every render; the key names what it asks.
  useEffect(() => {
    if (key === undefined) return;
    let current = true;
    // The answer renders as a transition, in slices a tap can interrupt (decision 064).
    const settle = (next: { key: string; data?: T; error?: unknown }) => {
      if (current) startTransition(() => setState(next));
    };
    load().then(
      (data) => settle({ key, data }),
      (error: unknown) => settle({ key, error }),
    );
    return () => {
      current = false;
    };
  }, [key, round]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  const fresh = key !== undefined && state.key === key;
  return { data: fresh ? state.data : undefined, error: fresh ? state.error : undefined, reload };
}
