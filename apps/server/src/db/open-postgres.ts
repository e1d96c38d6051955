import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database, Db } from './database.ts';
import { migrationsFolder } from './migrations.ts';
import * as schema from './schema.ts';

/** Any number of service processes may share one PostgreSQL; migrations take an advisory lock. */
const MIGRATION_LOCK = 7_143_001;

export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5_000 });
  // A dropped connection must not crash the process; the next query gets a fresh one.
  pool.on('error', () => {});
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  return {
    db,
    engine: 'postgres',
    async executeSql(text, values) {
      return pool.query(text, values as unknown[] | undefined);
    },
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migrate(drizzle({ client, schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}
