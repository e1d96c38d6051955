import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { executePrepared } from '../../db/prepared.ts';
import { sessions } from '../../db/schema.ts';

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

export interface SessionWithUser {
  sessionId: string;
  userId: string;
  mobile: string;
  e164: string;
  market: string;
  createdAt: Date;
  expiresAt: Date;
  revoked: boolean;
  revokeReason: string | null;
}

/**
 * The session of a token hash with its user, in one query. It runs on every signed-in call whose
 * session is not cached yet, so it is a prepared
 * statement in plain SQL: building and planning it cost more than running it.
 */
export async function findSessionWithUser(db: Db, tokenHash: string): Promise<SessionWithUser | undefined> {
  const [row] = await executePrepared(
    db,
    'session_with_user',
    sql`
      select s.id as session_id, u.id as user_id, u.mobile, u.e164, u.market,
             (extract(epoch from u.created_at) * 1000)::bigint::text as created_ms,
             (extract(epoch from s.expires_at) * 1000)::bigint::text as expires_ms,
             s.revoked_at is not null as revoked, s.revoke_reason
      from sessions s join users u on u.id = s.user_id
      where s.token_hash = ${tokenHash}
      limit 1
    `,
  );
  if (!row) return undefined;
  return {
    sessionId: String(row.session_id),
    userId: String(row.user_id),
    mobile: String(row.mobile),
    e164: String(row.e164),
    market: String(row.market),
    createdAt: new Date(Number(row.created_ms)),
    expiresAt: new Date(Number(row.expires_ms)),
    revoked: row.revoked === true,
    revokeReason: row.revoke_reason == null ? null : String(row.revoke_reason),
  };
}

/** Housekeeping for the tick job: ended sessions are kept a while for the audit trail, then go. */
export async function purgeSessionsBefore(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, before), sql`${sessions.revokedAt} < ${before}`))
    .returning({ id: sessions.id });
  return rows.length;
}
