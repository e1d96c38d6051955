import { identityImagePayload, identityStatusAnswer, ocrAnswer } from '../identity/identity-payloads.ts';
import { emptyPayload } from '../security/payloads.ts';
import { defineContract } from './contract.ts';

const tags = ['identity'];
/** Every photo is checked before it is stored (IMAGE_RULES), and none changes once onboarding is submitted. */
const photoErrors = [
  'imageMissing',
  'imageTooLarge',
  'imageNotSupported',
  'imageDamaged',
  'imageTooSmall',
  'alreadySubmitted',
] as const;
/** Why the OCR, the face match or the national id on file stops the step. */
const checkErrors = [
  'personalInfoFirst',
  'idMismatch',
  // Mexico: the CURP's record at RENAPO, compared with personal info (decision 043).
  'curpNotFound',
  'renapoNameMismatch',
  'renapoBirthDateMismatch',
  // Nigeria: the BVN's record at the ID authority through Smile ID (decision 050).
  'bvnNotFound',
  'bvnNameMismatch',
  'bvnBirthDateMismatch',
  'kycUnavailable',
  'photosChanged',
] as const;

/** ID photos, OCR and face match (spec §5), and submitting onboarding for review. */
export const identityContracts = {
  uploadBack: defineContract({
    method: 'POST',
    path: '/user/upload/curp/back',
    summary:
      'Upload the back of the ID (multipart: the photo as the file part, JPEG/PNG/WebP by content, ' +
      '320 px to 8192 px a side, at most 5 MB). Replaces an earlier back. Answers the identity status',
    tags,
    auth: true,
    upload: true,
    payload: identityImagePayload,
    answer: identityStatusAnswer,
    errors: photoErrors,
  }),
  uploadFront: defineContract({
    method: 'POST',
    path: '/user/upload/curp/front',
    summary:
      'Upload the front of the ID, after the back (spec §5); same photo rules. Answers the identity status',
    tags,
    auth: true,
    upload: true,
    payload: identityImagePayload,
    answer: identityStatusAnswer,
    errors: [...photoErrors, 'idBackFirst'],
  }),
  uploadFace: defineContract({
    method: 'POST',
    path: '/user/saveFaceImage',
    summary:
      'Upload the face photo; same photo rules. When the ID front is on file the face is matched with it ' +
      'at once ("Face recognition failed" when it does not match). Answers the identity status',
    tags,
    auth: true,
    upload: true,
    payload: identityImagePayload,
    answer: identityStatusAnswer,
    errors: [...photoErrors, 'faceFailed'],
  }),
  ocr: defineContract({
    method: 'POST',
    path: '/user/curp/ocr',
    summary:
      'Read the stored ID front and back with the identity provider (5-10 s) and answer what it read; ' +
      'in Mexico the CURP read must be the one in personal info',
    tags,
    auth: true,
    payload: emptyPayload,
    answer: ocrAnswer,
    errors: [
      'idBackMissing',
      'idFrontMissing',
      'alreadySubmitted',
      'idFrontUnreadable',
      'ocrFailed',
      // A Nigerian card's NIN another phone number registered (decision 038).
      'identityTaken',
      ...checkErrors,
    ],
  }),
  finishUploadAllImg: defineContract({
    method: 'POST',
    path: '/user/finishUploadAllImg',
    summary:
      'Complete the identity step: needs the back, front and face photos, a passed OCR and a matching ' +
      'face (matched now if still pending). Answers the identity status with completed: true',
    tags,
    auth: true,
    payload: emptyPayload,
    answer: identityStatusAnswer,
    errors: ['idBackMissing', 'idFrontMissing', 'faceMissing', 'ocrPending', 'faceFailed', ...checkErrors],
  }),
  identity: defineContract({
    method: 'GET',
    path: '/user/identity',
    summary: 'Where the identity step stands: which photos are on file, OCR and face results, completion',
    tags,
    auth: true,
    payload: emptyPayload,
    answer: identityStatusAnswer,
    errors: [],
  }),
};
