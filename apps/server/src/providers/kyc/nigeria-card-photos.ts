import {
  type FaceMatchResult,
  type KycProvider,
  KycUnavailableError,
  type OcrRequest,
  type OcrResult,
} from './kyc-provider.ts';
import { cardPhotosProblem } from './photo-checks.ts';

/**
 * Nigeria's card step outside the sandbox (decision 050): no provider reads the card. Its photos are
 * kept as the borrower's documents once our own photo checks pass, and the step answers only what the
 * borrower gave in personal info (a NIN only if one is on file, which Nigerian personal info does not
 * ask yet; nothing made up): the identity facts (name, birth date) are verified against the BVN's
 * record at the ID authority, through Smile ID.
 */
export class NigeriaCardPhotos implements KycProvider {
  async ocrIdCard(request: OcrRequest): Promise<OcrResult> {
    const problem = cardPhotosProblem(request.front, request.back);
    if (problem) return { ok: false, failure: problem };
    const { typed } = request;
    const nin = typed.curp && /^\d{11}$/.test(typed.curp) ? typed.curp : '';
    return {
      ok: true,
      fields: {
        idType: 'NIN',
        idNumber: nin,
        firstName: typed.firstName?.trim().toUpperCase() ?? '',
        middleName: typed.middleName?.trim().toUpperCase() || null,
        lastName: typed.lastName?.trim().toUpperCase() ?? '',
        birthday: typed.birthday,
        gender: null,
      },
    };
  }

  /** A selfie is matched with the BVN's photo by Smile ID; a borrower without a BVN cannot be matched. */
  async matchFace(): Promise<FaceMatchResult> {
    throw new KycUnavailableError('a Nigerian selfie is matched against a BVN, and none is on file');
  }
}
