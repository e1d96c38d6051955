import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serverRoot } from '../paths.ts';

export const migrationsFolder = path.join(serverRoot, 'drizzle');

/** How many migrations the code ships; /readyz compares it with what the database has applied. */
export function shippedMigrationCount(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}
