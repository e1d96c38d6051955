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
