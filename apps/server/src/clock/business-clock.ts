import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { businessClock } from '../db/schema.ts';

/**
 * Business time = wall clock + an offset kept in the database, so every instance agrees and a
 * sandbox operator can move a whole loan life forward. Deadlines are compared with `now()`.
 */
export class BusinessClock {
  private offsetMs = 0;
  private loadedAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly db: Db,
    private readonly wall: () => number = Date.now,
  ) {}

  now(): Date {
    return new Date(this.wall() + this.offsetMs);
  }

  /** Re-reads the offset when the cached one is older than maxAgeMs (other instances may move it). */
  async sync(maxAgeMs = 1_000): Promise<void> {
    if (this.wall() - this.loadedAt < maxAgeMs) return;
    const [row] = await this.db.select({ offsetMs: businessClock.offsetMs }).from(businessClock);
    this.offsetMs = row?.offsetMs ?? 0;
    this.loadedAt = this.wall();
  }

  async advance(ms: number): Promise<Date> {
    const [row] = await this.db
      .insert(businessClock)
      .values({ id: 1, offsetMs: ms, updatedAt: new Date(this.wall()) })
      .onConflictDoUpdate({
        target: businessClock.id,
        set: { offsetMs: sql`${businessClock.offsetMs} + ${ms}`, updatedAt: new Date(this.wall()) },
      })
      .returning({ offsetMs: businessClock.offsetMs });
    this.offsetMs = row?.offsetMs ?? this.offsetMs + ms;
    this.loadedAt = this.wall();
    return this.now();
  }
}
