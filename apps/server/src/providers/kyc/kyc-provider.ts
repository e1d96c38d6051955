import type { MarketId, OcrFields } from '@puente/domain';
import type { Db } from '../../db/database.ts';

/** A photo handed to the provider, with the hash the service stored for it. */
export interface KycImage {
  data: Buffer;
  sha256: string;
}

export interface OcrRequest {
  /** Our id for the borrower, sent as the provider's customer reference. */
  reference: string;
  market: MarketId;
  front: KycImage;
  back: KycImage;
}

/** frontUnreadable: "ID card front failed to identify"; ocrFailed: "OCR identification failed". */
export type OcrResult =
  | { ok: true; fields: OcrFields }
  | { ok: false; failure: 'frontUnreadable' | 'ocrFailed' };

export interface FaceMatchRequest {
  reference: string;
  face: KycImage;
  idFront: KycImage;
}

/** A face that cannot be found at all is faceUnreadable; a found face that differs is passed: false. */
export type FaceMatchResult =
  | { ok: true; score: number; passed: boolean }
  | { ok: false; failure: 'faceUnreadable' };

/** Identity checks of spec §5 (ID OCR and face match), behind one interface (ARCHITECTURE "Providers"). */
export interface KycProvider {
  ocrIdCard(request: OcrRequest): Promise<OcrResult>;
  matchFace(request: FaceMatchRequest): Promise<FaceMatchResult>;
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
