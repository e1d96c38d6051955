import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { staffAudit, staffMembers, staffTotpUse } from '../../../db/schema.ts';

/** Five failed tries (password or code) lock the member for fifteen minutes (decision 054). */
export const MAX_FAILED_TRIES = 5;
export const LOCK_MINUTES = 15;

export type StaffMemberRow = typeof staffMembers.$inferSelect;

export async function memberByEmail(db: Db, email: string): Promise<StaffMemberRow | undefined> {
  const [row] = await db
    .select()
    .from(staffMembers)
    .where(sql`lower(${staffMembers.email}) = ${email.trim().toLowerCase()}`);
  return row;
}

export async function memberById(db: Db, id: string): Promise<StaffMemberRow | undefined> {
  const [row] = await db.select().from(staffMembers).where(eq(staffMembers.id, id));
  return row;
}

export function isLocked(member: StaffMemberRow, now: number): boolean {
  return member.lockedUntil !== null && member.lockedUntil.getTime() > now;
}

/** Counts a failed try; answers true when this one locked the member. */
export async function countFailure(db: Db, memberId: string, now: number): Promise<boolean> {
  const [row] = await db
    .update(staffMembers)
    .set({ failedLogins: sql`${staffMembers.failedLogins} + 1` })
    .where(eq(staffMembers.id, memberId))
    .returning({ failed: staffMembers.failedLogins });
  if (!row || row.failed < MAX_FAILED_TRIES) return false;
  await db
    .update(staffMembers)
    .set({ failedLogins: 0, lockedUntil: new Date(now + LOCK_MINUTES * 60_000) })
    .where(eq(staffMembers.id, memberId));
  return true;
}

export async function clearFailures(db: Db, memberId: string): Promise<void> {
  await db
    .update(staffMembers)
    .set({ failedLogins: 0, lockedUntil: null })
    .where(eq(staffMembers.id, memberId));
}

/**
 * Takes a TOTP step for the member, atomically: false when that step or a later one was already
 * accepted, so a code is never accepted twice, even by two requests at once.
 */
export async function takeTotpStep(db: Db, memberId: string, step: number): Promise<boolean> {
  const taken = await db
    .insert(staffTotpUse)
    .values({ memberId, lastStep: step })
    .onConflictDoUpdate({
      target: staffTotpUse.memberId,
      set: { lastStep: step },
      setWhere: lt(staffTotpUse.lastStep, step),
    })
    .returning({ step: staffTotpUse.lastStep });
  return taken.length === 1;
}

/**
 * A failed sign-in for an e-mail no member has: kept in the staff audit without a member, so
 * guessing at addresses shows in the trail too.
 */
export async function recordUnknownEmail(db: Db, email: string, ip: string, at: Date): Promise<void> {
  await db.insert(staffAudit).values({
    at,
    memberId: null,
    ip,
    action: 'staff.signInFailed',
    subjectType: 'email',
    subjectId: email.trim().toLowerCase().slice(0, 200),
    after: { reason: 'unknownEmail' },
  });
}

/** Enrolled (a password set) and not disabled. */
export function activeMember(member: StaffMemberRow): boolean {
  return member.disabledAt === null && member.passwordHash !== null;
}
