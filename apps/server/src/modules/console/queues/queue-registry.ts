import { type StaffRole, staffCan } from '@puente/domain';
import type { Db } from '../../../db/database.ts';
import type { QueueCount, StaffQueue } from './staff-queue.ts';

/** Every queue of the console; areas add theirs, the overview counts those a member may work. */
export class QueueRegistry {
  private readonly queues = new Map<string, StaffQueue>();

  add(queue: StaffQueue): void {
    this.queues.set(queue.name, queue);
  }

  get(name: string): StaffQueue | undefined {
    return this.queues.get(name);
  }

  async overview(
    db: Db,
    role: StaffRole,
    now: Date,
  ): Promise<(QueueCount & { name: string; deadlineHours: number })[]> {
    const visible = [...this.queues.values()].filter((queue) => staffCan(role, queue.permission));
    return Promise.all(
      visible.map(async (queue) => ({
        name: queue.name,
        deadlineHours: queue.deadlineHours,
        ...(await queue.count(db, now)),
      })),
    );
  }
}
