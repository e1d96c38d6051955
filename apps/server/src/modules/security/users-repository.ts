import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserByE164(db: Db, e164: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.e164, e164)).limit(1);
  return row;
}

export async function insertUser(db: Db, user: Omit<UserRow, 'id'>): Promise<UserRow> {
  const [row] = await db.insert(users).values(user).returning();
  return row as UserRow;
}
