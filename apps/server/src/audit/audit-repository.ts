import type { Db } from '../db/database.ts';
import { auditLog } from '../db/schema.ts';

export interface AuditEntry {
  at: Date;
  userId?: string | null;
  action: string;
  detail?: Record<string, unknown>;
  ip?: string | null;
}

/** Written in the same transaction as the change it records. */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    at: entry.at,
    userId: entry.userId ?? null,
    action: entry.action,
    detail: entry.detail ?? {},
    ip: entry.ip ?? null,
  });
}
