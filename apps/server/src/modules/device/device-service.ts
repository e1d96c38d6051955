import type { AppInfo } from '@puente/domain';

import { recordAudit } from '../../audit/audit-repository.ts';
import type { BusinessClock } from '../../clock/business-clock.ts';
import type { Db } from '../../db/database.ts';
import type { SessionUser } from '../../protocol/call.ts';
import { findActivation, upsertActivation } from './device-repository.ts';

export interface DeviceDeps {
  db: Db;
  clock: BusinessClock;
  /** Package names the collector looks for on the phone (DEVICE_PACKAGE_LIST). */
  packageList: string[];
}

export interface Caller {
  app: AppInfo;
  ip: string;
  afid: string | undefined;
}

export interface ActivationInput {
  deviceId: string;
  platform: string;
  appVersion?: string | undefined;
  osVersion?: string | undefined;
  model?: string | undefined;
  afid?: string | undefined;
}

/** Devices a borrower activated the app on (spec §7 `/user/device/*`), per app and per borrower. */
export class DeviceService {
  constructor(private readonly deps: DeviceDeps) {}

  async addActive(caller: Caller, user: SessionUser, input: ActivationInput) {
    const { db, clock } = this.deps;
    return db.transaction(async (tx) => {
      const now = clock.now();
      const afid = input.afid || caller.afid || null;
      const { activatedAt, first } = await upsertActivation(tx, {
        userId: user.userId,
        packageName: caller.app.packageName,
        deviceId: input.deviceId,
        platform: input.platform,
        appVersion: input.appVersion || null,
        osVersion: input.osVersion || null,
        model: input.model || null,
        afid,
        at: now,
      });
      await recordAudit(tx, {
        at: now,
        userId: user.userId,
        action: first ? 'device.activated' : 'device.seen',
        detail: { deviceId: input.deviceId, platform: input.platform, afid },
        ip: caller.ip,
      });
      return { activated: true, activatedAt: activatedAt.toISOString(), firstActivation: first };
    });
  }

  async checkActivation(caller: Caller, user: SessionUser, input: { deviceId: string }) {
    const row = await findActivation(this.deps.db, user.userId, caller.app.packageName, input.deviceId);
    return { activated: Boolean(row), activatedAt: row?.activatedAt.toISOString() ?? null };
  }

  packageList(): { packageNames: string[] } {
    return { packageNames: [...this.deps.packageList] };
  }
}
