import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { standinRecords } from '../sandbox-schema.ts';

type Data = Record<string, unknown>;

/**
 * A stand-in's records (its orders, intents, checks), by kind and key. The first write of a key wins
 * (`insert`), which is how a provider treats a repeated idempotency key or tracking key.
 */
export interface StandInStore {
  get<T extends Data>(kind: string, key: string): Promise<T | undefined>;
  /** Keeps `value` unless the key is taken; answers what is kept and whether this call wrote it. */
  insert<T extends Data>(kind: string, key: string, value: T): Promise<{ value: T; created: boolean }>;
  put<T extends Data>(kind: string, key: string, value: T): Promise<void>;
  /** Every record of a kind, oldest first. */
  list<T extends Data>(kind: string): Promise<T[]>;
}

/** In the service's database (schema `sandbox`), so a sandbox service's stand-ins survive a restart. */
export class DbStandInStore implements StandInStore {
  constructor(
    private readonly db: Db,
    private readonly provider: string,
    private readonly now: () => Date,
  ) {}

  async get<T extends Data>(kind: string, key: string): Promise<T | undefined> {
    // PostgreSQL text cannot hold NUL: no record was ever kept under such a key (a junk path).
    if (key.includes('\0')) return undefined;
    const [row] = await this.db
      .select({ data: standinRecords.data })
      .from(standinRecords)
      .where(this.where(kind, key));
    return row?.data as T | undefined;
  }

  async insert<T extends Data>(kind: string, key: string, value: T) {
    const at = this.now();
    const inserted = await this.db
      .insert(standinRecords)
      .values({ provider: this.provider, kind, key, data: value, createdAt: at, updatedAt: at })
      .onConflictDoNothing()
      .returning({ key: standinRecords.key });
    if (inserted.length > 0) return { value, created: true };
    return { value: (await this.get<T>(kind, key)) as T, created: false };
  }

  async put<T extends Data>(kind: string, key: string, value: T): Promise<void> {
    const at = this.now();
    await this.db
      .insert(standinRecords)
      .values({ provider: this.provider, kind, key, data: value, createdAt: at, updatedAt: at })
      .onConflictDoUpdate({
        target: [standinRecords.provider, standinRecords.kind, standinRecords.key],
        set: { data: sql`excluded.data`, updatedAt: at },
      });
  }

  async list<T extends Data>(kind: string): Promise<T[]> {
    const rows = await this.db
      .select({ data: standinRecords.data })
      .from(standinRecords)
      .where(and(eq(standinRecords.provider, this.provider), eq(standinRecords.kind, kind)))
      .orderBy(asc(standinRecords.createdAt), asc(standinRecords.key));
    return rows.map((row) => row.data as T);
  }

  private where(kind: string, key: string) {
    return and(
      eq(standinRecords.provider, this.provider),
      eq(standinRecords.kind, kind),
      eq(standinRecords.key, key),
    );
  }
}

/** For a stand-in on its own port (serve-standins.ts): its records live as long as its process. */
export class MemoryStandInStore implements StandInStore {
  private readonly records = new Map<string, Map<string, Data>>();

  async get<T extends Data>(kind: string, key: string): Promise<T | undefined> {
    return structuredClone(this.records.get(kind)?.get(key)) as T | undefined;
  }

  async insert<T extends Data>(kind: string, key: string, value: T) {
    const existing = await this.get<T>(kind, key);
    if (existing) return { value: existing, created: false };
    await this.put(kind, key, value);
    return { value, created: true };
  }

  async put<T extends Data>(kind: string, key: string, value: T): Promise<void> {
    let ofKind = this.records.get(kind);
    if (!ofKind) {
      ofKind = new Map();
      this.records.set(kind, ofKind);
    }
    ofKind.set(key, structuredClone(value));
  }

  async list<T extends Data>(kind: string): Promise<T[]> {
    return [...(this.records.get(kind)?.values() ?? [])].map((v) => structuredClone(v) as T);
  }
}
