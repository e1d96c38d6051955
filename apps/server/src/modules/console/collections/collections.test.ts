import { randomUUID } from 'node:crypto';
import { ERRORS, localClock } from '@puente/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { collectionPromises, messageDeliveries, messages, staffAudit, users } from '../../../db/schema.ts';
import { loadConfig } from '../../../settings/load-config.ts';
import { describeEngines } from '../../../testing/describe-engines.ts';
import { advanceMinutes, moveToLocal } from '../../../testing/loan-fixtures.ts';
import { ADDITION, additionFor } from '../../../testing/profile-fixtures.ts';
import { type SignedInStaff, signInStaff, staffCall } from '../../../testing/staff-fixtures.ts';
import { ENGINES } from '../../../testing/test-database.ts';
import type { TestService } from '../../../testing/test-service.ts';
import { writeMessage } from '../../messages/message-writer.ts';
import {
  postWebhook,
  repayingBorrower,
  startRepaymentService,
  stpTransfer,
} from '../../repayment/repayment-fixtures.ts';
import { overdueLoan } from './collections-fixtures.ts';

describeEngines(ENGINES)('collections in the staff console on %s', (engine) => {
  let s: TestService;
  let collector: SignedInStaff;
  let agent: SignedInStaff;
  beforeAll(async () => {
    s = await startRepaymentService(engine, {
      publicUrl: loadConfig({ PUBLIC_URL: 'https://pay.puente.example' }).publicUrl,
    });
    collector = await signInStaff(s, 'collector', { name: 'Carla Collector' });
    agent = await signInStaff(s, 'agent');
  });
  afterAll(() => s.close());

  const call = (path: string, body?: Record<string, unknown>, who = collector) =>
    staffCall(s, who, body === undefined ? 'GET' : 'POST', path, body);
  const caseOf = async (orderNo: string) => (await call(`/collections/cases/${orderNo}`)).data;
  const bucketList = async (bucket: string, market = 'MX') =>
    (await call(`/collections/buckets/${bucket}?market=${market}`)).data.items as { orderNo: string }[];
  const auditOf = async (orderNo: string) =>
    (await s.database.db.select().from(staffAudit).where(eq(staffAudit.subjectId, orderNo))).map(
      (row) => row.action,
    );
  const localToday = () => localClock('MX', s.clock.now()).date;
  const plusDays = (day: string, n: number) => {
    const d = new Date(`${day}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + n);
    return d.toISOString().slice(0, 10);
  };

  it('puts a loan in its bucket by days past due on the business clock, 7 in 1–7 and 8 in 8–30, with the name masked', async () => {
    const { orderNo, order } = await overdueLoan(s, 7);
    const inFirst = await bucketList('d1_7');
    expect(inFirst).toContainEqual(
      expect.objectContaining({
        orderNo,
        daysPastDue: 7,
        bucket: 'd1_7',
        borrowerName: 'A** G****',
        currency: 'MXN',
        assignedTo: null,
        lastContact: null,
        openPromise: null,
      }),
    );
    const line = inFirst.find((l) => l.orderNo === orderNo) as unknown as { owedMinor: number };
    expect(line.owedMinor).toBeGreaterThan(order.amount);
    const buckets = (await call('/collections/buckets')).data.markets;
    const mx = buckets.find((m: { market: string }) => m.market === 'MX');
    expect(mx.buckets.map((b: { bucket: string }) => b.bucket)).toEqual([
      'd1_7',
      'd8_30',
      'd31_60',
      'd61_90',
      'd90plus',
    ]);
    expect(mx.buckets[0].loans).toBeGreaterThanOrEqual(1);
    expect(mx.buckets[0].owedMinor).toBeGreaterThanOrEqual(line.owedMinor);

    await s.advanceDays(1);
    expect((await bucketList('d1_7')).map((l) => l.orderNo)).not.toContain(orderNo);
    expect(await bucketList('d8_30')).toContainEqual(expect.objectContaining({ orderNo, daysPastDue: 8 }));
    expect((await caseOf(orderNo)).loan).toMatchObject({ daysPastDue: 8, bucket: 'd8_30' });
    // Only collectors (and administrators) work collections.
    expect(await call('/collections/buckets', undefined, agent)).toMatchObject({ status: 403 });
  });

  it('refuses a collector outside the window (Mexico 22:30 local) naming 07:00, and accepts at 07:00', async () => {
    const { orderNo } = await overdueLoan(s, 3);
    await moveToLocal(s, 'MX', '22:30');
    const late = await call(`/collections/cases/${orderNo}/contacts`, {
      channel: 'call',
      outcome: 'noAnswer',
    });
    expect(late).toMatchObject({ status: 409, code: ERRORS.collectionsOutsideWindow.code });
    const next = new Date(late.data.nextContactAt);
    expect(localClock('MX', next).time).toBe('07:00');
    expect(next.getTime() - s.clock.now().getTime()).toBeLessThan(9 * 3_600_000);
    expect(late.msg).toContain('07:00');
    expect(late.msg).toContain('07:00–22:00');
    const link = await call(`/collections/cases/${orderNo}/payment-link`, {});
    expect(link).toMatchObject({ status: 409, code: ERRORS.collectionsOutsideWindow.code });

    await moveToLocal(s, 'MX', '07:00');
    const early = await call(`/collections/cases/${orderNo}/contacts`, {
      channel: 'call',
      outcome: 'reached',
      note: 'Will pay on Friday',
    });
    expect(early).toMatchObject({ status: 200, data: { orderNo, channel: 'call', outcome: 'reached' } });
    const seen = await caseOf(orderNo);
    expect(seen.contacts).toEqual([
      expect.objectContaining({
        channel: 'call',
        outcome: 'reached',
        note: 'Will pay on Friday',
        memberName: 'Carla Collector',
      }),
    ]);
    expect(await auditOf(orderNo)).toContain('collections.contactLogged');
  });

  it('refuses a collector in Nigeria at 21:00 local, naming 08:00', async () => {
    const { orderNo } = await overdueLoan(s, 2, 'NG');
    await moveToLocal(s, 'NG', '21:00');
    const refused = await call(`/collections/cases/${orderNo}/contacts`, {
      channel: 'call',
      outcome: 'noAnswer',
    });
    expect(refused).toMatchObject({ status: 409, code: ERRORS.collectionsOutsideWindow.code });
    expect(localClock('NG', new Date(refused.data.nextContactAt)).time).toBe('08:00');
    expect((await caseOf(orderNo)).contacts).toEqual([]);
  });

  it('counts automated collection SMS and calls together against the daily cap of 3', async () => {
    const { b, orderNo, order } = await overdueLoan(s, 4);
    await moveToLocal(s, 'MX', '10:00');
    const already = (await caseOf(orderNo)).borrower.contact.contactsToday as number;
    expect(already).toBeLessThanOrEqual(2);
    // Automated collection SMS sent today (the delivery step's work), up to two contacts in all.
    for (let n = already; n < 2; n++) {
      const id = await writeMessage(s.database.db, s.clock.now(), {
        userId: b.userId,
        kind: 'overdue.day3',
        eventKey: `test:${randomUUID()}`,
        orderId: order.id,
      });
      await s.database.db
        .update(messageDeliveries)
        .set({ status: 'sent', sentAt: s.clock.now() })
        .where(eq(messageDeliveries.messageId, id as number));
    }
    const third = await call(`/collections/cases/${orderNo}/contacts`, {
      channel: 'whatsapp',
      outcome: 'noAnswer',
    });
    expect(third).toMatchObject({ status: 200, data: { contactsToday: 3 } });
    const fourth = await call(`/collections/cases/${orderNo}/contacts`, {
      channel: 'call',
      outcome: 'noAnswer',
    });
    expect(fourth).toMatchObject({ status: 409, code: ERRORS.collectionsDailyCap.code });
    const next = new Date(fourth.data.nextContactAt);
    expect(localClock('MX', next)).toEqual({ date: plusDays(localToday(), 1), time: '07:00' });
    expect(await call(`/collections/cases/${orderNo}/payment-link`, {})).toMatchObject({
      status: 409,
      code: ERRORS.collectionsDailyCap.code,
    });
  });

  it('takes a promise within 30 days for at most what is owed, one open per loan; a missed one is followed up once and tops the queue', async () => {
    const { orderNo } = await overdueLoan(s, 10);
    const promise = (body: Record<string, unknown>) => call(`/collections/cases/${orderNo}/promises`, body);
    const today = localToday();
    const owed = (await caseOf(orderNo)).owed.owedNowMinor as number;
    expect(await promise({ promisedDate: plusDays(today, -1), amount: 1000 })).toMatchObject({
      status: 400,
      code: ERRORS.collectionsPromiseDate.code,
    });
    expect(await promise({ promisedDate: plusDays(today, 31), amount: 1000 })).toMatchObject({
      status: 400,
      code: ERRORS.collectionsPromiseDate.code,
    });
    expect(await promise({ promisedDate: today, amount: 0 })).toMatchObject({
      status: 400,
      code: ERRORS.collectionsPromiseAmount.code,
    });
    expect(await promise({ promisedDate: today, amount: owed + 1 })).toMatchObject({
      status: 400,
      code: ERRORS.collectionsPromiseAmount.code,
    });
    expect(await promise({ promisedDate: today, amount: 'lots' })).toMatchObject({
      status: 400,
      code: 10011008,
    });
    const taken = await promise({ promisedDate: today, amount: 50_000 });
    expect(taken).toMatchObject({
      status: 200,
      data: { status: 'open', amount: 50_000, promisedDate: today },
    });
    expect(await promise({ promisedDate: plusDays(today, 2), amount: 10_000 })).toMatchObject({
      status: 409,
      code: ERRORS.collectionsPromiseOpen.code,
    });
    expect(await auditOf(orderNo)).toContain('collections.promiseRecorded');

    // Assigned to the collector through the queues' own route, so it is in their cases.
    expect(await call(`/queues/collections/items/${orderNo}/assign`, {})).toMatchObject({ status: 200 });
    const deeper = await overdueLoan(s, 1);
    await call(`/queues/collections/items/${deeper.orderNo}/assign`, {});

    // Its date passes on the business clock with nothing paid: missed, followed up once however often the tick runs.
    await s.advanceDays(1);
    await advanceMinutes(s, 1);
    const [row] = await s.database.db
      .select()
      .from(collectionPromises)
      .where(eq(collectionPromises.id, taken.data.id));
    expect(row?.status).toBe('missed');
    const missed = await s.database.db
      .select()
      .from(messages)
      .where(
        and(eq(messages.kind, 'promise.missed'), eq(messages.eventKey, `promise.missed:${taken.data.id}`)),
      );
    expect(missed).toHaveLength(1);
    expect(missed[0]?.params).toEqual({ promisedDate: today, amount: 50_000, orderNo });

    const mine = (await call('/collections/mine')).data.items as { orderNo: string; daysPastDue: number }[];
    expect(mine.map((c) => c.orderNo)).toEqual(expect.arrayContaining([orderNo, deeper.orderNo]));
    // The missed promise first, although the other loan is further behind now.
    expect(mine[0]).toMatchObject({ orderNo, missedPromise: { amount: 50_000 } });
    const queues = (await call('/queues')).data.queues as { name: string; open: number }[];
    expect(queues.find((q) => q.name === 'collections')?.open).toBeGreaterThanOrEqual(2);
  });

  it('marks a promise kept when the payments since it reach its amount', async () => {
    const { orderNo, clabe } = await overdueLoan(s, 5);
    const today = localToday();
    const taken = await call(`/collections/cases/${orderNo}/promises`, {
      promisedDate: plusDays(today, 1),
      amount: 20_000,
    });
    expect(taken.status).toBe(200);
    const paid = await postWebhook(s, 'stp', await stpTransfer(s, clabe as string, 20_000, randomUUID()));
    expect(paid.json()).toEqual({ mensaje: 'confirmar' });
    await s.advanceDays(2);
    const seen = await caseOf(orderNo);
    expect(seen.promises).toEqual([expect.objectContaining({ id: taken.data.id, status: 'kept' })]);
    expect(seen.payments).toContainEqual(expect.objectContaining({ amountMinor: 20_000 }));
    expect(
      await s.database.db
        .select()
        .from(messages)
        .where(eq(messages.eventKey, `promise.missed:${taken.data.id}`)),
    ).toEqual([]);
  });

  it('closes the open promise of a loan paid off as kept, before its date', async () => {
    const { orderNo, clabe } = await overdueLoan(s, 2);
    const owed = (await caseOf(orderNo)).owed.owedNowMinor as number;
    const taken = await call(`/collections/cases/${orderNo}/promises`, {
      promisedDate: plusDays(localToday(), 10),
      amount: 1_000,
    });
    expect(taken.status).toBe(200);
    const paid = await postWebhook(s, 'stp', await stpTransfer(s, clabe as string, owed, randomUUID()));
    expect(paid.json()).toEqual({ mensaje: 'confirmar' });
    await advanceMinutes(s, 1);
    const [row] = await s.database.db
      .select()
      .from(collectionPromises)
      .where(eq(collectionPromises.id, taken.data.id));
    expect(row?.status).toBe('kept');
    // No longer overdue: out of the buckets, and nothing more can be done on it.
    expect((await bucketList('d1_7')).map((l) => l.orderNo)).not.toContain(orderNo);
    expect(
      await call(`/collections/cases/${orderNo}/contacts`, { channel: 'call', outcome: 'reached' }),
    ).toMatchObject({ status: 409, code: ERRORS.collectionsNotOverdue.code });
  });

  it("sends the borrower's own payment link to their own number only, and the case names no emergency contact", async () => {
    const { b, orderNo } = await overdueLoan(s, 6);
    await moveToLocal(s, 'MX', '11:00');
    const sent = await call(`/collections/cases/${orderNo}/payment-link`, {});
    expect(sent).toMatchObject({ status: 200, data: { orderNo, alreadySentToday: false } });
    expect(sent.data.url).toMatch(/^https:\/\/pay\.puente\.example\/#\/portal\/repayment\?payOrderId=/);
    const [user] = await s.database.db.select().from(users).where(eq(users.id, b.userId));
    const [message] = await s.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, b.userId), eq(messages.kind, 'collections.paymentLink')));
    expect(message?.params).toEqual({
      url: sent.data.url,
      expiresAt: sent.data.expiresAt,
      amount: sent.data.amount,
      orderNo,
    });
    const deliveries = await s.database.db
      .select()
      .from(messageDeliveries)
      .where(eq(messageDeliveries.messageId, message?.id as number));
    expect(deliveries.map((d) => [d.channel, d.toE164])).toEqual([['sms', user?.e164]]);
    // Sent again the same day: the same link, not a second message.
    expect(await call(`/collections/cases/${orderNo}/payment-link`, {})).toMatchObject({
      status: 200,
      data: { url: sent.data.url, alreadySentToday: true },
    });

    const view = await caseOf(orderNo);
    expect(view.borrower).toMatchObject({ name: 'A** G****', phone: user?.e164 });
    expect(view.messages).toContainEqual(expect.objectContaining({ kind: 'collections.paymentLink' }));
    expect(view.owed.stopsPenaltyMinor).toBeGreaterThan(0);
    expect(view.owed.owedNowMinor).toBeGreaterThanOrEqual(view.owed.stopsPenaltyMinor);
    expect(view.schedule.length).toBeGreaterThan(0);
    const text = JSON.stringify(view);
    const addition = additionFor('MX');
    for (const third of [
      addition.emergencyContactMobile1,
      addition.emergencyContactMobile2,
      ADDITION.emergencyContactName1,
      ADDITION.emergencyContactName2,
      'emergency',
    ])
      expect(text.toLowerCase()).not.toContain(third.toLowerCase());
    expect(await auditOf(orderNo)).toEqual(
      expect.arrayContaining(['collections.paymentLinkSent', 'collections.caseViewed']),
    );
  });

  it('refuses actions on a loan that is not overdue, and an unknown loan', async () => {
    expect(await call('/collections/cases/PLNOSUCH000')).toMatchObject({
      status: 404,
      code: ERRORS.collectionsCaseNotFound.code,
    });
    const { orderNo } = await repayingBorrower(s);
    expect(
      await call(`/collections/cases/${orderNo}/promises`, { promisedDate: localToday(), amount: 100 }),
    ).toMatchObject({ status: 409, code: ERRORS.collectionsNotOverdue.code });
  });
});
