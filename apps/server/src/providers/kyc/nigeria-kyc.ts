import type { Db } from '../../db/database.ts';
import {
  type FaceMatchRequest,
  type KycProvider,
  KycUnavailableError,
  type NigerianIdCheckResult,
  type NigerianIdRequest,
  type OcrRequest,
} from './kyc-provider.ts';

/**
 * Nigeria's identity checks (decision 050): the BVN's record from the ID lookup (Smile ID, or its
 * stand-in), the card's OCR and the face match from the photo checks (the sandbox's, in process, until
 * Nigeria has a photo provider). Without a lookup, a BVN cannot be verified: "unavailable".
 */
export class NigeriaKyc implements KycProvider {
  constructor(
    private readonly photos: KycProvider,
    private readonly ids: Pick<KycProvider, 'checkNigerianId'> | undefined,
  ) {}

  ocrIdCard(request: OcrRequest) {
    return this.photos.ocrIdCard(request);
  }

  matchFace(request: FaceMatchRequest) {
    return this.photos.matchFace(request);
  }

  async checkNigerianId(request: NigerianIdRequest): Promise<NigerianIdCheckResult> {
    if (!this.ids?.checkNigerianId) throw new KycUnavailableError('no Nigerian ID lookup is configured');
    return this.ids.checkNigerianId(request);
  }

  async forget(db: Db, references: string[]): Promise<void> {
    await this.photos.forget?.(db, references);
  }
}
