import { addDays, dateIn, MARKETS } from '@puente/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rowsOf } from '../../../db/rows-of.ts';
import { loanOrders, loanPhases, messageDeliveries, users } from '../../../db/schema.ts';
import { describeEngines } from '../../../testing/describe-engines.ts';
import { moveToLocal } from '../../../testing/loan-fixtures.ts';
import { additionFor } from '../../../testing/profile-fixtures.ts';
import { ENGINES } from '../../../testing/test-database.ts';
import type { TestService } from '../../../testing/test-service.ts';
import { repayingBorrower, startRepaymentService } from '../../repayment/repayment-fixtures.ts';
import { writeMessage } from '../message-writer.ts';
import { deliveriesOf, outboxOf } from './delivery-fixtures.ts';

const CONTACTS = [additionFor('MX').emergencyContactMobile1, additionFor('MX').emergencyContactMobile2];

describeEngines(ENGINES)("a borrower's emergency contacts on %s", (engine) => {
  let s: TestService;
  beforeAll(async () => {
    s = await startRepaymentService(engine);
  });
  afterAll(() => s?.close());

  it('never receive a message: every reminder, notice and receipt goes to the borrower alone', async () => {
    const { b, orderNo } = await repayingBorrower(s);
    // Every step below moves whole days: from midday they all land inside the contact window,
    // whatever the hour the test runs at.
    await moveToLocal(s, 'MX', '12:00');
    // The contacts are on file, so a code path reading them would find them.
    const [held] = rowsOf(
      await s.database.db.execute(
        sql`select addition::text as addition from user_profiles where user_id = ${b.userId}`,
      ),
    );
    for (const contact of CONTACTS) expect(String(held?.addition)).toContain(contact);

    const [order] = await s.database.db.select().from(loanOrders).where(eq(loanOrders.orderNo, orderNo));
    const [first] = await s.database.db
      .select()
      .from(loanPhases)
      .where(eq(loanPhases.orderId, order?.id as string))
      .orderBy(loanPhases.phase)
      .limit(1);
    const today = dateIn(s.clock.now(), MARKETS.MX.timeZone);
    const daysTo = (date: string) => Math.round((Date.parse(date) - Date.parse(today)) / 86_400_000);
    const due = first?.dueDate as string;
    // Through the schedule: 3 and 1 days before, the day, then 1, 3 and 7 days late; a day more sends the last.
    for (const date of [-3, -1, 0, 1, 3, 7, 8].map((d) => addDays(due, d)))
      await s.advanceDays(daysTo(date) - daysTo(dateIn(s.clock.now(), MARKETS.MX.timeZone)) || 1);
    const now = s.clock.now();
    await s.database.db.transaction((tx) =>
      writeMessage(tx, now, {
        userId: b.userId,
        kind: 'payment.receipt',
        eventKey: `receipt:test-${orderNo}`,
        orderId: order?.id as string,
        params: { amount: 10_000, orderNo },
      }),
    );
    await s.advanceDays(1);

    const rows = await deliveriesOf(s, b.userId);
    expect(new Set(rows.map((d) => d.kind))).toEqual(
      new Set([
        'disbursement.sent',
        'disbursement.arrived',
        'reminder.due3',
        'reminder.due1',
        'reminder.due0',
        'overdue.day1',
        'overdue.day3',
        'overdue.day7',
        'payment.receipt',
      ]),
    );
    expect(rows.every((d) => d.status === 'sent')).toBe(true);
    const [user] = await s.database.db.select().from(users).where(eq(users.id, b.userId));
    const all = await s.database.db.select({ to: messageDeliveries.toE164 }).from(messageDeliveries);
    expect(new Set(all.map((d) => d.to))).toEqual(new Set([user?.e164]));
    for (const contact of CONTACTS) {
      expect(all.some((d) => d.to.endsWith(contact))).toBe(false);
      expect(await outboxOf(s, contact)).toEqual([]);
    }
    // The borrower's phone has them all, beside the login codes it had before.
    expect((await outboxOf(s, b.mobile)).length).toBeGreaterThanOrEqual(rows.length + 1);
  });
});
