import { type DomainError, ONBOARDING_RETENTION_DAYS } from '@puente/domain';
import { recordAudit } from '../../audit/audit-repository.ts';
import type { BusinessClock } from '../../clock/business-clock.ts';
import type { Db } from '../../db/database.ts';
import type { SessionUser } from '../../protocol/call.ts';
import { markSubmitted, touchOnboarding } from './onboarding-repository.ts';
import { adoptProfileActivity, type PurgeHook, purgeAbandonedBatch } from './onboarding-retention.ts';

/** Every step of onboarding (identity, profile, consent) marks the borrower's progress and reads it. */
export { findOnboarding, type OnboardingRow, touchOnboarding } from './onboarding-repository.ts';

/** One step's verdict on submission: null when the step is done, else the refusal to answer. */
export type SubmitCheck = (db: Db, user: SessionUser) => Promise<DomainError | null>;

export interface OnboardingDeps {
  db: Db;
  clock: BusinessClock;
  /** Checked in order inside the submission transaction; later steps add theirs. */
  submitChecks: SubmitCheck[];
  /** What other parts keep about a borrower whose onboarding data is purged, forgotten with it. */
  purgeHooks?: PurgeHook[];
}

const DAY_MS = 86_400_000;
const PURGE_BATCH = 200;

/**
 * The borrower's onboarding as a whole: submission (which ends the one-week deletion of spec §9)
 * and that deletion, run by the tick.
 */
export class OnboardingService {
  constructor(private readonly deps: OnboardingDeps) {}

  async submit(caller: { ip: string }, user: SessionUser): Promise<{ submittedAt: string }> {
    const { db, clock } = this.deps;
    const submittedAt = await db.transaction(async (tx) => {
      const now = clock.now();
      const progress = await touchOnboarding(tx, user.userId, user.market, now);
      if (progress.submittedAt) return progress.submittedAt;
      for (const check of this.deps.submitChecks) {
        const problem = await check(tx, user);
        if (problem) throw problem;
      }
      await markSubmitted(tx, user.userId, now);
      await recordAudit(tx, { at: now, userId: user.userId, action: 'onboarding.submitted', ip: caller.ip });
      return now;
    });
    return { submittedAt: submittedAt.toISOString() };
  }

  /** Tick step: deletes the onboarding data of borrowers who never submitted, a week after their last activity. */
  async purgeAbandoned(): Promise<number> {
    const { db, clock } = this.deps;
    await adoptProfileActivity(db);
    let purged = 0;
    for (;;) {
      const now = clock.now();
      const cutoff = new Date(now.getTime() - ONBOARDING_RETENTION_DAYS * DAY_MS);
      const batch = await db.transaction((tx) =>
        purgeAbandonedBatch(tx, cutoff, now, PURGE_BATCH, this.deps.purgeHooks),
      );
      purged += batch.length;
      if (batch.length < PURGE_BATCH) return purged;
    }
  }
}
