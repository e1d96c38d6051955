import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache.ts';

describe('SessionCache', () => {
  it('forgets an entry after its time to live', () => {
    let now = 0;
    const cache = new SessionCache<{ userId: string }>(1_000, 10, () => now);
    cache.set('a', { userId: 'u1' });
    now = 999;
    expect(cache.get('a')).toEqual({ userId: 'u1' });
    now = 1_000;
    expect(cache.get('a')).toBeUndefined();
  });

  it("forgets every entry of a user at once, and nobody else's", () => {
    const cache = new SessionCache<{ userId: string }>(60_000);
    cache.set('a', { userId: 'u1' });
    cache.set('b', { userId: 'u1' });
    cache.set('c', { userId: 'u2' });
    cache.forgetUser('u1');
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([
      undefined,
      undefined,
      { userId: 'u2' },
    ]);
  });

  it('stays within its size by dropping the oldest entry, and stores nothing when turned off', () => {
    const cache = new SessionCache<{ userId: string }>(60_000, 2);
    cache.set('a', { userId: 'u1' });
    cache.set('b', { userId: 'u2' });
    cache.set('c', { userId: 'u3' });
    expect([cache.get('a'), cache.get('c')]).toEqual([undefined, { userId: 'u3' }]);
    const off = new SessionCache<{ userId: string }>(0);
    off.set('a', { userId: 'u1' });
    expect(off.get('a')).toBeUndefined();
  });
});
