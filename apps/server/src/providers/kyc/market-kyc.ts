import type { MarketId } from '@puente/domain';
import type { Db } from '../../db/database.ts';
import {
  type FaceMatchRequest,
  type KycProvider,
  KycUnavailableError,
  type NigerianIdRequest,
  type OcrRequest,
} from './kyc-provider.ts';

/**
 * Each market's identity checks go to its own provider: Tu Identidad reads Mexican INE cards and
 * knows RENAPO, and nothing of Nigeria's NIN.
 */
export class MarketKyc implements KycProvider {
  constructor(private readonly byMarket: Record<MarketId, KycProvider>) {}

  ocrIdCard(request: OcrRequest) {
    return this.byMarket[request.market].ocrIdCard(request);
  }

  matchFace(request: FaceMatchRequest) {
    return this.byMarket[request.market].matchFace(request);
  }

  /** RENAPO is Mexico's registry. */
  async checkCurp(request: { reference: string; curp: string }) {
    const mexico = this.byMarket.MX;
    if (!mexico.checkCurp) throw new KycUnavailableError('the Mexican identity provider has no CURP check');
    return mexico.checkCurp(request);
  }

  /** A BVN or NIN is Nigeria's (Smile ID, decision 050). */
  async checkNigerianId(request: NigerianIdRequest) {
    const nigeria = this.byMarket.NG;
    if (!nigeria.checkNigerianId)
      throw new KycUnavailableError('the Nigerian identity provider has no ID lookup');
    return nigeria.checkNigerianId(request);
  }

  async forget(db: Db, references: string[]): Promise<void> {
    for (const provider of new Set(Object.values(this.byMarket))) await provider.forget?.(db, references);
  }
}
