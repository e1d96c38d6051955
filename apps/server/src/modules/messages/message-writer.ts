import {
  localDayBounds,
  type MarketId,
  MESSAGE_KIND_NAMES,
  type MessageKind,
  nextContactTime,
  type OutboundChannel,
  purposeOf,
} from '@puente/domain';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  collectionContacts,
  messageDeliveries,
  messagePreferences,
  messages,
  users,
} from '../../db/schema.ts';

export interface NewMessage {
  userId: string;
  kind: MessageKind;
  /** Names the event told, e.g. `receipt:<payment id>`; a message with a key already written is skipped. */
  eventKey: string;
  orderId?: string | null;
  /** What the text needs: amounts in minor units, dates YYYY-MM-DD, references. */
  params?: Record<string, unknown>;
}

/**
 * Writes a message to the borrower's inbox and queues its SMS (and WhatsApp, where chosen), in the
 * caller's transaction, so the message exists exactly when the event does (decision 060). The
 * delivery goes only to the borrower's own number; a collection or marketing message waits for the
 * market's contact window. Answers the message id, or undefined when the event was already told.
 */
export async function writeMessage(tx: Db, now: Date, message: NewMessage): Promise<number | undefined> {
  const [user] = await tx
    .select({
      market: users.market,
      e164: users.e164,
      whatsapp: messagePreferences.whatsapp,
      marketing: messagePreferences.marketing,
    })
    .from(users)
    .leftJoin(messagePreferences, eq(messagePreferences.userId, users.id))
    .where(eq(users.id, message.userId))
    .limit(1);
  if (!user) throw new Error(`no user ${message.userId} to write a message to`);
  const market = user.market as MarketId;
  const [written] = await tx
    .insert(messages)
    .values({
      userId: message.userId,
      market,
      kind: message.kind,
      eventKey: message.eventKey,
      orderId: message.orderId ?? null,
      params: message.params ?? {},
      createdAt: now,
    })
    .onConflictDoNothing({ target: messages.eventKey })
    .returning({ id: messages.id });
  if (!written) return undefined;

  const purpose = purposeOf(message.kind);
  const wanted = purpose !== 'marketing' || user.marketing === true;
  const channels: OutboundChannel[] = ['sms'];
  // Saved only where WhatsApp is offered (the inbox's preferences), so the choice is the test.
  if (user.whatsapp) channels.push('whatsapp');
  await tx.insert(messageDeliveries).values(
    channels.map((channel) => ({
      messageId: written.id,
      userId: message.userId,
      channel,
      toE164: user.e164,
      status: wanted ? 'pending' : 'suppressed',
      detail: wanted ? null : 'marketing not opted in',
      notBefore: purpose === 'notice' ? now : nextContactTime(market, now),
    })),
  );
  return written.id;
}

/**
 * The contacts about a debt or an offer a borrower had in the local day of `at`: SMS and WhatsApp
 * sent for collection and marketing messages, and collectors' logged attempts. The daily cap
 * (contactAllowed in @puente/domain) is checked against this, by the delivery step and by a collector's
 * attempt alike.
 */
export async function contactsToday(tx: Db, userId: string, market: MarketId, at: Date): Promise<number> {
  const { start, end } = localDayBounds(market, at);
  const [sent] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(messageDeliveries)
    .innerJoin(messages, eq(messages.id, messageDeliveries.messageId))
    .where(
      and(
        eq(messageDeliveries.userId, userId),
        eq(messageDeliveries.status, 'sent'),
        gte(messageDeliveries.sentAt, start),
        lt(messageDeliveries.sentAt, end),
        sql`${messages.kind} not in (${sql.join(
          NOTICE_KINDS.map((k) => sql`${k}`),
          sql`, `,
        )})`,
      ),
    );
  const [attempts] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(collectionContacts)
    .where(
      and(
        eq(collectionContacts.userId, userId),
        gte(collectionContacts.at, start),
        lt(collectionContacts.at, end),
      ),
    );
  return (sent?.n ?? 0) + (attempts?.n ?? 0);
}

const NOTICE_KINDS = MESSAGE_KIND_NAMES.filter((kind) => purposeOf(kind) === 'notice');
