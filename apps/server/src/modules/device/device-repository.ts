import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { deviceActivations } from '../../db/schema.ts';

export type ActivationRow = typeof deviceActivations.$inferSelect;

export interface ActivationInput {
  userId: string;
  packageName: string;
  deviceId: string;
  platform: string;
  appVersion: string | null;
  osVersion: string | null;
  model: string | null;
  afid: string | null;
  at: Date;
}

/** Records an activation; a repeated one refreshes the details. `first` says whether it was new. */
export async function upsertActivation(
  db: Db,
  a: ActivationInput,
): Promise<{ activatedAt: Date; first: boolean }> {
  const details = {
    platform: a.platform,
    appVersion: a.appVersion,
    osVersion: a.osVersion,
    model: a.model,
    afid: a.afid,
    lastSeenAt: a.at,
  };
  const [row] = await db
    .insert(deviceActivations)
    .values({
      userId: a.userId,
      packageName: a.packageName,
      deviceId: a.deviceId,
      activatedAt: a.at,
      ...details,
    })
    .onConflictDoUpdate({
      target: [deviceActivations.userId, deviceActivations.packageName, deviceActivations.deviceId],
      set: details,
    })
    .returning({ activatedAt: deviceActivations.activatedAt, first: sql<boolean>`(xmax = 0)` });
  return row as { activatedAt: Date; first: boolean };
}

export async function findActivation(
  db: Db,
  userId: string,
  packageName: string,
  deviceId: string,
): Promise<ActivationRow | undefined> {
  const [row] = await db
    .select()
    .from(deviceActivations)
    .where(
      and(
        eq(deviceActivations.userId, userId),
        eq(deviceActivations.packageName, packageName),
        eq(deviceActivations.deviceId, deviceId),
      ),
    );
  return row;
}
