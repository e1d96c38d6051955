import { createHash, randomBytes } from 'node:crypto';
import { isStaffRole, type StaffRole } from '@puente/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { staffMembers, staffSessions } from '../../db/schema.ts';

/** A session ends 30 minutes after its last use, and 12 hours after sign-in whatever the use. */
export const STAFF_IDLE_TIMEOUT_MS = 30 * 60_000;
export const STAFF_ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60_000;
/** Writing last_seen_at on every request would make each read a write; once a minute is enough. */
const TOUCH_EVERY_MS = 60_000;

export interface StaffSessionMember {
  sessionId: string;
  memberId: string;
  role: StaffRole;
  name: string;
  email: string;
  language: string;
  csrfHash: string;
}

export interface NewStaffSession {
  sessionId: string;
  /** Goes in the HttpOnly cookie. */
  token: string;
  /** Readable by the console, sent back in `x-csrf-token` on every change. */
  csrf: string;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * Staff sessions, timed on the wall clock: the business clock is moved by testers and by nothing
 * a member does, so it must not stretch or cut a member's session.
 */
export class StaffSessions {
  constructor(
    private readonly db: Db,
    private readonly wall: () => number = Date.now,
  ) {}

  async create(
    db: Db,
    memberId: string,
    from: { ip: string; userAgent?: string | undefined },
  ): Promise<NewStaffSession> {
    const token = randomBytes(32).toString('base64url');
    const csrf = randomBytes(32).toString('base64url');
    const now = new Date(this.wall());
    const [row] = await db
      .insert(staffSessions)
      .values({
        memberId,
        tokenHash: hashToken(token),
        csrfHash: hashToken(csrf),
        createdAt: now,
        lastSeenAt: now,
        ip: from.ip,
        userAgent: from.userAgent?.slice(0, 300) ?? null,
      })
      .returning({ id: staffSessions.id });
    if (!row) throw new Error('staff session not created');
    return { sessionId: row.id, token, csrf };
  }

  /** The member behind a cookie's token, or undefined when the session ended, lapsed or the member is disabled. */
  async resolve(token: string | undefined): Promise<StaffSessionMember | undefined> {
    if (!token || token.length > 100) return undefined;
    const [row] = await this.db
      .select({
        sessionId: staffSessions.id,
        memberId: staffMembers.id,
        role: staffMembers.role,
        name: staffMembers.name,
        email: staffMembers.email,
        language: staffMembers.language,
        csrfHash: staffSessions.csrfHash,
        createdAt: staffSessions.createdAt,
        lastSeenAt: staffSessions.lastSeenAt,
      })
      .from(staffSessions)
      .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.memberId))
      .where(
        and(
          eq(staffSessions.tokenHash, hashToken(token)),
          isNull(staffSessions.revokedAt),
          isNull(staffMembers.disabledAt),
        ),
      );
    if (!row || !isStaffRole(row.role)) return undefined;
    const now = this.wall();
    if (now - row.lastSeenAt.getTime() > STAFF_IDLE_TIMEOUT_MS) return undefined;
    if (now - row.createdAt.getTime() > STAFF_ABSOLUTE_TIMEOUT_MS) return undefined;
    if (now - row.lastSeenAt.getTime() > TOUCH_EVERY_MS)
      await this.db
        .update(staffSessions)
        .set({ lastSeenAt: new Date(now) })
        .where(eq(staffSessions.id, row.sessionId));
    const { createdAt: _c, lastSeenAt: _l, ...member } = row;
    return { ...member, role: row.role };
  }

  async revoke(db: Db, sessionId: string): Promise<void> {
    await db
      .update(staffSessions)
      .set({ revokedAt: new Date(this.wall()) })
      .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
  }

  /** Ends every session of a member at once (disabled, role changed, password reset). */
  async revokeAllOf(db: Db, memberId: string): Promise<void> {
    await db
      .update(staffSessions)
      .set({ revokedAt: sql`coalesce(${staffSessions.revokedAt}, ${new Date(this.wall())})` })
      .where(eq(staffSessions.memberId, memberId));
  }
}
