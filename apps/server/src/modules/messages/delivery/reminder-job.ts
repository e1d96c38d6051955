import { dateIn, MARKETS, type MarketId, nextContactTime } from '@puente/domain';
import { and, eq } from 'drizzle-orm';
import type { BusinessClock } from '../../../clock/business-clock.ts';
import type { Db } from '../../../db/database.ts';
import { rowsOf } from '../../../db/rows-of.ts';
import { reminderRuns } from '../../../db/schema.ts';
import { remindersSql } from './reminders-sql.ts';

export interface ReminderDeps {
  db: Db;
  clock: BusinessClock;
  whatsappOffered: boolean;
}

export interface RemindersWritten {
  market: MarketId;
  businessDate: string;
  written: number;
  queued: number;
}

/**
 * The tick's `sendReminders`: each market's reminders and overdue notices for its current business
 * date, once. Only the current date: after the clock jumped forty days, the reminders of the dates
 * in between are stale (a "due in 3 days" for a date long past), so a missed date is never written
 * late. The run's row in reminder_runs is claimed in the same transaction as the messages, so a
 * second instance waits for the first and then finds the date done.
 */
export async function sendReminders(deps: ReminderDeps): Promise<RemindersWritten[]> {
  const done: RemindersWritten[] = [];
  for (const market of Object.keys(MARKETS) as MarketId[]) {
    const now = deps.clock.now();
    const businessDate = dateIn(now, MARKETS[market].timeZone);
    const written = await remindDate(deps, market, businessDate, now);
    if (written) done.push(written);
  }
  return done;
}

async function remindDate(
  deps: ReminderDeps,
  market: MarketId,
  businessDate: string,
  now: Date,
): Promise<RemindersWritten | undefined> {
  return deps.db.transaction(async (tx) => {
    const claimed = await tx
      .insert(reminderRuns)
      .values({ market, businessDate, startedAt: now })
      .onConflictDoNothing()
      .returning({ market: reminderRuns.market });
    if (claimed.length === 0) return undefined;
    const [counts] = rowsOf(
      await tx.execute(
        remindersSql({
          market,
          businessDate,
          at: now,
          notBefore: nextContactTime(market, now),
          whatsappOffered: deps.whatsappOffered,
        }),
      ),
    );
    const written = Number(counts?.written ?? 0);
    await tx
      .update(reminderRuns)
      .set({ finishedAt: deps.clock.now(), written })
      .where(and(eq(reminderRuns.market, market), eq(reminderRuns.businessDate, businessDate)));
    return { market, businessDate, written, queued: Number(counts?.queued ?? 0) };
  });
}
