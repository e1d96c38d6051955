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
 * Nigeria's identity checks (decision 050): the BVN's record and the selfie against its photo from
 * Smile ID (or its stand-in); the card step from the photo checks (ours in production,
 * NigeriaCardPhotos; the sandbox's tester rules in a sandbox service), and the face match too for a
 * borrower with no BVN on file. Without a lookup, a BVN cannot be verified: "unavailable".
 */
export class NigeriaKyc implements KycProvider {
  constructor(
    private readonly photos: KycProvider,
    private readonly ids: Pick<KycProvider, 'checkNigerianId' | 'matchFaceToId'> | undefined,
  ) {}

  ocrIdCard(request: OcrRequest) {
    return this.photos.ocrIdCard(request);
  }

  /** With a BVN, the selfie is compared with the ID authority's photo (Smile ID's Biometric KYC). */
  matchFace(request: FaceMatchRequest) {
    const { nationalId } = request;
    if (nationalId && this.ids?.matchFaceToId) return this.ids.matchFaceToId({ ...request, nationalId });
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
