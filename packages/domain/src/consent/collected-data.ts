import { z } from 'zod';
import type { CollectedKind } from './consent-kinds.ts';

// The package index lists this file, not consent-payloads.ts; this line makes those schemas public too.
export * from './consent-payloads.ts';

/**
 * Payloads of the collector calls (`POST /time/upload/<kind>`), bounded in count and length. Unknown
 * keys are dropped. Times are Unix milliseconds. An empty list is a valid upload (no contacts).
 */
const orderNo = z.string().trim().max(64).optional();
const text = (max: number) => z.string().max(max);
const epochMs = z.number().int().min(0).max(4_102_444_800_000);
const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);
const count = z.number().int().min(0).max(1_000_000_000_000_000);

export const COLLECTED_LIMITS = {
  apps: 2_000,
  messages: 1_000,
  photos: 1_000,
  contacts: 5_000,
  points: 50,
} as const;

export const appListPayload = z.object({
  orderNo,
  apps: z
    .array(
      z.object({
        packageName: text(255).min(1),
        appName: text(255).optional(),
        versionName: text(64).optional(),
        firstInstallTime: epochMs.optional(),
        lastUpdateTime: epochMs.optional(),
        system: z.boolean().optional(),
      }),
    )
    .max(COLLECTED_LIMITS.apps),
});

export const smsPayload = z.object({
  orderNo,
  messages: z
    .array(
      z.object({
        address: text(64),
        body: text(1_600),
        date: epochMs,
        type: z.enum(['inbox', 'sent', 'other']).optional(),
        read: z.boolean().optional(),
      }),
    )
    .max(COLLECTED_LIMITS.messages),
});

export const exifPayload = z.object({
  orderNo,
  photos: z
    .array(
      z.object({
        takenAt: epochMs.optional(),
        latitude: latitude.optional(),
        longitude: longitude.optional(),
        make: text(64).optional(),
        model: text(64).optional(),
        width: z.number().int().min(0).max(100_000).optional(),
        height: z.number().int().min(0).max(100_000).optional(),
      }),
    )
    .max(COLLECTED_LIMITS.photos),
});

export const devicePayload = z.object({
  orderNo,
  device: z.object({
    deviceId: text(128).min(1),
    platform: z.enum(['android', 'ios', 'web']),
    brand: text(64).optional(),
    model: text(64).optional(),
    osVersion: text(32).optional(),
    appVersion: text(32).optional(),
    screenWidth: z.number().int().min(0).max(100_000).optional(),
    screenHeight: z.number().int().min(0).max(100_000).optional(),
    language: text(16).optional(),
    timeZone: text(64).optional(),
    carrier: text(64).optional(),
    networkType: text(16).optional(),
    rooted: z.boolean().optional(),
    emulator: z.boolean().optional(),
    totalStorageBytes: count.optional(),
    freeStorageBytes: count.optional(),
    totalMemoryBytes: count.optional(),
    batteryPercent: z.number().min(0).max(100).optional(),
  }),
});

export const contactPayload = z.object({
  orderNo,
  contacts: z
    .array(
      z.object({
        name: text(100),
        phones: z.array(text(32)).max(10),
        updatedAt: epochMs.optional(),
      }),
    )
    .max(COLLECTED_LIMITS.contacts),
});

export const locationPayload = z.object({
  orderNo,
  points: z
    .array(
      z.object({
        latitude,
        longitude,
        accuracyMeters: z.number().min(0).max(100_000).optional(),
        capturedAt: epochMs,
      }),
    )
    .min(1)
    .max(COLLECTED_LIMITS.points),
});

export const COLLECTED_PAYLOADS = {
  appList: appListPayload,
  sms: smsPayload,
  exif: exifPayload,
  device: devicePayload,
  contact: contactPayload,
  location: locationPayload,
} satisfies Record<CollectedKind, z.ZodType>;

export const collectedAnswer = z.object({
  kind: z.string(),
  items: z.number().int().describe('How many entries were stored'),
  collectedAt: z.string().describe('ISO 8601'),
});
