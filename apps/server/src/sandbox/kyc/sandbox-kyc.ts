import type { MarketId, OcrFields } from '@puente/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { detailBytesPerPixel } from '../../images/image-detail.ts';
import { readImage } from '../../images/image-info.ts';
import type { ProfileLookup } from '../../modules/identity/profile-lookup.ts';
import type {
  FaceMatchRequest,
  FaceMatchResult,
  KycImage,
  KycProvider,
  OcrRequest,
  OcrResult,
} from '../../providers/kyc/kyc-provider.ts';
import { sandboxKycCards } from '../sandbox-schema.ts';

/**
 * The sandbox's rules, for testers (README "Sandbox identity checks"):
 * - A photo of nothing (nearly one colour: covered lens, blank sheet, a one-colour image) cannot be
 *   read: measured as under 0.02 compressed bytes per pixel. On the ID front it answers "ID card
 *   front failed to identify", on the back "OCR identification failed", as the face "Face
 *   recognition failed".
 * - The same photo as front and back: "OCR identification failed".
 * - A card reads the borrower's national id on file (CURP / NIN from personal info) and names,
 *   and the sandbox remembers what each card photo showed: change the CURP in personal info and
 *   run OCR again on the same photos to see the mismatch refusal.
 * - The face photo identical to the ID front scores 12 and fails; any other readable face scores
 *   80-99 and passes.
 */
export const SANDBOX_KYC_RULES = { minDetailBytesPerPixel: 0.02, facePassScore: 70, sameImageScore: 12 };

export interface SandboxKycDeps {
  db: Db;
  profiles: ProfileLookup;
  delayMs: number;
  now: () => Date;
}

export class SandboxKyc implements KycProvider {
  constructor(private readonly deps: SandboxKycDeps) {}

  /** What this sandbox "saw" on a borrower's cards goes with their onboarding data. */
  async forget(db: Db, references: string[]): Promise<void> {
    await db.delete(sandboxKycCards).where(inArray(sandboxKycCards.reference, references));
  }

  async ocrIdCard(request: OcrRequest): Promise<OcrResult> {
    await this.pause();
    if (!readable(request.front)) return { ok: false, failure: 'frontUnreadable' };
    if (!readable(request.back) || request.front.sha256 === request.back.sha256)
      return { ok: false, failure: 'ocrFailed' };
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
    const score =
      request.face.sha256 === request.idFront.sha256
        ? SANDBOX_KYC_RULES.sameImageScore
        : 80 + (Number.parseInt(request.face.sha256.slice(0, 2), 16) % 20);
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
  const info = readImage(image.data);
  return info.ok && detailBytesPerPixel(image.data, info) >= SANDBOX_KYC_RULES.minDetailBytesPerPixel;
}

function upper(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim().toUpperCase() : null;
}

/** A CURP carries the birth date (YYMMDD, century from the 17th character) and sex (H/M). */
function fromCurp(curp: string): Pick<OcrFields, 'birthday' | 'gender'> {
  const match = /^[A-Z]{4}(\d{2})(\d{2})(\d{2})([HMX])[A-Z]{5}([0-9A-Z])\d$/.exec(curp);
  if (!match) return { birthday: null, gender: null };
  const [, yy, mm, dd, sex, differentiator] = match;
  const century = /\d/.test(differentiator as string) ? '19' : '20';
  return {
    birthday: `${century}${yy}-${mm}-${dd}`,
    gender: sex === 'H' ? 'male' : sex === 'M' ? 'female' : null,
  };
}

function genderOf(value: unknown): OcrFields['gender'] {
  if (value === 'male' || value === 1 || value === '1') return 'male';
  if (value === 'female' || value === 2 || value === '2') return 'female';
  return null;
}

function digitsFrom(hex: string, count: number): string {
  return BigInt(`0x${hex}`).toString().slice(-count).padStart(count, '1');
}
