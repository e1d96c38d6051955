import {
  COLLECTED_KINDS,
  type COLLECTED_PAYLOADS,
  CONSENT_FOR_COLLECTED,
  CONSENT_KINDS,
  CONSENT_TEXT_VERSION,
  type CollectedKind,
  type ConsentAnswer,
  type ConsentKind,
  DomainError,
  REQUIRED_CONSENT_KINDS,
  type UploadStatus,
} from '@puente/domain';
import type { z } from 'zod';
import { recordAudit } from '../../audit/audit-repository.ts';
import type { BusinessClock } from '../../clock/business-clock.ts';
import type { Db } from '../../db/database.ts';
import type { SessionUser } from '../../protocol/call.ts';
import { touchOnboarding } from '../onboarding/onboarding-service.ts';
import * as repo from './consent-repository.ts';

const PURGE_BATCH = 200;

export interface ConsentDeps {
  db: Db;
  clock: BusinessClock;
}

export interface Caller {
  ip: string;
}

export type CollectedPayload<K extends CollectedKind> = z.output<(typeof COLLECTED_PAYLOADS)[K]>;

/**
 * The consent screen (spec §2) and the data the native collector uploads under it (spec §7
 * `/time/upload`). Nothing is stored for a kind the borrower did not allow; withdrawing a kind
 * deletes what was collected under it; the data is deleted after the loan decision.
 */
export class ConsentService {
  constructor(private readonly deps: ConsentDeps) {}

  async save(caller: Caller, user: SessionUser, input: { granted: ConsentKind[]; textVersion: string }) {
    const granted = CONSENT_KINDS.filter((k) => input.granted.includes(k));
    if (REQUIRED_CONSENT_KINDS.some((k) => !granted.includes(k))) throw new DomainError('cameraRequired');
    const { db, clock } = this.deps;
    await db.transaction(async (tx) => {
      const now = clock.now();
      await touchOnboarding(tx, user.userId, user.market, now);
      await repo.insertConsent(tx, {
        userId: user.userId,
        granted,
        textVersion: input.textVersion,
        consentedAt: now,
        ip: caller.ip,
      });
      const withdrawn = COLLECTED_KINDS.filter((k) => !granted.includes(CONSENT_FOR_COLLECTED[k]));
      const deleted = await repo.deleteCollected(tx, user.userId, withdrawn);
      await recordAudit(tx, {
        at: now,
        userId: user.userId,
        action: 'consent.saved',
        detail: { granted, textVersion: input.textVersion, deleted },
        ip: caller.ip,
      });
    });
    return this.get(user);
  }

  async get(user: SessionUser): Promise<ConsentAnswer> {
    const row = await repo.latestConsent(this.deps.db, user.userId);
    return {
      consented: Boolean(row),
      granted: repo.grantedKinds(row),
      textVersion: row?.textVersion ?? null,
      consentedAt: row?.consentedAt.toISOString() ?? null,
      currentTextVersion: CONSENT_TEXT_VERSION,
    };
  }

  async uploadStatus(user: SessionUser): Promise<UploadStatus> {
    const done = await repo.collectedKinds(this.deps.db, user.userId);
    return Object.fromEntries(COLLECTED_KINDS.map((k) => [k, done.includes(k)])) as UploadStatus;
  }

  /** The collector should run when the borrower consented and a consented kind is still missing. */
  async uploadEnabled(user: SessionUser): Promise<boolean> {
    const row = await repo.latestConsent(this.deps.db, user.userId);
    if (!row) return false;
    const granted = repo.grantedKinds(row);
    const done = await repo.collectedKinds(this.deps.db, user.userId);
    return COLLECTED_KINDS.some((k) => granted.includes(CONSENT_FOR_COLLECTED[k]) && !done.includes(k));
  }

  async collect<K extends CollectedKind>(
    caller: Caller,
    user: SessionUser,
    kind: K,
    input: CollectedPayload<K>,
  ): Promise<{ kind: K; items: number; collectedAt: string }> {
    const { orderNo, ...payload } = input as { orderNo?: string | undefined } & Record<string, unknown>;
    const items = countItems(payload);
    const { db, clock } = this.deps;
    const now = await db.transaction(async (tx) => {
      const at = clock.now();
      await touchOnboarding(tx, user.userId, user.market, at);
      const needed = CONSENT_FOR_COLLECTED[kind];
      if (!repo.grantedKinds(await repo.latestConsent(tx, user.userId)).includes(needed))
        throw new DomainError('consentMissing', { kind: needed });
      await repo.saveCollected(tx, {
        userId: user.userId,
        kind,
        orderNo: orderNo || null,
        items,
        payload,
        collectedAt: at,
      });
      await recordAudit(tx, {
        at,
        userId: user.userId,
        action: 'data.collected',
        detail: { kind, items, orderNo: orderNo || null },
        ip: caller.ip,
      });
      return at;
    });
    return { kind, items, collectedAt: now.toISOString() };
  }

  /**
   * Tick step: deletes the device data of every borrower whose loan was decided after it was
   * collected (spec §2: "used only for risk assessment and deleted afterwards"). Being a sweep, a
   * deletion that failed is simply done at the next tick.
   */
  async purgeDecided(): Promise<number> {
    let purged = 0;
    for (;;) {
      const users = await repo.usersWithDecidedCollections(this.deps.db, PURGE_BATCH);
      for (const userId of users) {
        await this.deleteCollectedData(userId);
        purged++;
      }
      if (users.length < PURGE_BATCH) return purged;
    }
  }

  /** Deletes everything collected from the borrower's device, with an audit line saying why. */
  async deleteCollectedData(userId: string, reason = 'loan_decision'): Promise<string[]> {
    const { db, clock } = this.deps;
    return db.transaction(async (tx) => {
      const deleted = await repo.deleteCollected(tx, userId);
      if (deleted.length > 0) {
        await recordAudit(tx, {
          at: clock.now(),
          userId,
          action: 'data.collected.deleted',
          detail: { kinds: deleted, reason },
        });
      }
      return deleted;
    });
  }
}

/** The length of the payload's one list, or 1 for a single record (device info). */
function countItems(payload: Record<string, unknown>): number {
  const list = Object.values(payload).find(Array.isArray);
  return list ? list.length : 1;
}
