import { sql } from 'drizzle-orm';
import type { Db } from './database.ts';

/**
 * Serialises work on one mobile number across requests and instances, on both engines, until the
 * transaction ends. Sending a code, registering and leaving the number on a promotion page all
 * take it, so a registration and a lead left at the same moment never miss each other.
 */
export async function lockNumber(db: Db, e164: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`code:${e164}`}))`);
}
