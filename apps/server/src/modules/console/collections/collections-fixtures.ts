import { dateIn, daysBetween, MARKETS, type MarketId } from '@puente/domain';
import { asc, eq } from 'drizzle-orm';
import { loanPhases } from '../../../db/schema.ts';
import { repayingNgBorrower } from '../../../testing/nigeria-fixtures.ts';
import type { TestService } from '../../../testing/test-service.ts';
import { orderRow } from '../../disbursement/money-fixtures.ts';
import { repayingBorrower, stpClabeOf } from '../../repayment/repayment-fixtures.ts';

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
