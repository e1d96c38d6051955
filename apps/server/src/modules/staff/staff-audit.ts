import type { Db } from '../../db/database.ts';
import { staffAudit } from '../../db/schema.ts';
import type { StaffCaller } from './staff-route.ts';

export interface StaffAction {
  /** e.g. `voucher.approved`, `proposal.approved`, `customer.revealed`. */
  action: string;
  customerId?: string | null;
  subjectType?: string;
  subjectId?: string;
  before?: unknown;
  after?: unknown;
}

/** Write it with `tx`, the transaction of the change it records: both happen, or neither. */
export async function recordStaffAction(
  tx: Db,
  caller: Pick<StaffCaller, 'memberId' | 'ip'>,
  at: Date,
  entry: StaffAction,
): Promise<void> {
  await tx.insert(staffAudit).values({
    at,
    memberId: caller.memberId,
    ip: caller.ip,
    action: entry.action,
    customerId: entry.customerId ?? null,
    subjectType: entry.subjectType ?? null,
    subjectId: entry.subjectId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
