import type { IdentityImageKind } from '@puente/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { identityChecks, identityImages } from '../../db/schema.ts';

export type ImageRow = typeof identityImages.$inferSelect;
export type ChecksRow = typeof identityChecks.$inferSelect;

export async function findImages(db: Db, userId: string): Promise<ImageRow[]> {
  return db.select().from(identityImages).where(eq(identityImages.userId, userId));
}

/** Stores the photo of a kind, replacing the previous one; answers the replaced file's key. */
export async function replaceImage(db: Db, row: ImageRow): Promise<string | undefined> {
  const [previous] = await db
    .select({ key: identityImages.storageKey })
    .from(identityImages)
    .where(and(eq(identityImages.userId, row.userId), eq(identityImages.kind, row.kind)));
  const { userId: _u, kind: _k, ...changes } = row;
  await db
    .insert(identityImages)
    .values(row)
    .onConflictDoUpdate({ target: [identityImages.userId, identityImages.kind], set: changes });
  return previous?.key;
}

export async function findChecks(db: Db, userId: string): Promise<ChecksRow | undefined> {
  const [row] = await db.select().from(identityChecks).where(eq(identityChecks.userId, userId));
  return row;
}

async function upsertChecks(db: Db, userId: string, changes: Partial<Omit<ChecksRow, 'userId'>>) {
  await db
    .insert(identityChecks)
    .values({ userId, ...changes })
    .onConflictDoUpdate({ target: identityChecks.userId, set: changes });
}

export interface OcrOutcome {
  status: 'passed' | 'failed';
  fields: Record<string, unknown> | null;
  frontSha256: string;
  backSha256: string;
  at: Date;
}

export async function saveOcr(db: Db, userId: string, o: OcrOutcome): Promise<void> {
  await upsertChecks(db, userId, {
    ocrStatus: o.status,
    ocrFields: o.fields,
    ocrFrontSha256: o.frontSha256,
    ocrBackSha256: o.backSha256,
    ocrAt: o.at,
  });
}

export interface FaceOutcome {
  status: 'passed' | 'failed';
  score: number | null;
  faceSha256: string;
  frontSha256: string;
  at: Date;
}

export async function saveFaceMatch(db: Db, userId: string, o: FaceOutcome): Promise<void> {
  await upsertChecks(db, userId, {
    faceStatus: o.status,
    faceScore: o.score,
    faceSha256: o.faceSha256,
    faceFrontSha256: o.frontSha256,
    faceAt: o.at,
  });
}

export async function markCompleted(db: Db, userId: string, at: Date): Promise<void> {
  await upsertChecks(db, userId, { completedAt: at });
}

export function imageOf(images: ImageRow[], kind: IdentityImageKind): ImageRow | undefined {
  return images.find((i) => i.kind === kind);
}
