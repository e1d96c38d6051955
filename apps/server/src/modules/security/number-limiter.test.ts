import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryNumberLimiter, RedisNumberLimiter } from './number-limiter.ts';

const HOUR_MS = 3_600_000;

describe('the per-number count in memory', () => {
  it('counts within the window and starts again after it', async () => {
    let now = 0;
    const limiter = new MemoryNumberLimiter(() => now);
    expect([
      await limiter.hit('a', HOUR_MS),
      await limiter.hit('a', HOUR_MS),
      await limiter.hit('b', HOUR_MS),
    ]).toEqual([1, 2, 1]);
    now = HOUR_MS - 1;
    expect(await limiter.hit('a', HOUR_MS)).toBe(3);
    now = HOUR_MS;
    expect(await limiter.hit('a', HOUR_MS)).toBe(1);
  });

  it('keeps at most its number of keys, forgetting the oldest', async () => {
    const limiter = new MemoryNumberLimiter(() => 0, 3);
    for (const key of ['a', 'a', 'b', 'c', 'd']) await limiter.hit(key, HOUR_MS);
    expect(await limiter.hit('d', HOUR_MS)).toBe(2);
    expect(await limiter.hit('a', HOUR_MS)).toBe(1);
  });
});

/** The Redis this machine offers (REDIS_URL, or the usual local port), if it answers. */
async function reachableRedis(): Promise<Redis | undefined> {
  const redis = new Redis(process.env.REDIS_URL || 'redis://127.0.0.1:6379', {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => {});
  return redis.connect().then(
    () => redis,
    () => undefined,
  );
}

const first = await reachableRedis();
const second = first ? first.duplicate() : undefined;
afterAll(() => {
  first?.disconnect();
  second?.disconnect();
});

describe.skipIf(!first)(
  first ? 'the per-number count in Redis' : 'in Redis — skipped: no Redis answers',
  () => {
    it('is one count for every instance, and expires by itself', async () => {
      const key = randomBytes(8).toString('hex');
      const a = new RedisNumberLimiter(first as Redis);
      const b = new RedisNumberLimiter(second as Redis);
      expect([await a.hit(key, HOUR_MS), await b.hit(key, HOUR_MS), await a.hit(key, HOUR_MS)]).toEqual([
        1, 2, 3,
      ]);
      const ttl = await (first as Redis).pttl(`puente-number-${key}`);
      expect(ttl).toBeGreaterThan(HOUR_MS - 60_000);
      expect(ttl).toBeLessThanOrEqual(HOUR_MS);
    });
  },
);
