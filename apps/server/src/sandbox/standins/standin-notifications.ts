import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { standinNotifications } from '../sandbox-schema.ts';

/** A notification a stand-in owes: where it goes on the service, and its body before signing. */
export interface OwedNotification {
  provider: string;
  /** The service's path it is posted to (`/webhooks/stp/orden`…). */
  path: string;
  body: string;
  deliverAt: Date;
}

/** Posts one notification as the provider would, and answers the HTTP status the service gave. */
export type SendNotification = (notification: OwedNotification) => Promise<number>;

/** Notifications waiting for their time; each is sent until the service answers 2xx. */
export interface NotificationQueue {
  schedule(notification: OwedNotification): Promise<void>;
  /** Sends what is due at `now`; answers how many the service took. */
  deliverDue(now: Date, send: SendNotification): Promise<number>;
}

export class DbNotificationQueue implements NotificationQueue {
  constructor(private readonly db: Db) {}

  async schedule(notification: OwedNotification): Promise<void> {
    await this.db.insert(standinNotifications).values(notification);
  }

  async deliverDue(now: Date, send: SendNotification): Promise<number> {
    const due = await this.db
      .select()
      .from(standinNotifications)
      .where(and(isNull(standinNotifications.deliveredAt), lte(standinNotifications.deliverAt, now)))
      .orderBy(asc(standinNotifications.deliverAt), asc(standinNotifications.id))
      .limit(500);
    let delivered = 0;
    for (const row of due) {
      const status = await send(row).catch(() => 0);
      const ok = status >= 200 && status < 300;
      if (ok) delivered += 1;
      await this.db
        .update(standinNotifications)
        .set({
          attempts: sql`${standinNotifications.attempts} + 1`,
          lastStatus: status,
          deliveredAt: ok ? now : null,
        })
        .where(and(eq(standinNotifications.id, row.id), isNull(standinNotifications.deliveredAt)));
    }
    return delivered;
  }
}

export class MemoryNotificationQueue implements NotificationQueue {
  private readonly owed: OwedNotification[] = [];

  async schedule(notification: OwedNotification): Promise<void> {
    this.owed.push(notification);
  }

  async deliverDue(now: Date, send: SendNotification): Promise<number> {
    const due = this.owed.filter((n) => n.deliverAt.getTime() <= now.getTime());
    let delivered = 0;
    for (const notification of due) {
      const status = await send(notification).catch(() => 0);
      if (status >= 200 && status < 300) {
        this.owed.splice(this.owed.indexOf(notification), 1);
        delivered += 1;
      }
    }
    return delivered;
  }
}
