import { z } from 'zod';

/**
 * The data kinds of the device-permission consent screen (spec §2), in its order. Camera is
 * required to go on; the others are the borrower's choice.
 */
export const CONSENT_KINDS = ['contacts', 'sms', 'apps', 'location', 'storage', 'camera', 'device'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];
export const REQUIRED_CONSENT_KINDS: readonly ConsentKind[] = ['camera'];

/** Bump when the consent text changes; the version the borrower saw is stored with the consent. */
export const CONSENT_TEXT_VERSION = '2025-1';

/**
 * What the native collector uploads (spec §7 `/time/upload/uploadStatus` flags), each with the
 * consent kind it needs: appList ← installed apps, sms ← financial SMS, exif ← photo metadata
 * read from storage, device ← device info, contact ← contacts, location ← location.
 */
export const COLLECTED_KINDS = ['appList', 'sms', 'exif', 'device', 'contact', 'location'] as const;
export type CollectedKind = (typeof COLLECTED_KINDS)[number];
export const CONSENT_FOR_COLLECTED: Record<CollectedKind, ConsentKind> = {
  appList: 'apps',
  sms: 'sms',
  exif: 'storage',
  device: 'device',
  contact: 'contacts',
  location: 'location',
};

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
