import { randomUUID } from 'node:crypto';
import {
  DomainError,
  type ErrorName,
  type IdentityImageKind,
  type IdentityName,
  type IdentityStatus,
  type MarketId,
  normalisePersonId,
  type OcrFields,
  personIdKey,
} from '@puente/domain';
import { recordAudit } from '../../audit/audit-repository.ts';
import type { BusinessClock } from '../../clock/business-clock.ts';
import type { Db } from '../../db/database.ts';
import type { SessionUser, UploadedFile } from '../../protocol/call.ts';
import type {
  CurpCheckResult,
  CurpRecord,
  KycImage,
  KycProvider,
  NigerianIdCheckResult,
  NigerianIdRecord,
  TypedIdentity,
} from '../../providers/kyc/kyc-provider.ts';
import { queueFileDeletions } from '../../storage/deletion-queue.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { findOnboarding, touchOnboarding } from '../onboarding/onboarding-service.ts';
import { type Claim, claimFor, releaseClaim } from '../people/identity-claims.ts';
import { type ReuseAttempt, recordReuse, reuseRefusal } from '../people/reuse-refusal.ts';
import { bvnDisagreement, bvnOf, type KeptBvnRecord, keptBvnRecord } from './bvn-agreement.ts';
import * as repo from './identity-repository.ts';
import { identityStatus } from './identity-status.ts';
import { CONTENT_TYPES, checkImage } from './image-check.ts';
import { openPhotoRequest } from './photo-requests.ts';
import type { ProfileLookup } from './profile-lookup.ts';
import { renapoDisagreement, typedIdentityOf } from './renapo-agreement.ts';

/** The profile shows the identity photos and checks a borrower has passed. */
export { findChecks, findImages } from './identity-repository.ts';

/**
 * The borrower's names as their BVN's record confirmed them (Nigeria, decision 050), or null before
 * a BVN was verified: a bank account's name is compared with this when there is one.
 */
export async function verifiedIdentityName(db: Db, userId: string): Promise<IdentityName | null> {
  const read = (await repo.findChecks(db, userId))?.ocrFields as { bvn?: KeptBvnRecord } | null | undefined;
  return read?.bvn?.verifiedName ?? null;
}

export interface IdentityDeps {
  db: Db;
  clock: BusinessClock;
  storage: FileStorage;
  kyc: KycProvider;
  profiles: ProfileLookup;
  log: (error: unknown, message: string) => void;
}

export interface Caller {
  ip: string;
}

type Verdict<T> = { ok: true; value: T } | { ok: false; error: DomainError };

const MATCH_LATER: ErrorName[] = ['idFrontMissing', 'kycUnavailable', 'photosChanged'];

const refuse = (name: ErrorName, params?: Record<string, string | number>) =>
  ({ ok: false, error: new DomainError(name, params) }) as const;

/**
 * ID photos and face (issue 3, spec §5): the back before the front, OCR of both sides checked
 * against the national id in personal info, the face matched with the ID front, then the step is
 * marked complete. Photos go to file storage; rows keep their keys, hashes and sizes.
 */
export class IdentityService {
  constructor(private readonly deps: IdentityDeps) {}

  async status(user: SessionUser): Promise<IdentityStatus> {
    const { db } = this.deps;
    const images = await repo.findImages(db, user.userId);
    const status = identityStatus(images, await repo.findChecks(db, user.userId));
    const asked = await openPhotoRequest(db, user.userId, images);
    return asked ? { ...status, newPhotosAsked: asked } : status;
  }

  async upload(
    caller: Caller,
    user: SessionUser,
    kind: IdentityImageKind,
    file: UploadedFile | undefined,
  ): Promise<IdentityStatus> {
    const image = checkImage(kind, file);
    const { db, clock, storage } = this.deps;
    if (kind === 'front') await this.requireBack(db, user.userId);
    if ((await findOnboarding(db, user.userId))?.submittedAt) throw new DomainError('alreadySubmitted');

    const key = `identity/${user.userId}/${kind}-${randomUUID()}.${image.format}`;
    await storage.put(key, image.data, CONTENT_TYPES[image.format]);
    try {
      await db.transaction(async (tx) => {
        const now = clock.now();
        const progress = await touchOnboarding(tx, user.userId, user.market, now);
        if (progress.submittedAt) throw new DomainError('alreadySubmitted');
        if (kind === 'front') await this.requireBack(tx, user.userId);
        const replaced = await repo.replaceImage(tx, {
          userId: user.userId,
          kind,
          storageKey: key,
          sha256: image.sha256,
          bytes: image.bytes,
          format: image.format,
          width: image.width,
          height: image.height,
          uploadedAt: now,
        });
        if (replaced) await queueFileDeletions(tx, [replaced], now);
        await recordAudit(tx, {
          at: now,
          userId: user.userId,
          action: 'identity.image.uploaded',
          detail: { kind, sha256: image.sha256, bytes: image.bytes, replaced: Boolean(replaced) },
          ip: caller.ip,
        });
      });
    } catch (error) {
      await storage.delete(key).catch((e) => this.deps.log(e, 'could not remove an unused upload'));
      throw error;
    }

    if (kind === 'face') {
      // Matched now when the ID front is on file. Without a front yet, or during a provider outage,
      // the match stays pending: the photo is stored and finishUploadAllImg matches it.
      const verdict = await this.matchFace(caller, user, { quiet: true });
      if (!verdict.ok && !MATCH_LATER.includes(verdict.error.errorName)) throw verdict.error;
    }
    return this.status(user);
  }

  /** Runs the provider's OCR on the stored front and back; answers what it read. */
  async ocr(caller: Caller, user: SessionUser): Promise<{ read: OcrFields; status: IdentityStatus }> {
    const { db, clock } = this.deps;
    const images = await repo.findImages(db, user.userId);
    const back = repo.imageOf(images, 'back');
    const front = repo.imageOf(images, 'front');
    if (!back) throw new DomainError('idBackMissing');
    if (!front) throw new DomainError('idFrontMissing');
    if ((await findOnboarding(db, user.userId))?.submittedAt) throw new DomainError('alreadySubmitted');
    if (user.market === 'MX' && !(await this.deps.profiles.curpOf(db, user.userId)))
      throw new DomainError('personalInfoFirst');

    const [frontImage, backImage] = await Promise.all([this.load(front), this.load(back)]);
    const typed = await this.typed(db, user.userId);
    const result = await this.provider(() =>
      this.deps.kyc.ocrIdCard({
        reference: user.userId,
        market: user.market as MarketId,
        front: frontImage,
        back: backImage,
        typed,
      }),
    );
    // Mexico: RENAPO's record of the CURP typed, once the card shows that CURP (decision 043).
    const { checkCurp } = this.deps.kyc;
    const registry: CurpCheckResult | undefined =
      user.market === 'MX' &&
      result.ok &&
      checkCurp &&
      typed.curp &&
      sameId(typed.curp, result.fields.idNumber)
        ? await this.provider(() =>
            checkCurp.call(this.deps.kyc, { reference: user.userId, curp: typed.curp as string }),
          )
        : undefined;
    // Nigeria: the BVN's record at the ID authority through Smile ID, once the card is read (decision 050).
    const basic = user.market === 'NG' ? await this.deps.profiles.basicOf(db, user.userId) : null;
    const bvn = bvnOf(basic);
    const { checkNigerianId } = this.deps.kyc;
    let idRecord: NigerianIdCheckResult | undefined;
    // The authority's record of a BVN does not change: one looked up before is not paid for again.
    const before = (await repo.findChecks(db, user.userId))?.ocrFields as { bvn?: KeptBvnRecord } | null;
    if (bvn && result.ok && before?.bvn?.idNumber === bvn) idRecord = { found: true, record: before.bvn };
    else if (bvn && result.ok) {
      if (!checkNigerianId) throw new DomainError('kycUnavailable');
      idRecord = await this.provider(() =>
        checkNigerianId.call(this.deps.kyc, { reference: user.userId, idType: 'BVN', idNumber: bvn, typed }),
      );
    }

    let taken: ReuseAttempt | undefined;
    const verdict = await db.transaction(async (tx): Promise<Verdict<OcrFields>> => {
      const now = clock.now();
      await touchOnboarding(tx, user.userId, user.market, now);
      const current = await repo.findImages(tx, user.userId);
      if (
        repo.imageOf(current, 'front')?.sha256 !== front.sha256 ||
        repo.imageOf(current, 'back')?.sha256 !== back.sha256
      )
        return refuse('photosChanged');
      let outcome: Verdict<OcrFields> = result.ok
        ? await this.matchesProfile(tx, user, result.fields)
        : refuse(result.failure === 'frontUnreadable' ? 'idFrontUnreadable' : 'ocrFailed');
      if (outcome.ok && registry) outcome = await this.matchesRegistry(tx, user, registry, outcome);
      if (outcome.ok && idRecord) {
        const disagreement = idRecord.found ? bvnDisagreement(idRecord.record, basic) : 'bvnNotFound';
        if (disagreement) outcome = refuse(disagreement);
      }
      // A NIN the card step answers is claimed; in production it answers one only when the borrower gave it.
      if (outcome.ok && outcome.value.idType === 'NIN' && outcome.value.idNumber) {
        taken = await this.claimNin(tx, user, outcome.value.idNumber, now);
        if (taken) outcome = { ok: false, error: reuseRefusal(taken) };
      }
      await repo.saveOcr(tx, user.userId, {
        status: outcome.ok ? 'passed' : 'failed',
        // RENAPO's record is kept with what the card showed: submission compares it again.
        fields: result.ok
          ? {
              ...result.fields,
              ...(registry?.found ? { registry: registry.record } : {}),
              // The BVN's record and the name it verified: submission and the account-name check read it.
              ...(idRecord?.found ? { bvn: keptBvnRecord(stripKept(idRecord.record), basic) } : {}),
            }
          : null,
        frontSha256: front.sha256,
        backSha256: back.sha256,
        at: now,
      });
      await recordAudit(tx, {
        at: now,
        userId: user.userId,
        action: 'identity.ocr',
        detail: {
          result: outcome.ok ? 'passed' : outcome.error.errorName,
          idType: result.ok ? result.fields.idType : null,
        },
        ip: caller.ip,
      });
      return outcome;
    });
    // Recorded apart: the operator's queue keeps it whatever happens to the borrower's next try.
    if (taken) await recordReuse(db, taken, clock.now(), caller.ip);
    if (!verdict.ok) throw verdict.error;
    return { read: verdict.value, status: await this.status(user) };
  }

  /**
   * A Nigerian card's NIN belongs to one account (decision 038): claimed when the card is read, the
   * NIN of a card read before (onboarding is not submitted yet: OCR refuses after) freed. Answers
   * the attempt when another account holds it.
   */
  private async claimNin(
    tx: Db,
    user: SessionUser,
    idNumber: string,
    now: Date,
  ): Promise<ReuseAttempt | undefined> {
    const market = user.market as MarketId;
    const number = normalisePersonId('NIN', idNumber);
    const claim: Claim = { key: personIdKey(market, 'NIN', number), market, kind: 'NIN', number };
    const owner = await claimFor(tx, user.userId, claim, now);
    if (owner !== user.userId) {
      return { claim, source: 'identityCard', userId: user.userId, ownerUserId: owner, field: 'idCard' };
    }
    const before = (await repo.findChecks(tx, user.userId))?.ocrFields as OcrFields | null | undefined;
    if (before?.idType === 'NIN' && before.idNumber) {
      const beforeKey = personIdKey(market, 'NIN', before.idNumber);
      if (beforeKey !== claim.key) await releaseClaim(tx, user.userId, beforeKey);
    }
    return undefined;
  }

  /** Marks the identity step complete once every photo is there and every check passed. */
  async finish(caller: Caller, user: SessionUser): Promise<IdentityStatus> {
    const problem = await this.photosAndOcrProblem(this.deps.db, user);
    if (problem) throw problem;
    let status = await this.status(user);
    if (status.faceMatch !== 'passed') {
      const verdict = await this.matchFace(caller, user, { quiet: false });
      if (!verdict.ok) throw verdict.error;
      status = await this.status(user);
    }
    if (status.completed) return status;

    const { db, clock } = this.deps;
    await db.transaction(async (tx) => {
      const now = clock.now();
      await touchOnboarding(tx, user.userId, user.market, now);
      const images = await repo.findImages(tx, user.userId);
      const current = identityStatus(images, await repo.findChecks(tx, user.userId));
      if (current.ocr !== 'passed' || current.faceMatch !== 'passed') throw new DomainError('photosChanged');
      await repo.markCompleted(tx, user.userId, now);
      await recordAudit(tx, {
        at: now,
        userId: user.userId,
        action: 'identity.completed',
        detail: Object.fromEntries(images.map((i) => [i.kind, i.sha256])),
        ip: caller.ip,
      });
    });
    return this.status(user);
  }

  /**
   * Why the identity step is not complete, or null when it is; submission asks this in its own
   * transaction. The national id on file is compared again, in case personal info changed since.
   */
  async completionProblem(db: Db, user: Pick<SessionUser, 'userId' | 'market'>): Promise<DomainError | null> {
    const problem = await this.photosAndOcrProblem(db, user);
    if (problem) return problem;
    const status = identityStatus(
      await repo.findImages(db, user.userId),
      await repo.findChecks(db, user.userId),
    );
    if (status.faceMatch === 'failed') return new DomainError('faceFailed');
    if (!status.completed) return new DomainError('identityIncomplete');
    return null;
  }

  /** Photos missing (in the order they are asked for), OCR not passed, or the id on file no longer the one read. */
  private async photosAndOcrProblem(
    db: Db,
    user: Pick<SessionUser, 'userId' | 'market'>,
  ): Promise<DomainError | null> {
    const images = await repo.findImages(db, user.userId);
    if (!repo.imageOf(images, 'back')) return new DomainError('idBackMissing');
    if (!repo.imageOf(images, 'front')) return new DomainError('idFrontMissing');
    if (!repo.imageOf(images, 'face')) return new DomainError('faceMissing');
    const checks = await repo.findChecks(db, user.userId);
    if (identityStatus(images, checks).ocr !== 'passed') return new DomainError('ocrPending');
    const read = checks?.ocrFields as (OcrFields & { registry?: CurpRecord }) | undefined;
    const verdict = await this.matchesProfile(db, user, read as OcrFields);
    if (!verdict.ok) return verdict.error;
    const bvnProblem = await this.bvnProblem(db, user, read as { bvn?: KeptBvnRecord } | undefined);
    if (bvnProblem) return bvnProblem;
    if (!read?.registry) return null;
    const again = await this.matchesRegistry(db, user, { found: true, record: read.registry }, verdict);
    return again.ok ? null : again.error;
  }

  /** Compares the current face with the current ID front, if both are there, and stores the result. */
  private async matchFace(caller: Caller, user: SessionUser, o: { quiet: boolean }): Promise<Verdict<null>> {
    const { db, clock } = this.deps;
    const images = await repo.findImages(db, user.userId);
    const face = repo.imageOf(images, 'face');
    const front = repo.imageOf(images, 'front');
    if (!face) return refuse('faceMissing');
    if (!front) return refuse('idFrontMissing');

    let result: Awaited<ReturnType<KycProvider['matchFace']>>;
    try {
      const [faceImage, frontImage] = await Promise.all([this.load(face), this.load(front)]);
      // Nigeria: the selfie is compared with the photo registered for the BVN (decision 050).
      const bvn = user.market === 'NG' ? bvnOf(await this.deps.profiles.basicOf(db, user.userId)) : null;
      result = await this.provider(() =>
        this.deps.kyc.matchFace({
          reference: user.userId,
          market: user.market as MarketId,
          face: faceImage,
          idFront: frontImage,
          ...(bvn ? { nationalId: { idType: 'BVN' as const, idNumber: bvn } } : {}),
        }),
      );
    } catch (error) {
      if (o.quiet && error instanceof DomainError) return { ok: false, error };
      throw error;
    }
    return db.transaction(async (tx): Promise<Verdict<null>> => {
      const now = clock.now();
      await touchOnboarding(tx, user.userId, user.market, now);
      const current = await repo.findImages(tx, user.userId);
      if (
        repo.imageOf(current, 'face')?.sha256 !== face.sha256 ||
        repo.imageOf(current, 'front')?.sha256 !== front.sha256
      )
        return refuse('photosChanged');
      const passed = result.ok && result.passed;
      await repo.saveFaceMatch(tx, user.userId, {
        status: passed ? 'passed' : 'failed',
        score: result.ok ? result.score : null,
        faceSha256: face.sha256,
        frontSha256: front.sha256,
        at: now,
      });
      await recordAudit(tx, {
        at: now,
        userId: user.userId,
        action: 'identity.face',
        detail: { passed, score: result.ok ? result.score : null },
        ip: caller.ip,
      });
      return passed ? { ok: true, value: null } : refuse('faceFailed');
    });
  }

  /** The id read on the card must be the one typed in personal info (always in Mexico; in Nigeria when one is on file). */
  private async matchesProfile(
    db: Db,
    user: Pick<SessionUser, 'userId' | 'market'>,
    read: OcrFields,
  ): Promise<Verdict<OcrFields>> {
    const onFile = await this.deps.profiles.curpOf(db, user.userId);
    if (!onFile) return user.market === 'MX' ? refuse('personalInfoFirst') : { ok: true, value: read };
    return normalise(onFile) === normalise(read.idNumber)
      ? { ok: true, value: read }
      : refuse('idMismatch', { idType: read.idType });
  }

  /**
   * Nigeria: the BVN in personal info must be the one verified with the card, and its record still
   * agree with personal info (which may have changed since): else the card is read again.
   */
  private async bvnProblem(
    db: Db,
    user: Pick<SessionUser, 'userId' | 'market'>,
    read: { bvn?: KeptBvnRecord } | undefined,
  ): Promise<DomainError | null> {
    if (user.market !== 'NG') return null;
    const basic = await this.deps.profiles.basicOf(db, user.userId);
    const bvn = bvnOf(basic);
    if (!bvn) return null;
    if (read?.bvn?.idNumber !== bvn) return new DomainError('ocrPending');
    const disagreement = bvnDisagreement(read.bvn, basic);
    return disagreement ? new DomainError(disagreement) : null;
  }

  /** RENAPO's record of the CURP must exist and name the person personal info names. */
  private async matchesRegistry(
    db: Db,
    user: Pick<SessionUser, 'userId'>,
    registry: CurpCheckResult,
    read: Verdict<OcrFields>,
  ): Promise<Verdict<OcrFields>> {
    if (!registry.found) return refuse('curpNotFound');
    const disagreement = renapoDisagreement(registry.record, await this.typed(db, user.userId));
    return disagreement ? refuse(disagreement) : read;
  }

  private async typed(db: Db, userId: string): Promise<TypedIdentity> {
    const { profiles } = this.deps;
    return typedIdentityOf(await profiles.curpOf(db, userId), await profiles.basicOf(db, userId));
  }

  private async requireBack(db: Db, userId: string): Promise<void> {
    if (!repo.imageOf(await repo.findImages(db, userId), 'back')) throw new DomainError('idBackFirst');
  }

  private async load(row: repo.ImageRow): Promise<KycImage> {
    const data = await this.deps.storage.get(row.storageKey);
    if (!data) throw new Error(`identity photo ${row.storageKey} is missing from storage`);
    return { data, sha256: row.sha256 };
  }

  private async provider<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      this.deps.log(error, 'identity provider failed');
      throw new DomainError('kycUnavailable');
    }
  }
}

/** The authority's record without what we derived from it before (the verified name is derived again). */
function stripKept(record: NigerianIdRecord | KeptBvnRecord): NigerianIdRecord {
  const { idType, idNumber, fullName, birthDate } = record;
  return { idType, idNumber, fullName, birthDate };
}

function normalise(id: string): string {
  return id.replace(/\s+/g, '').toUpperCase();
}

const sameId = (a: string, b: string) => normalise(a) === normalise(b);
