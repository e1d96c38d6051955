import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.ts';

export type Schema = typeof schema;
/** A Drizzle handle on either engine, or a transaction: repositories take this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface SqlResult {
  rows: Record<string, unknown>[];
}

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** Plain SQL, used by pg-boss and the health check; no parameters means it may hold several statements. */
  executeSql(text: string, values?: unknown[]): Promise<SqlResult>;
  /** Applies the generated migrations; safe when several processes start at once. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}
