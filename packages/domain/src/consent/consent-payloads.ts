import { z } from 'zod';
import { COLLECTED_KINDS, CONSENT_KINDS, type CollectedKind } from './consent-kinds.ts';

/**
 * Payloads and answers of the consent and collection-status calls (`/user/consent`,
 * `/time/upload/enable`, `/time/upload/uploadStatus`). Kept apart from the kinds themselves so a
 * screen that only lists the kinds does not load zod (about 20 kB) with them.
 */
export const consentPayload = z.object({
  granted: z
    .array(z.enum(CONSENT_KINDS))
    .max(CONSENT_KINDS.length * 2)
    .describe('The kinds the borrower allowed; camera is required'),
  textVersion: z.string().trim().min(1).max(32).describe('The version of the consent text shown'),
});

export const consentAnswer = z.object({
  consented: z.boolean().describe('false until the borrower has answered the consent screen'),
  granted: z.array(z.enum(CONSENT_KINDS)),
  textVersion: z.string().nullable(),
  consentedAt: z.string().nullable().describe('ISO 8601'),
  currentTextVersion: z.string().describe('The version the service expects to be shown now'),
});

export const orderNoPayload = z.object({
  orderNo: z.string().trim().max(64).optional().describe('The loan order the collection is for, if any'),
});

export const uploadEnableAnswer = z.object({
  enableTimeSdk: z
    .boolean()
    .describe('true when the borrower consented and a consented kind is not uploaded yet: run the collector'),
});

export const uploadStatusAnswer = z.object(
  Object.fromEntries(COLLECTED_KINDS.map((k) => [k, z.boolean()])) as Record<CollectedKind, z.ZodBoolean>,
);

export type ConsentAnswer = z.infer<typeof consentAnswer>;
export type UploadStatus = z.infer<typeof uploadStatusAnswer>;
