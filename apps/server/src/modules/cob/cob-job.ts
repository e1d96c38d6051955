import { addDays, dateIn, MARKETS, type MarketId } from '@puente/domain';
import { and, eq, max, min, sql } from 'drizzle-orm';
import type { BusinessClock } from '../../clock/business-clock.ts';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { cobRuns, loanOrders, loanPhases } from '../../db/schema.ts';
import { REPAYABLE_STATUSES, statusList } from '../orders/orders-service.ts';
import { datesToClose } from './cob-dates.ts';
import { COB_WORK_MEM, closeDateSql } from './cob-sql.ts';

export interface CobDeps {
  db: Db;
  clock: BusinessClock;
}

export interface ClosedDate {
  market: MarketId;
  businessDate: string;
  marked: number;
  penalties: number;
}

async function lastClosed(db: Db, market: MarketId): Promise<string | undefined> {
  const [row] = await db
    .select({ last: max(cobRuns.businessDate) })
    .from(cobRuns)
    .where(eq(cobRuns.market, market));
  return row?.last ?? undefined;
}

async function earliestOpenDue(db: Db, market: MarketId): Promise<string | undefined> {
  const [row] = await db
    .select({ first: min(loanPhases.dueDate) })
    .from(loanPhases)
    .innerJoin(loanOrders, eq(loanOrders.id, loanPhases.orderId))
    .where(
      and(eq(loanOrders.market, market), sql`${loanOrders.status} in ${statusList(REPAYABLE_STATUSES)}`),
    );
  return row?.first ?? undefined;
}

/**
 * Closes one date of one market, at most once: the insert into cob_runs decides who runs it. A
 * second instance's insert waits for the first's transaction and then does nothing, and since each
 * instance closes its dates one after the other, no date is claimed before the previous one is
 * committed: the order holds too, which matters because a date's penalty depends on the earlier ones
 * (the cap). The check on the previous date makes a broken order fail loudly rather than overcharge.
 */
export async function closeDate(
  deps: CobDeps,
  market: MarketId,
  businessDate: string,
): Promise<ClosedDate | undefined> {
  const { db, clock } = deps;
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(cobRuns)
      .values({ market, businessDate, startedAt: clock.now() })
      .onConflictDoNothing()
      .returning({ market: cobRuns.market });
    if (claimed.length === 0) return undefined;
    const previous = await lastClosedBefore(tx, market, businessDate);
    if (previous && previous !== addDays(businessDate, -1))
      throw new Error(`close of business ${market} ${businessDate} would skip dates after ${previous}`);
    await tx.execute(COB_WORK_MEM);
    const [counts] = rowsOf(await tx.execute(closeDateSql(market, businessDate, clock.now())));
    const marked = Number(counts?.marked ?? 0);
    const penalties = Number(counts?.penalties ?? 0);
    await tx
      .update(cobRuns)
      .set({ finishedAt: clock.now(), markedOverdue: marked, penalties })
      .where(and(eq(cobRuns.market, market), eq(cobRuns.businessDate, businessDate)));
    return { market, businessDate, marked, penalties };
  });
}

async function lastClosedBefore(tx: Db, market: MarketId, businessDate: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ last: max(cobRuns.businessDate) })
    .from(cobRuns)
    .where(and(eq(cobRuns.market, market), sql`${cobRuns.businessDate} < ${businessDate}::date`));
  return row?.last ?? undefined;
}

/**
 * Whether every date of `market` before `businessDate` is closed, so that something dated
 * `businessDate` (a payment) may be booked: it must land after the penalty of the day before.
 */
export async function closedBefore(db: Db, market: MarketId, businessDate: string): Promise<boolean> {
  const last = await lastClosed(db, market);
  return last !== undefined && last >= addDays(businessDate, -1);
}

/** The tick's step: every market's missing dates, oldest first; a failed date stops that market. */
export async function runCloseOfBusiness(deps: CobDeps): Promise<ClosedDate[]> {
  const closed: ClosedDate[] = [];
  for (const market of Object.keys(MARKETS) as MarketId[]) {
    const today = dateIn(deps.clock.now(), MARKETS[market].timeZone);
    const last = await lastClosed(deps.db, market);
    const dates = datesToClose(last, last ? undefined : await earliestOpenDue(deps.db, market), today);
    for (const date of dates) {
      const done = await closeDate(deps, market, date);
      if (done) closed.push(done);
    }
  }
  return closed;
}
