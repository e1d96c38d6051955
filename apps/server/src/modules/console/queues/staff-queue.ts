import type { StaffPermission } from '@puente/domain';
import type { Db } from '../../../db/database.ts';

export interface QueueCount {
  /** Items waiting for someone. */
  open: number;
  /** Of those, how many are past their deadline. */
  overdue: number;
  /** When the oldest open item arrived (ISO), for "waiting since". */
  oldestAt: string | null;
}

/**
 * A queue of the console (proofs of payment, failed payouts, held credits, ...): who may work it,
 * how long an item may wait, and how to count what waits. Its items are listed by its own route.
 */
export interface StaffQueue {
  name: string;
  permission: StaffPermission;
  /** The promise made about it, e.g. 48 hours for a proof of payment's review. */
  deadlineHours: number;
  count(db: Db, now: Date): Promise<QueueCount>;
}

/** How long an item has waited and whether it is past its deadline, on the business clock. */
export function ageing(receivedAt: Date, deadlineHours: number, now: Date) {
  const dueAt = new Date(receivedAt.getTime() + deadlineHours * 3_600_000);
  return {
    receivedAt: receivedAt.toISOString(),
    dueAt: dueAt.toISOString(),
    waitingMinutes: Math.max(0, Math.floor((now.getTime() - receivedAt.getTime()) / 60_000)),
    overdue: now.getTime() > dueAt.getTime(),
  };
}
