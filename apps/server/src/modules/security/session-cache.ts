/**
 * Remembers recently resolved sessions for a moment, so a burst of signed-in calls costs one
 * database read. This instance forgets a user's entries at once on login and logout; another
 * instance may honour a revoked token for at most `ttlMs` (docs/decisions/006-session-cache.md).
 */
export class SessionCache<T extends { userId: string }> {
  private readonly entries = new Map<string, { value: T; storedAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 50_000,
    private readonly wall: () => number = Date.now,
  ) {}

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.wall() - entry.storedAt >= this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: T): void {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, storedAt: this.wall() });
  }

  forgetUser(userId: string): void {
    for (const [key, entry] of this.entries) if (entry.value.userId === userId) this.entries.delete(key);
  }
}
