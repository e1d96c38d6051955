import type { MarketId, OcrFields } from '@puente/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { ProfileLookup } from '../../modules/identity/profile-lookup.ts';
import type {
  FaceMatchRequest,
  FaceMatchResult,
  KycImage,
  KycProvider,
  OcrRequest,
  OcrResult,
} from '../../providers/kyc/kyc-provider.ts';
import { cardPhotosProblem } from '../../providers/kyc/photo-checks.ts';
import { sandboxKycCards } from '../sandbox-schema.ts';
import { faceScore, fromCurp, readablePhoto, SANDBOX_KYC_RULES } from './photo-rules.ts';

export interface SandboxKycDeps {
  db: Db;
  profiles: ProfileLookup;
  delayMs: number;
  now: () => Date;
}

/**
 * Nigeria's identity checks in the sandbox, in process, reading personal info (Mexico's run at the
 * Tu Identidad stand-in, decision 043). The rules are photo-rules.ts.
 */
export class SandboxKyc implements KycProvider {
  constructor(private readonly deps: SandboxKycDeps) {}

  /** What this sandbox "saw" on a borrower's cards goes with their onboarding data. */
  async forget(db: Db, references: string[]): Promise<void> {
    await db.delete(sandboxKycCards).where(inArray(sandboxKycCards.reference, references));
  }

  async ocrIdCard(request: OcrRequest): Promise<OcrResult> {
    await this.pause();
    const problem = cardPhotosProblem(request.front, request.back);
    if (problem) return { ok: false, failure: problem };
    const key = and(
      eq(sandboxKycCards.reference, request.reference),
      eq(sandboxKycCards.frontSha256, request.front.sha256),
    );
    const [seen] = await this.deps.db.select().from(sandboxKycCards).where(key);
    if (seen) return { ok: true, fields: seen.fields as OcrFields };
    const fields = await this.readCard(request.reference, request.market, request.front.sha256);
    await this.deps.db
      .insert(sandboxKycCards)
      .values({
        reference: request.reference,
        frontSha256: request.front.sha256,
        fields,
        createdAt: this.deps.now(),
      })
      .onConflictDoNothing();
    const [stored] = await this.deps.db.select().from(sandboxKycCards).where(key);
    return { ok: true, fields: (stored?.fields as OcrFields | undefined) ?? fields };
  }

  async matchFace(request: FaceMatchRequest): Promise<FaceMatchResult> {
    await this.pause();
    if (!readable(request.face)) return { ok: false, failure: 'faceUnreadable' };
    const score = faceScore(request.face.sha256, request.idFront.sha256);
    return { ok: true, score, passed: score >= SANDBOX_KYC_RULES.facePassScore };
  }

  private async readCard(userId: string, market: MarketId, sha256: string): Promise<OcrFields> {
    const onFile = (await this.deps.profiles.curpOf(this.deps.db, userId))?.trim().toUpperCase() ?? null;
    const basic = (await this.deps.profiles.basicOf(this.deps.db, userId)) ?? {};
    const names = {
      firstName: upper(basic.firstName) ?? 'SANDBOX',
      middleName: upper(basic.middleName),
      lastName: upper(basic.lastName) ?? 'TESTER',
    };
    if (market === 'MX') {
      const curp = onFile ?? 'PUEN900101HDFRNT01';
      return { idType: 'CURP', idNumber: curp, ...names, ...fromCurp(curp) };
    }
    const nin = onFile && /^\d{11}$/.test(onFile) ? onFile : digitsFrom(sha256, 11);
    return {
      idType: 'NIN',
      idNumber: nin,
      ...names,
      birthday:
        typeof basic.birthday === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(basic.birthday)
          ? basic.birthday
          : null,
      gender: genderOf(basic.gender),
    };
  }

  private pause(): Promise<void> {
    return new Promise((resolve) => setTimeout(resolve, this.deps.delayMs));
  }
}

function readable(image: KycImage): boolean {
  return readablePhoto(image.data);
}

function upper(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim().toUpperCase() : null;
}

function genderOf(value: unknown): OcrFields['gender'] {
  if (value === 'male' || value === 1 || value === '1') return 'male';
  if (value === 'female' || value === 2 || value === '2') return 'female';
  return null;
}

function digitsFrom(hex: string, count: number): string {
  return BigInt(`0x${hex}`).toString().slice(-count).padStart(count, '1');
}
