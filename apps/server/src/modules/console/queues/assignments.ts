import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { staffAssignments, staffMembers } from '../../../db/schema.ts';

export interface Assignee {
  memberId: string;
  name: string;
}

/** Who works each of these items of a queue (absent: nobody yet). */
export async function assigneesOf(db: Db, queue: string, itemIds: string[]): Promise<Map<string, Assignee>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .select({ itemId: staffAssignments.itemId, memberId: staffMembers.id, name: staffMembers.name })
    .from(staffAssignments)
    .innerJoin(staffMembers, eq(staffMembers.id, staffAssignments.memberId))
    .where(and(eq(staffAssignments.queue, queue), inArray(staffAssignments.itemId, itemIds)));
  return new Map(rows.map((row) => [row.itemId, { memberId: row.memberId, name: row.name }]));
}

/** Sets (or with `memberId` null, clears) who works an item; answers who worked it before. */
export async function assign(
  tx: Db,
  item: { queue: string; itemId: string },
  memberId: string | null,
  by: { memberId: string; at: Date },
): Promise<string | null> {
  const [before] = await tx
    .select({ memberId: staffAssignments.memberId })
    .from(staffAssignments)
    .where(and(eq(staffAssignments.queue, item.queue), eq(staffAssignments.itemId, item.itemId)))
    .for('update');
  if (memberId === null) {
    await tx
      .delete(staffAssignments)
      .where(and(eq(staffAssignments.queue, item.queue), eq(staffAssignments.itemId, item.itemId)));
  } else {
    await tx
      .insert(staffAssignments)
      .values({ ...item, memberId, assignedBy: by.memberId, assignedAt: by.at })
      .onConflictDoUpdate({
        target: [staffAssignments.queue, staffAssignments.itemId],
        set: { memberId, assignedBy: by.memberId, assignedAt: by.at },
      });
  }
  return before?.memberId ?? null;
}
