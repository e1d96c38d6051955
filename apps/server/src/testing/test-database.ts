import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../db/database.ts';
import { openPglite } from '../db/open-pglite.ts';
import { openPostgres } from '../db/open-postgres.ts';

export type Engine = 'pglite' | 'postgres';

/** Every engine the service runs on; a suite per engine is declared with `describeEngines`. */
export const ENGINES: readonly Engine[] = ['pglite', 'postgres'];

/** Why tests cannot use this engine here, or undefined when they can (PGlite always can). */
export function engineUnavailable(engine: Engine): string | undefined {
  if (engine === 'postgres' && !process.env.DATABASE_URL_TEST) return 'DATABASE_URL_TEST is not set';
  return undefined;
}

/** A fresh, migrated database: PGlite in memory, or a new PostgreSQL database dropped on close. */
export async function openTestDatabase(engine: Engine): Promise<Database> {
  if (engine === 'pglite') {
    const database = await openPglite(undefined);
    await database.migrate();
    return database;
  }
  const adminUrl = process.env.DATABASE_URL_TEST as string;
  const name = `puente_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), 5);
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
