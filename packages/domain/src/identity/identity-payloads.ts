import { z } from 'zod';
import { IMAGE_FORMATS } from './image-rules.ts';

/**
 * Payloads and answers of the identity calls (`/user/upload/curp/*`, `/user/saveFaceImage`,
 * `/user/curp/ocr`, `/user/finishUploadAllImg`, `/user/identity`). Uploads carry the photo as the
 * multipart file part beside the envelope field; their decrypted payload is empty.
 */
export const identityImagePayload = z.object({});

export const imageInfo = z.object({
  format: z.enum(IMAGE_FORMATS),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  uploadedAt: z.string().describe('ISO 8601'),
});

export const CHECK_STATES = ['pending', 'passed', 'failed'] as const;
export type CheckState = (typeof CHECK_STATES)[number];

export const identityStatusAnswer = z.object({
  back: imageInfo.nullable().describe('null until uploaded'),
  front: imageInfo.nullable(),
  face: imageInfo.nullable(),
  ocr: z
    .enum(CHECK_STATES)
    .describe('pending until /user/curp/ocr reads the current front and back; a new photo resets it'),
  faceMatch: z
    .enum(CHECK_STATES)
    .describe('pending until the current face is compared with the current front'),
  completed: z.boolean().describe('true once /user/finishUploadAllImg accepted the current photos'),
  completedAt: z.string().nullable(),
  newPhotosAsked: z
    .object({ reason: z.string(), askedAt: z.string() })
    .optional()
    .describe(
      'An operator asked for new photos (the old ones were dropped): why, until a new photo is uploaded',
    ),
});

export const ID_TYPES = ['CURP', 'NIN'] as const;

export const ocrFields = z.object({
  idType: z.enum(ID_TYPES).describe('CURP in Mexico, NIN in Nigeria'),
  idNumber: z.string(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  birthday: z.string().nullable().describe('YYYY-MM-DD'),
  gender: z.enum(['male', 'female']).nullable(),
});

export const ocrAnswer = z.object({
  read: ocrFields.describe('What the identity provider read on the card'),
  status: identityStatusAnswer,
});

export const submitAnswer = z.object({ submittedAt: z.string().describe('ISO 8601') });

export type ImageInfo = z.infer<typeof imageInfo>;
export type IdentityStatus = z.infer<typeof identityStatusAnswer>;
export type OcrFields = z.infer<typeof ocrFields>;
