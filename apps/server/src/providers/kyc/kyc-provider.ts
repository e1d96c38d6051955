import type { MarketId, OcrFields } from '@puente/domain';
import type { Db } from '../../db/database.ts';

/** A photo handed to the provider, with the hash the service stored for it. */
export interface KycImage {
  data: Buffer;
  sha256: string;
}

/** What the borrower typed in personal info; a provider's answers are compared with it. */
export interface TypedIdentity {
  curp: string | null;
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
  /** YYYY-MM-DD */
  birthday: string | null;
}

export interface OcrRequest {
  /** Our id for the borrower, sent as the provider's customer reference. */
  reference: string;
  market: MarketId;
  front: KycImage;
  back: KycImage;
  typed: TypedIdentity;
}

/** frontUnreadable: "ID card front failed to identify"; ocrFailed: "OCR identification failed". */
export type OcrResult =
  | { ok: true; fields: OcrFields }
  | { ok: false; failure: 'frontUnreadable' | 'ocrFailed' };

export interface FaceMatchRequest {
  reference: string;
  market: MarketId;
  face: KycImage;
  idFront: KycImage;
  /** Nigeria: the BVN in personal info, whose registered photo the selfie is compared with (decision 050). */
  nationalId?: { idType: 'BVN' | 'NIN'; idNumber: string };
}

/** A face that cannot be found at all is faceUnreadable; a found face that differs is passed: false. */
export type FaceMatchResult =
  | { ok: true; score: number; passed: boolean }
  | { ok: false; failure: 'faceUnreadable' };

/** A person as RENAPO (Mexico's population registry) records them under a CURP. */
export interface CurpRecord {
  curp: string;
  /** Given names, as registered (upper case). */
  names: string;
  firstSurname: string;
  secondSurname: string | null;
  /** YYYY-MM-DD */
  birthDate: string | null;
}

/** RENAPO's answer for a CURP: its record, or no such CURP. */
export type CurpCheckResult = { found: true; record: CurpRecord } | { found: false };

/** A person as Nigeria's ID authority records them under a BVN (NIBSS) or NIN (NIMC). */
export interface NigerianIdRecord {
  idType: 'BVN' | 'NIN';
  idNumber: string;
  /** As registered, one string (Smile ID's FullName). */
  fullName: string;
  /** YYYY-MM-DD */
  birthDate: string | null;
}

/** The ID authority's answer for a BVN or NIN: its record, or no such number. */
export type NigerianIdCheckResult = { found: true; record: NigerianIdRecord } | { found: false };

export interface NigerianIdRequest {
  reference: string;
  idType: 'BVN' | 'NIN';
  idNumber: string;
  typed: TypedIdentity;
}

/** Identity checks of spec §5 (ID OCR and face match), behind one interface (ARCHITECTURE "Providers"). */
export interface KycProvider {
  ocrIdCard(request: OcrRequest): Promise<OcrResult>;
  matchFace(request: FaceMatchRequest): Promise<FaceMatchResult>;
  /**
   * The CURP's record at RENAPO, where the provider offers that check (Mexico); the name and birth
   * date it holds must be the ones the borrower typed.
   */
  checkCurp?(request: { reference: string; curp: string }): Promise<CurpCheckResult>;
  /**
   * A BVN's (or NIN's) record at Nigeria's ID authority, where the provider offers that lookup
   * (Smile ID's Enhanced KYC, decision 050); its name and birth date must be personal info's.
   */
  checkNigerianId?(request: NigerianIdRequest): Promise<NigerianIdCheckResult>;
  /** The selfie against the ID authority's photo of a BVN or NIN (Smile ID's Biometric KYC). */
  matchFaceToId?(
    request: FaceMatchRequest & { nationalId: NonNullable<FaceMatchRequest['nationalId']> },
  ): Promise<FaceMatchResult>;
  /**
   * Forgets what the provider keeps about these borrowers (our references), when their onboarding
   * data is purged: run inside the purge's transaction, so a provider that keeps data elsewhere
   * should queue the request rather than call out.
   */
  forget?(db: Db, references: string[]): Promise<void>;
}

/** The provider could not answer (down, timed out, not configured): not the borrower's fault. */
export class KycUnavailableError extends Error {
  constructor(message = 'identity provider unavailable') {
    super(message);
    this.name = 'KycUnavailableError';
  }
}
