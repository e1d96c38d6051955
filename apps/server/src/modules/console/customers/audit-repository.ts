import { and, desc, eq, gte, ilike, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { auditLog, staffAudit, staffMembers } from '../../../db/schema.ts';

export interface AuditFilter {
  memberId?: string | undefined;
  /** Exact, or a prefix when it ends with `*` (`customer.*`). */
  action?: string | undefined;
  customerId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  /** Free text: a subject id or address exactly, part of an action or of a member's name or e-mail. */
  q?: string | undefined;
  /** Keyset paging: rows older than this id. */
  before?: number | undefined;
  limit: number;
}

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function conditions(filter: AuditFilter): SQL[] {
  const where: SQL[] = [];
  if (filter.memberId) where.push(eq(staffAudit.memberId, filter.memberId));
  if (filter.customerId) where.push(eq(staffAudit.customerId, filter.customerId));
  if (filter.action) {
    where.push(
      filter.action.endsWith('*')
        ? sql`${staffAudit.action} like ${`${likeEscaped(filter.action.slice(0, -1))}%`}`
        : eq(staffAudit.action, filter.action),
    );
  }
  if (filter.from) where.push(gte(staffAudit.at, filter.from));
  if (filter.to) where.push(lte(staffAudit.at, filter.to));
  if (filter.before !== undefined) where.push(lt(staffAudit.id, filter.before));
  if (filter.q) {
    const part = `%${likeEscaped(filter.q)}%`;
    const match = or(
      eq(staffAudit.subjectId, filter.q),
      eq(staffAudit.ip, filter.q),
      ilike(staffAudit.action, part),
      ilike(staffMembers.name, part),
      ilike(staffMembers.email, part),
    );
    if (match) where.push(match);
  }
  return where;
}

/** Newest first (by id: the order the rows were written), one page and whether more follow. */
export async function searchStaffAudit(db: Db, filter: AuditFilter) {
  const rows = await db
    .select({
      id: staffAudit.id,
      at: staffAudit.at,
      memberId: staffAudit.memberId,
      memberName: staffMembers.name,
      memberEmail: staffMembers.email,
      memberRole: staffMembers.role,
      ip: staffAudit.ip,
      action: staffAudit.action,
      customerId: staffAudit.customerId,
      subjectType: staffAudit.subjectType,
      subjectId: staffAudit.subjectId,
      before: staffAudit.before,
      after: staffAudit.after,
    })
    .from(staffAudit)
    .leftJoin(staffMembers, eq(staffMembers.id, staffAudit.memberId))
    .where(and(...conditions(filter)))
    .orderBy(desc(staffAudit.id))
    .limit(filter.limit + 1);
  const page = rows.slice(0, filter.limit);
  return {
    items: page.map((row) => ({ ...row, at: row.at.toISOString() })),
    nextBefore: rows.length > filter.limit ? (page.at(-1)?.id ?? null) : null,
  };
}

/**
 * The messages sent to a number: today only one-time codes (by SMS or call), recorded as
 * `code.sent` in the audit log when sent; the code itself is never kept in clear.
 */
export async function codesSentTo(db: Db, e164: string, limit: number) {
  return db
    .select({ at: auditLog.at, detail: auditLog.detail, ip: auditLog.ip })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'code.sent'), sql`${auditLog.detail}->>'e164' = ${e164}`))
    .orderBy(desc(auditLog.at))
    .limit(limit);
}
