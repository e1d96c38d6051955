import type { CollectedKind, ConsentKind } from '@puente/domain';
import { and, desc, eq, gte, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { collectedData, consents, loanOrders } from '../../db/schema.ts';

export type ConsentRow = typeof consents.$inferSelect;

export async function insertConsent(db: Db, row: Omit<ConsentRow, 'id'>): Promise<void> {
  await db.insert(consents).values(row);
}

/** The consent in force: the newest answer of the consent screen. */
export async function latestConsent(db: Db, userId: string): Promise<ConsentRow | undefined> {
  const [row] = await db
    .select()
    .from(consents)
    .where(eq(consents.userId, userId))
    .orderBy(desc(consents.id))
    .limit(1);
  return row;
}

export function grantedKinds(row: ConsentRow | undefined): ConsentKind[] {
  return (row?.granted ?? []) as ConsentKind[];
}

export interface CollectedRow {
  userId: string;
  kind: CollectedKind;
  orderNo: string | null;
  items: number;
  payload: unknown;
  collectedAt: Date;
}

/** Keeps the newest upload of a kind. */
export async function saveCollected(db: Db, row: CollectedRow): Promise<void> {
  const { userId: _u, kind: _k, ...changes } = row;
  await db
    .insert(collectedData)
    .values(row)
    .onConflictDoUpdate({ target: [collectedData.userId, collectedData.kind], set: changes });
}

export async function collectedKinds(db: Db, userId: string): Promise<CollectedKind[]> {
  const rows = await db
    .select({ kind: collectedData.kind })
    .from(collectedData)
    .where(eq(collectedData.userId, userId));
  return rows.map((r) => r.kind as CollectedKind);
}

/** Deletes the user's collected data (of the given kinds, or all); answers the kinds deleted. */
export async function deleteCollected(db: Db, userId: string, kinds?: CollectedKind[]): Promise<string[]> {
  if (kinds && kinds.length === 0) return [];
  const rows = await db
    .delete(collectedData)
    .where(and(eq(collectedData.userId, userId), kinds ? inArray(collectedData.kind, kinds) : undefined))
    .returning({ kind: collectedData.kind });
  return rows.map((r) => r.kind);
}

/** Borrowers still holding device data collected before one of their loan orders was decided. */
export async function usersWithDecidedCollections(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: collectedData.userId })
    .from(collectedData)
    .innerJoin(
      loanOrders,
      and(eq(loanOrders.userId, collectedData.userId), gte(loanOrders.decidedAt, collectedData.collectedAt)),
    )
    .limit(limit);
  return rows.map((r) => r.userId);
}
