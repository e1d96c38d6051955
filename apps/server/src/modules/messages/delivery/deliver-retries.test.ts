import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BusinessClock } from '../../../clock/business-clock.ts';
import type { Database } from '../../../db/database.ts';
import { messageDeliveries, users } from '../../../db/schema.ts';
import { TwilioSmsProvider } from '../../../providers/sms/twilio-sms.ts';
import { ACCOUNT } from '../../../sandbox/standins/twilio/twilio-standin-fixture.ts';
import { describeEngines } from '../../../testing/describe-engines.ts';
import { ENGINES, openTestDatabase } from '../../../testing/test-database.ts';
import { writeMessage } from '../message-writer.ts';
import { type DeliveryLogEntry, deliverMessages, MAX_ATTEMPTS } from './deliver-job.ts';
import { SmsChannel } from './message-channel.ts';

describeEngines(ENGINES)('retries on %s', (engine) => {
  let database: Database;
  let wallMs = Date.parse('2026-03-11T18:00:00Z'); // 12:00 in Mexico City
  let clock: BusinessClock;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    clock = new BusinessClock(database.db, () => wallMs);
  });
  afterAll(() => database?.close());

  /** Twilio answering every request with `status`, at the wire. */
  const twilioAnswering = (status: number) =>
    new SmsChannel(
      new TwilioSmsProvider(ACCOUNT, {
        baseUrl: 'https://api.twilio.test',
        fetch: async () => new Response(JSON.stringify({ code: status === 500 ? 20500 : 21211 }), { status }),
      }),
    );

  async function receiptFor(e164: string): Promise<number> {
    const [user] = await database.db
      .insert(users)
      .values({ market: 'MX', mobile: e164.slice(-10), e164, createdAt: clock.now() })
      .returning();
    const id = await database.db.transaction((tx) =>
      writeMessage(tx, clock.now(), {
        userId: user?.id as string,
        kind: 'payment.receipt',
        eventKey: `receipt:retry-${e164}`,
        params: { amount: 100 },
      }),
    );
    const [delivery] = await database.db
      .select({ id: messageDeliveries.id })
      .from(messageDeliveries)
      .where(eq(messageDeliveries.messageId, id as number));
    return delivery?.id as number;
  }
  const deliveryRow = async (id: number) =>
    (await database.db.select().from(messageDeliveries).where(eq(messageDeliveries.id, id)))[0];

  it('tries a failing provider again later, and gives up after the last attempt with its error', async () => {
    const id = await receiptFor('+525598760001');
    const logged: DeliveryLogEntry[] = [];
    const deps = {
      db: database.db,
      clock,
      channels: { sms: twilioAnswering(500) },
      log: (e: DeliveryLogEntry) => logged.push(e),
    };
    await deliverMessages(deps);
    const first = await deliveryRow(id);
    expect(first).toMatchObject({ status: 'pending', attempts: 1, claimedUntil: null });
    expect(first?.notBefore.getTime()).toBe(clock.now().getTime() + 60_000);
    // Nothing more until its time.
    await deliverMessages(deps);
    expect((await deliveryRow(id))?.attempts).toBe(1);
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      wallMs += 2 * 60 * 60_000;
      await deliverMessages(deps);
    }
    const last = await deliveryRow(id);
    expect(last).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, sentAt: null });
    expect(last?.detail).toContain('500 (20500)');
    expect(last?.detail).not.toContain('98760001');
    expect(logged.map((e) => e.status)).toEqual([...Array(MAX_ATTEMPTS - 1).fill('pending'), 'failed']);
    expect(logged.every((e) => e.channel === 'sms' && e.kind === 'payment.receipt')).toBe(true);
    expect(JSON.stringify(logged)).not.toContain('98760001');
  });

  it('fails a delivery the provider refuses at once', async () => {
    const id = await receiptFor('+525598760002');
    await deliverMessages({ db: database.db, clock, channels: { sms: twilioAnswering(400) }, log: () => {} });
    expect(await deliveryRow(id)).toMatchObject({ status: 'failed', attempts: 1 });
  });
});
