import type { OcrFields } from '@puente/domain';
import { PHOTO_CHECKS, readablePhoto } from '../../providers/kyc/photo-checks.ts';

/**
 * The sandbox's identity rules, for testers (README "Sandbox providers" → Identity), kept by the
 * Tu Identidad stand-in (Mexico) and the in-process sandbox KYC (Nigeria):
 * - A photo of nothing cannot be read, and the same photo as front and back is not a card: our own
 *   photo checks (providers/kyc/photo-checks.ts, every mode). As the face, a blank photo answers
 *   "Face recognition failed".
 * - A card shows the national id and names the borrower typed in personal info the first time it is
 *   read, and the same photo always shows the same: change the CURP in personal info and run OCR
 *   again on the same photos to see the mismatch refusal.
 * - The face photo identical to the ID front scores 12 and fails; any other readable face scores
 *   80-99 and passes.
 */
export const SANDBOX_KYC_RULES = {
  minDetailBytesPerPixel: PHOTO_CHECKS.minDetailBytesPerPixel,
  facePassScore: 70,
  sameImageScore: 12,
};

export { readablePhoto };

/** A readable face's score: 80-99, from its hash; the ID front offered as the face scores 12. */
export function faceScore(faceSha256: string, frontSha256: string): number {
  return faceSha256 === frontSha256
    ? SANDBOX_KYC_RULES.sameImageScore
    : 80 + (Number.parseInt(faceSha256.slice(0, 2), 16) % 20);
}

/** A CURP carries the birth date (YYMMDD, century from the 17th character) and sex (H/M). */
export function fromCurp(curp: string): Pick<OcrFields, 'birthday' | 'gender'> {
  const match = /^[A-Z]{4}(\d{2})(\d{2})(\d{2})([HMX])[A-Z]{5}([0-9A-Z])\d$/.exec(curp);
  if (!match) return { birthday: null, gender: null };
  const [, yy, mm, dd, sex, differentiator] = match;
  const century = /\d/.test(differentiator as string) ? '19' : '20';
  return {
    birthday: `${century}${yy}-${mm}-${dd}`,
    gender: sex === 'H' ? 'male' : sex === 'M' ? 'female' : null,
  };
}
