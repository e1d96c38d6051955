import { randomInt } from 'node:crypto';
import { findProduct, type MarketId } from '@puente/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { vi } from 'vitest';
import { loanOrders, loanPhases, messageDeliveries, messages, users } from '../../../db/schema.ts';
import { seedLoan } from '../../../testing/loan-seed.ts';
import type { TestService } from '../../../testing/test-service.ts';

/** A borrower's own number in the market, national digits and E.164; never one the stand-ins refuse (…0000). */
export function newNumber(market: MarketId): { mobile: string; e164: string } {
  const mobile =
    market === 'MX' ? `55${randomInt(10_000_000, 99_999_999)}` : `803${randomInt(1_000_000, 9_999_999)}`;
  return { mobile, e164: market === 'MX' ? `+52${mobile}` : `+234${mobile}` };
}

/** A disbursed loan written to the tables whose first phase falls due on `dueDate`; answers its ids. */
export async function loanDueOn(
  s: TestService,
  market: MarketId,
  dueDate: string,
): Promise<{ orderId: string; userId: string; mobile: string; e164: string }> {
  const product = findProduct(market === 'MX' ? 'mx-91' : 'ng-91');
  if (!product) throw new Error('no product');
  const start = new Date(`${dueDate}T00:00:00Z`);
  start.setUTCDate(start.getUTCDate() - 30);
  const loan = await seedLoan(s.database.db, {
    market,
    amountMinor: product.amount.min,
    startDate: start.toISOString().slice(0, 10),
  });
  await s.database.db
    .update(loanPhases)
    .set({ dueDate })
    .where(and(eq(loanPhases.orderId, loan.id), eq(loanPhases.phase, 1)));
  const [order] = await s.database.db
    .select({ userId: loanOrders.userId })
    .from(loanOrders)
    .where(eq(loanOrders.id, loan.id));
  const number = newNumber(market);
  await s.database.db
    .update(users)
    .set({ mobile: number.mobile, e164: number.e164 })
    .where(eq(users.id, order?.userId as string));
  return { orderId: loan.id, userId: order?.userId as string, ...number };
}

/** Moves the business clock by `minutes` (at least one) as a tester does; the tick runs after it. */
export async function tickAfter(s: TestService, minutes: number): Promise<void> {
  const moved = await s.app.inject({ method: 'POST', url: '/dev/clock/advance', payload: { minutes } });
  if (moved.json().code !== 0) throw new Error(`clock advance answered ${moved.body}`);
}

/** A user's messages and their deliveries, oldest first. */
export async function deliveriesOf(s: TestService, userId: string) {
  return s.database.db
    .select({
      kind: messages.kind,
      eventKey: messages.eventKey,
      params: messages.params,
      channel: messageDeliveries.channel,
      toE164: messageDeliveries.toE164,
      status: messageDeliveries.status,
      notBefore: messageDeliveries.notBefore,
      sentAt: messageDeliveries.sentAt,
      providerRef: messageDeliveries.providerRef,
      detail: messageDeliveries.detail,
      attempts: messageDeliveries.attempts,
    })
    .from(messageDeliveries)
    .innerJoin(messages, eq(messages.id, messageDeliveries.messageId))
    .where(eq(messageDeliveries.userId, userId))
    .orderBy(asc(messageDeliveries.id));
}

export interface OutboxEntry {
  mobile: string;
  channel: string;
  text: string;
  time: string;
}

/** What the stand-ins' handsets of a number hold (Twilio's and Termii's), newest first. */
export async function outboxOf(s: TestService, mobile: string): Promise<OutboxEntry[]> {
  return (await s.app.inject({ url: `/dev/outbox?mobile=${mobile}` })).json() as OutboxEntry[];
}

/** Waits for the stand-ins' network (a few milliseconds of real time) to bring `count` texts. */
export function outboxHolds(s: TestService, mobile: string, count: number): Promise<OutboxEntry[]> {
  return vi.waitFor(
    async () => {
      const held = await outboxOf(s, mobile);
      if (held.length < count) throw new Error(`${mobile} holds ${held.length} of ${count}`);
      return held;
    },
    { timeout: 5_000, interval: 10 },
  );
}

export async function countMessages(s: TestService): Promise<number> {
  const [row] = await s.database.db.select({ n: sql<number>`count(*)::int` }).from(messages);
  return Number(row?.n ?? 0);
}
