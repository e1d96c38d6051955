import { z } from 'zod';

/** Payloads and answers of `/user/device/*`: which devices a borrower activated the app on. */
export const DEVICE_PLATFORMS = ['android', 'ios', 'web'] as const;

const deviceId = z.string().trim().min(1).max(128).describe('A stable id of the install (e.g. Android ID)');

export const addActivePayload = z.object({
  deviceId,
  platform: z.enum(DEVICE_PLATFORMS),
  appVersion: z.string().trim().max(32).optional(),
  osVersion: z.string().trim().max(32).optional(),
  model: z.string().trim().max(64).optional(),
  afid: z.string().trim().max(200).optional().describe('Attribution id; defaults to the afid header'),
});

export const checkActivationPayload = z.object({ deviceId });

export const activationAnswer = z.object({
  activated: z.boolean(),
  activatedAt: z.string().nullable().describe('ISO 8601, the first activation of this device'),
  firstActivation: z.boolean().describe('true when this call activated the device for the first time'),
});

export const checkActivationAnswer = z.object({
  activated: z.boolean(),
  activatedAt: z.string().nullable(),
});

export const packageListAnswer = z.object({
  packageNames: z.array(z.string()).describe('Apps the collector should report if installed'),
});
