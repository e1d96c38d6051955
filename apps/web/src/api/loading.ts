/**
 * The global loading overlay's state: a count of running calls that asked for it. The overlay
 * (ui/loading-overlay.tsx) shows while the count is above zero.
 */
let running = 0;
const listeners = new Set<() => void>();

export function beginLoading(): () => void {
  running += 1;
  notify();
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    running -= 1;
    notify();
  };
}

export function isLoading(): boolean {
  return running > 0;
}

export function subscribeLoading(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify(): void {
  for (const listener of listeners) listener();
}
