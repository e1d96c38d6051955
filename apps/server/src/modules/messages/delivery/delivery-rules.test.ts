import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rowsOf } from '../../../db/rows-of.ts';
import { messagePreferences, reminderRuns } from '../../../db/schema.ts';
import { describeEngines } from '../../../testing/describe-engines.ts';
import { ENGINES } from '../../../testing/test-database.ts';
import { startTestService, type TestService } from '../../../testing/test-service.ts';
import { writeMessage } from '../message-writer.ts';
import { deliveriesOf, loanDueOn, outboxHolds, outboxOf, tickAfter } from './delivery-fixtures.ts';

describeEngines(ENGINES)('message delivery rules on %s', (engine) => {
  // One service whose wall clock stands still: the business clock moves only as the tests move it.
  let s: TestService;
  let wallMs = Date.now();
  beforeAll(async () => {
    s = await startTestService(engine, {}, { wall: () => wallMs });
  });
  afterAll(() => s?.close());

  /** Answers the service with its business clock at `instant`, and no date's reminders written yet. */
  async function serviceAt(instant: string): Promise<TestService> {
    wallMs += Date.parse(instant) - s.clock.now().getTime();
    await s.database.db.delete(reminderRuns);
    return s;
  }

  it('holds a reminder computed at 23:30 in Mexico City until 07:00, then sends it by SMS once', async () => {
    // 23:30 on 10 March in Mexico City (UTC−6) is 05:30Z on the 11th.
    s = await serviceAt('2026-03-11T05:30:00Z');
    const loan = await loanDueOn(s, 'MX', '2026-03-13');
    await tickAfter(s, 1);
    const [queued] = await deliveriesOf(s, loan.userId);
    expect(queued).toMatchObject({
      kind: 'reminder.due3',
      eventKey: `reminder.due3:${loan.orderId}:1:2026-03-13`,
      channel: 'sms',
      toE164: loan.e164,
      status: 'pending',
    });
    expect(queued?.notBefore.toISOString()).toBe('2026-03-11T13:00:00.000Z');
    expect(queued?.params).toMatchObject({ dueDate: '2026-03-13' });
    expect(Number(queued?.params.amount)).toBeGreaterThan(0);

    await tickAfter(s, 448); // 06:59
    expect((await deliveriesOf(s, loan.userId)).map((d) => d.status)).toEqual(['pending']);
    expect(await outboxOf(s, loan.mobile)).toEqual([]);

    await tickAfter(s, 1); // 07:00
    const [sent] = await deliveriesOf(s, loan.userId);
    expect(sent).toMatchObject({ status: 'sent', attempts: 1 });
    expect(sent?.providerRef).toMatch(/^SM/);
    expect(sent?.sentAt?.toISOString()).toBe('2026-03-11T13:00:00.000Z');
    const [text] = await outboxHolds(s, loan.mobile, 1);
    expect(text).toMatchObject({ channel: 'sms' });
    expect(text?.text).toContain('Puente');

    // The next days' ticks write nothing again for that date, and send nothing twice.
    await tickAfter(s, 60);
    expect(await deliveriesOf(s, loan.userId)).toHaveLength(1);
    expect(await outboxOf(s, loan.mobile)).toHaveLength(1);
  });

  it("waits for Lagos's 08:00 and sends through Termii", async () => {
    // 07:30 WAT (UTC+1) on 10 March.
    s = await serviceAt('2026-03-10T06:30:00Z');
    const loan = await loanDueOn(s, 'NG', '2026-03-09'); // one day overdue
    await tickAfter(s, 1);
    const [queued] = await deliveriesOf(s, loan.userId);
    expect(queued).toMatchObject({ kind: 'overdue.day1', status: 'pending', toE164: loan.e164 });
    expect(queued?.notBefore.toISOString()).toBe('2026-03-10T07:00:00.000Z');
    await tickAfter(s, 28); // 07:59
    expect((await deliveriesOf(s, loan.userId))[0]?.status).toBe('pending');
    await tickAfter(s, 1); // 08:00
    const [sent] = await deliveriesOf(s, loan.userId);
    expect(sent).toMatchObject({ status: 'sent' });
    expect(sent?.providerRef).toBeTypeOf('string');
    expect(sent?.providerRef).not.toMatch(/^SM/); // Termii's message_id, not a Twilio sid
    await outboxHolds(s, loan.mobile, 1);
  });

  it('sends by WhatsApp too to a borrower who chose it, where the sandbox offers it', async () => {
    const service = await serviceAt('2026-03-11T18:00:00Z'); // 12:00 in Mexico City
    const loan = await loanDueOn(service, 'MX', '2026-03-12');
    await service.database.db
      .insert(messagePreferences)
      .values({ userId: loan.userId, language: 'es', whatsapp: true, updatedAt: service.clock.now() });
    await tickAfter(service, 1);
    const rows = await deliveriesOf(service, loan.userId);
    expect(rows.map((d) => [d.kind, d.channel, d.status, d.toE164])).toEqual([
      ['reminder.due1', 'sms', 'sent', loan.e164],
      ['reminder.due1', 'whatsapp', 'sent', loan.e164],
    ]);
    const held = await outboxHolds(service, loan.mobile, 2);
    expect(held.map((m) => m.channel).sort()).toEqual(['sms', 'whatsapp']);
  });

  it('sends a notice at 23:00 at once', async () => {
    // 23:00 in Mexico City.
    s = await serviceAt('2026-03-11T05:00:00Z');
    const loan = await loanDueOn(s, 'MX', '2026-04-30');
    const service = s;
    await s.database.db.transaction((tx) =>
      writeMessage(tx, service.clock.now(), {
        userId: loan.userId,
        kind: 'payment.receipt',
        eventKey: `receipt:test-${loan.orderId}`,
        orderId: loan.orderId,
        params: { amount: 50_000, orderNo: 'X1' },
      }),
    );
    await tickAfter(s, 1);
    const [sent] = await deliveriesOf(s, loan.userId);
    expect(sent).toMatchObject({ kind: 'payment.receipt', status: 'sent' });
    // At the first tick after it was written, 23:01, outside the contact window.
    expect(sent?.sentAt?.toISOString()).toBe('2026-03-11T05:01:00.000Z');
    await outboxHolds(s, loan.mobile, 1);
  });

  it('suppresses marketing the borrower no longer opts in to, at the time of sending', async () => {
    s = await serviceAt('2026-03-11T18:00:00Z'); // 12:00 in Mexico City
    const loan = await loanDueOn(s, 'MX', '2026-04-30');
    const service = s;
    const now = s.clock.now();
    await s.database.db
      .insert(messagePreferences)
      .values({ userId: loan.userId, language: 'es', marketing: true, updatedAt: now });
    const offer = (key: string) =>
      service.database.db.transaction((tx) =>
        writeMessage(tx, now, { userId: loan.userId, kind: 'offer.newLimit', eventKey: key, params: {} }),
      );
    await offer('offer:one');
    await s.database.db
      .update(messagePreferences)
      .set({ marketing: false })
      .where(eq(messagePreferences.userId, loan.userId));
    await offer('offer:two');
    await tickAfter(s, 1);
    const rows = await deliveriesOf(s, loan.userId);
    expect(rows.map((d) => [d.eventKey, d.status, d.detail])).toEqual([
      ['offer:one', 'suppressed', 'marketing not opted in'],
      ['offer:two', 'suppressed', 'marketing not opted in'],
    ]);
    expect(await outboxOf(s, loan.mobile)).toEqual([]);
  });

  it('holds collection messages over the daily cap until the next morning', async () => {
    s = await serviceAt('2026-03-11T16:00:00Z'); // 10:00 in Mexico City
    const loan = await loanDueOn(s, 'MX', '2026-04-30');
    const service = s;
    for (const n of [1, 2, 3, 4])
      await s.database.db.transaction((tx) =>
        writeMessage(tx, service.clock.now(), {
          userId: loan.userId,
          kind: 'promise.missed',
          eventKey: `promise.missed:test-${loan.orderId}:${n}`,
          params: { amount: 1000 },
        }),
      );
    await tickAfter(s, 1);
    const rows = await deliveriesOf(s, loan.userId);
    expect(rows.map((d) => d.status)).toEqual(['sent', 'sent', 'sent', 'pending']);
    expect(rows[3]?.notBefore.toISOString()).toBe('2026-03-12T13:00:00.000Z');
    expect(rows[3]?.detail).toMatch(/daily contact cap/);
    expect(rows[3]?.attempts).toBe(0);
    await outboxHolds(s, loan.mobile, 3);

    await tickAfter(s, 20 * 60 + 58); // 06:59 the next day
    expect((await deliveriesOf(s, loan.userId))[3]?.status).toBe('pending');
    await tickAfter(s, 1); // 07:00
    expect((await deliveriesOf(s, loan.userId))[3]?.status).toBe('sent');
    await outboxHolds(s, loan.mobile, 4);
  });
});

// Its own service: close of business must charge the week's penalties from the first date it closes.
describeEngines(ENGINES)('what reminders ask for on %s', (engine) => {
  let s: TestService;
  const wall = Date.parse('2026-03-11T18:00:00Z'); // 12:00 on 11 March in Mexico City
  beforeAll(async () => {
    s = await startTestService(engine, {}, { wall: () => wall });
  });
  afterAll(() => s?.close());

  it('writes nothing for a phase already paid, and the amount that stops the penalty for one overdue', async () => {
    const overdue = await loanDueOn(s, 'MX', '2026-03-04'); // 7 days overdue
    await tickAfter(s, 1);
    const [notice] = await deliveriesOf(s, overdue.userId);
    expect(notice).toMatchObject({ kind: 'overdue.day7', status: 'sent' });
    // Close of business charged the week's penalties: the notice asks for the phase and them.
    const [row] = rowsOf(
      await s.database.db.execute(sql`
        select (select total from loan_phases where order_id = ${overdue.orderId} and phase = 1)::text as total,
          (select coalesce(sum(amount), 0) from ledger_entries
            where order_id = ${overdue.orderId} and kind = 'penalty')::text as penalty`),
    );
    const penalty = Number(row?.penalty);
    expect(penalty).toBeGreaterThan(0);
    expect(notice?.params.amount).toBe(Number(row?.total) + penalty);

    // A loan whose first phase is paid gets no reminder for it.
    const paid = await loanDueOn(s, 'MX', '2026-03-14');
    await s.database.db.execute(sql`
      insert into ledger_entries (order_id, kind, amount, phase, applies_to, business_date, at, ref)
      select order_id, 'repayment', -total, 1, null, '2026-03-11', now(), 'test-paid'
      from loan_phases where order_id = ${paid.orderId} and phase = 1`);
    await s.database.db.execute(sql`delete from reminder_runs`);
    await tickAfter(s, 1);
    expect(await deliveriesOf(s, paid.userId)).toEqual([]);
  });

  it('takes a coupon off the phase it was given on, never off an earlier one, as the schedule shows it', async () => {
    const loan = await loanDueOn(s, 'MX', '2026-03-14');
    const phases = rowsOf(
      await s.database.db.execute(
        sql`select phase, total::text as total from loan_phases where order_id = ${loan.orderId} order by phase`,
      ),
    );
    expect(phases.length).toBeGreaterThan(1);
    // 10.00 off the first phase's interest, 46.00 off the last one's.
    await s.database.db.execute(sql`
      insert into ledger_entries (order_id, kind, amount, phase, applies_to, business_date, at, ref)
      values (${loan.orderId}, 'coupon', -1000, 1, 'interest', '2026-03-11', now(), 'test-coupon-1'),
        (${loan.orderId}, 'coupon', -4600, ${Number(phases.at(-1)?.phase)}, 'interest', '2026-03-11', now(), 'test-coupon-2')`);
    await s.database.db.execute(sql`delete from reminder_runs`);
    await tickAfter(s, 1);
    const [reminder] = await deliveriesOf(s, loan.userId);
    expect(reminder).toMatchObject({ kind: 'reminder.due3' });
    expect(reminder?.params.amount).toBe(Number(phases[0]?.total) - 1000);
  });
});
