import type { Config } from '../settings/config.ts';
import type { Database } from './database.ts';
import { openPglite } from './open-pglite.ts';
import { openPostgres } from './open-postgres.ts';

export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  const database = config.databaseUrl
    ? await openPostgres(config.databaseUrl)
    : await openPglite(config.dataDir);
  await database.migrate();
  return database;
}
