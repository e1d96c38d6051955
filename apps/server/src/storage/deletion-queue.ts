import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { fileDeletions } from '../db/schema.ts';
import type { FileStorage } from './file-storage.ts';

/**
 * Files are removed after the rows that point at them are gone: the key is queued in the same
 * transaction that drops or replaces its row, and the tick removes the file. A failed removal stays
 * queued and is tried again, so no file outlives its row for long and no row points at a lost file.
 */
export async function queueFileDeletions(db: Db, keys: string[], at: Date): Promise<void> {
  if (keys.length === 0) return;
  await db
    .insert(fileDeletions)
    .values(keys.map((storageKey) => ({ storageKey, requestedAt: at })))
    .onConflictDoNothing();
}

export async function processFileDeletions(
  db: Db,
  storage: FileStorage,
  onError: (error: unknown, key: string) => void,
  batch = 200,
): Promise<number> {
  let removed = 0;
  for (;;) {
    const rows = await db
      .select({ key: fileDeletions.storageKey })
      .from(fileDeletions)
      .orderBy(asc(fileDeletions.requestedAt))
      .limit(batch);
    const done: string[] = [];
    for (const { key } of rows) {
      try {
        await storage.delete(key);
        done.push(key);
      } catch (error) {
        onError(error, key);
      }
    }
    if (done.length > 0) await db.delete(fileDeletions).where(inArray(fileDeletions.storageKey, done));
    removed += done.length;
    if (rows.length < batch || done.length === 0) return removed;
  }
}
