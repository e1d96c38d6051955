/** Replies the page is waiting for from the native host, keyed by action. */
type Settle = (payload: Record<string, unknown> | null) => void;

const waiting = new Map<string, Settle[]>();

/** Resolves with the host's reply to `action`, or null after `timeoutMs`. */
export function waitForReply(action: string, timeoutMs: number): Promise<Record<string, unknown> | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      remove(action, settle);
      resolve(null);
    }, timeoutMs);
    const settle: Settle = (payload) => {
      clearTimeout(timer);
      resolve(payload);
    };
    waiting.set(action, [...(waiting.get(action) ?? []), settle]);
  });
}

/** Hands a reply to everyone waiting for it; false when nobody was. */
export function settleReply(action: string, payload: Record<string, unknown> | null): boolean {
  const settles = waiting.get(action);
  if (!settles?.length) return false;
  waiting.delete(action);
  for (const settle of settles) settle(payload);
  return true;
}

function remove(action: string, settle: Settle): void {
  const rest = (waiting.get(action) ?? []).filter((item) => item !== settle);
  if (rest.length) waiting.set(action, rest);
  else waiting.delete(action);
}
