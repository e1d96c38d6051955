import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { sessions, users } from '../../db/schema.ts';

export type SessionRow = typeof sessions.$inferSelect;

export async function insertSession(db: Db, session: Omit<SessionRow, 'id' | 'revokedAt' | 'revokeReason'>) {
  const [row] = await db.insert(sessions).values(session).returning();
  return row as SessionRow;
}

/** A new login ends the user's other sessions; their next call answers "logged in elsewhere". */
export async function revokeUserSessions(db: Db, userId: string, at: Date, reason: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: at, revokeReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

export async function revokeSession(db: Db, id: string, at: Date, reason: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: at, revokeReason: reason }).where(eq(sessions.id, id));
}

/** The session of a token hash with its user, in one query: this runs on every signed-in call. */
export async function findSessionWithUser(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Housekeeping for the tick job: ended sessions are kept a while for the audit trail, then go. */
export async function purgeSessionsBefore(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, before), sql`${sessions.revokedAt} < ${before}`))
    .returning({ id: sessions.id });
  return rows.length;
}
