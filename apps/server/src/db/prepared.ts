import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './database.ts';
import { rowsOf } from './rows-of.ts';

const dialect = new PgDialect();

/**
 * Runs plain SQL as a named prepared statement: PostgreSQL parses and plans it once per connection
 * instead of on every call, which on the busiest statements (session lookup, applying) costs more
 * than running them. A name must always stand for the same text. PGlite ignores the name.
 */
export async function executePrepared(db: Db, name: string, query: SQL): Promise<Record<string, unknown>[]> {
  return rowsOf(await db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false).execute());
}
