import { dateIn, daysBetween, instantOfWallClock, localClock, MARKETS, type MarketId } from '@puente/domain';
import { asc, eq } from 'drizzle-orm';
import { loanPhases } from '../../../db/schema.ts';
import { advanceMinutes } from '../../../testing/loan-fixtures.ts';
import { repayingNgBorrower } from '../../../testing/nigeria-fixtures.ts';
import type { TestService } from '../../../testing/test-service.ts';
import { orderRow } from '../../disbursement/money-fixtures.ts';
import { repayingBorrower, stpClabeOf } from '../../repayment/repayment-fixtures.ts';

/** Moves the business clock (running the tick) to the next HH:MM on the market's local clock. */
export async function moveToLocal(s: TestService, market: MarketId, time: string): Promise<void> {
  const now = s.clock.now();
  const zone = MARKETS[market].timeZone;
  const { date } = localClock(market, now);
  let target = instantOfWallClock(date, `${time}:00`, zone);
  if (target.getTime() <= now.getTime()) {
    const next = new Date(`${date}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    target = instantOfWallClock(next.toISOString().slice(0, 10), `${time}:00`, zone);
  }
  await advanceMinutes(s, Math.ceil((target.getTime() - now.getTime()) / 60_000));
}

/**
 * A loan through the real calls, then the business clock moved until its first phase is
 * `daysPastDue` days behind (close of business marks it Overdued on the way). Other loans of the
 * service age with it. Answers the CLABE the borrower pays into (read while their session lasts).
 */
export async function overdueLoan(s: TestService, daysPastDue: number, market: MarketId = 'MX') {
  const { b, orderNo } = market === 'MX' ? await repayingBorrower(s) : await repayingNgBorrower(s);
  const clabe = market === 'MX' ? await stpClabeOf(s, b.token, orderNo) : null;
  const order = await orderRow(s, orderNo);
  const [first] = await s.database.db
    .select()
    .from(loanPhases)
    .where(eq(loanPhases.orderId, order.id))
    .orderBy(asc(loanPhases.phase));
  if (!first) throw new Error(`no schedule for ${orderNo}`);
  const today = dateIn(s.clock.now(), MARKETS[market].timeZone);
  await s.advanceDays(daysBetween(today, first.dueDate) + daysPastDue);
  return { b, orderNo, order, clabe, dueDate: first.dueDate };
}
