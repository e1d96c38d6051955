import { and, asc, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  auditLog,
  bankAccounts,
  collectedData,
  identityChecks,
  identityImages,
  identityPhotoRequests,
  onboarding,
  questionnaires,
  userProfiles,
} from '../../db/schema.ts';
import { queueFileDeletions } from '../../storage/deletion-queue.ts';
import { forgetClaims } from '../people/identity-claims.ts';

/** Deletes, in the purge's transaction, what another part keeps about the purged borrowers. */
export type PurgeHook = (db: Db, userIds: string[]) => Promise<void>;

/**
 * Personal info written without touchOnboarding still counts as activity: profiles lend their
 * updated_at to the onboarding row (creating it when missing). One statement, any number of rows.
 */
export async function adoptProfileActivity(db: Db): Promise<void> {
  await db.execute(sql`
    insert into ${onboarding} (user_id, market, last_activity_at)
    select user_id, market, updated_at from ${userProfiles}
    on conflict (user_id) do update set last_activity_at = excluded.last_activity_at
    where ${onboarding}.last_activity_at < excluded.last_activity_at`);
}

/**
 * Deletes the onboarding data of up to `limit` borrowers who never submitted and were last active
 * before `cutoff`: personal info, identity photos (files queued for removal) and checks, collected
 * device data, and what the providers keep about them (`alsoForget`: the KYC's memory of their
 * cards). Rows are locked (SKIP LOCKED), so a borrower writing right now is left for the next tick. A later step's table belongs in this list.
 */
export async function purgeAbandonedBatch(
  db: Db,
  cutoff: Date,
  now: Date,
  limit: number,
  alsoForget: PurgeHook[] = [],
): Promise<string[]> {
  const doomed = (
    await db
      .select({ userId: onboarding.userId })
      .from(onboarding)
      .where(and(isNull(onboarding.submittedAt), lt(onboarding.lastActivityAt, cutoff)))
      .orderBy(asc(onboarding.lastActivityAt))
      .limit(limit)
      .for('update', { skipLocked: true })
  ).map((r) => r.userId);
  if (doomed.length === 0) return doomed;

  const files = await db
    .delete(identityImages)
    .where(inArray(identityImages.userId, doomed))
    .returning({ key: identityImages.storageKey });
  await queueFileDeletions(
    db,
    files.map((f) => f.key),
    now,
  );
  await db.delete(identityChecks).where(inArray(identityChecks.userId, doomed));
  await db.delete(identityPhotoRequests).where(inArray(identityPhotoRequests.userId, doomed));
  for (const forget of alsoForget) await forget(db, doomed);
  // Their ids and accounts are free again (decision 038); what was refused stays in the queue.
  await forgetClaims(db, doomed);
  await db.delete(collectedData).where(inArray(collectedData.userId, doomed));
  await db.delete(questionnaires).where(inArray(questionnaires.userId, doomed));
  await db.delete(bankAccounts).where(inArray(bankAccounts.userId, doomed));
  await db.delete(userProfiles).where(inArray(userProfiles.userId, doomed));
  await db.delete(onboarding).where(inArray(onboarding.userId, doomed));
  await db.insert(auditLog).values(
    doomed.map((userId) => ({
      at: now,
      userId,
      action: 'onboarding.purged',
      detail: { reason: 'not submitted within the retention period', cutoff: cutoff.toISOString() },
    })),
  );
  return doomed;
}
