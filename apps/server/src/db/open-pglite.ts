import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { lockDataDir } from './data-dir-lock.ts';
import type { Database, Db } from './database.ts';
import { migrationsFolder } from './migrations.ts';
import * as schema from './schema.ts';

/**
 * PGlite's settings on top of its own start parameters. The data directory's postgresql.conf (from
 * initdb) asks for 128 MB of shared buffers, which WebAssembly memory holds resident from the start:
 * most of the idle process's memory and a good part of its start (decision 065). The embedded engine
 * serves one process's small database, and its files stay in the host's page cache, so 16 MB is
 * plenty; PostgreSQL keeps whatever its server is configured with.
 */
const START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/** The embedded engine: a folder under DATA_DIR, or memory when dataDir is undefined (tests). */
export async function openPglite(dataDir: string | undefined): Promise<Database> {
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  try {
    const client = new PGlite(dataDir ? path.join(dataDir, 'pglite') : undefined, {
      startParams: START_PARAMS,
    });
    await client.waitReady;
    const db = drizzle({ client, schema }) as unknown as Db;
    return {
      db,
      engine: 'pglite',
      async executeSql(text, values) {
        if (values && values.length > 0) return client.query(text, values);
        const results = await client.exec(text);
        return results[results.length - 1] ?? { rows: [] };
      },
      async migrate() {
        await migrate(drizzle({ client, schema }), { migrationsFolder });
      },
      async close() {
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
