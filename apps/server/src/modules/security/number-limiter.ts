import type { Redis } from 'ioredis';

/**
 * Counts what was asked about one phone number in a fixed window (decision 036). The per-address
 * limits run before the envelope is opened; this one needs the decrypted number, so the service
 * keeps it. Counted in Redis when REDIS_URL is set, so every instance sees one count, as the
 * per-address limits do; otherwise in this process's memory, like them.
 */
export interface NumberLimiter {
  /** Counts one more hit of `key` and answers the count in the current window, this hit included. */
  hit(key: string, windowMs: number): Promise<number>;
}

/**
 * In memory: one process's count. Expired windows are dropped as the map grows; past `maxKeys` live
 * ones (only a botnet asking about that many numbers within the hour, each address already limited)
 * the oldest are forgotten, so memory stays bounded at the cost of restarting their counts.
 */
export class MemoryNumberLimiter implements NumberLimiter {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 100_000,
  ) {}

  async hit(key: string, windowMs: number): Promise<number> {
    const now = this.now();
    if (this.windows.size >= Math.min(10_000, this.maxKeys)) this.dropExpired(now);
    for (const oldest of this.windows.keys()) {
      if (this.windows.size < this.maxKeys) break;
      this.windows.delete(oldest);
    }
    const current = this.windows.get(key);
    if (!current || current.endsAt <= now) {
      this.windows.set(key, { count: 1, endsAt: now + windowMs });
      return 1;
    }
    current.count += 1;
    return current.count;
  }

  private dropExpired(now: number): void {
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
  }
}

/** In Redis: the window starts with the first hit and expires by itself (SET NX PX, then INCR). */
export class RedisNumberLimiter implements NumberLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly nameSpace = 'puente-number-',
  ) {}

  async hit(key: string, windowMs: number): Promise<number> {
    const name = `${this.nameSpace}${key}`;
    // One transaction, so a crash between the two never leaves a count without its expiry.
    const replies = await this.redis.multi().set(name, 0, 'PX', windowMs, 'NX').incr(name).exec();
    const [error, count] = replies?.[1] ?? [new Error('Redis answered no count'), 0];
    if (error) throw error;
    return Number(count);
  }
}
