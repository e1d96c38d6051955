import type { Language } from '@puente/domain';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { loanOrders, messageDeliveries, messagePreferences, messages } from '../../db/schema.ts';

export interface InboxRow {
  id: number;
  market: string;
  kind: string;
  params: Record<string, unknown>;
  createdAt: Date;
  readAt: Date | null;
  orderNo: string | null;
}

const inboxColumns = {
  id: messages.id,
  market: messages.market,
  kind: messages.kind,
  params: messages.params,
  createdAt: messages.createdAt,
  readAt: messages.readAt,
  orderNo: loanOrders.orderNo,
};

/** A page of the borrower's messages, newest first. */
export async function pageOf(db: Db, userId: string, offset: number, limit: number): Promise<InboxRow[]> {
  return db
    .select(inboxColumns)
    .from(messages)
    .leftJoin(loanOrders, eq(loanOrders.id, messages.orderId))
    .where(eq(messages.userId, userId))
    .orderBy(desc(messages.id))
    .limit(limit)
    .offset(offset);
}

export async function counts(db: Db, userId: string): Promise<{ total: number; unread: number }> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      unread: sql<number>`count(*) filter (where ${messages.readAt} is null)::int`,
    })
    .from(messages)
    .where(eq(messages.userId, userId));
  return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
}

export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(messages)
    .where(and(eq(messages.userId, userId), isNull(messages.readAt)));
  return row?.n ?? 0;
}

/** One of the borrower's own messages; another borrower's is not found. */
export async function ownMessage(db: Db, userId: string, id: number): Promise<InboxRow | undefined> {
  const [row] = await db
    .select(inboxColumns)
    .from(messages)
    .leftJoin(loanOrders, eq(loanOrders.id, messages.orderId))
    .where(and(eq(messages.userId, userId), eq(messages.id, id)))
    .limit(1);
  return row;
}

/** Marks read, keeping the first reading's time. */
export async function markRead(tx: Db, userId: string, id: number, now: Date): Promise<Date> {
  const [row] = await tx
    .update(messages)
    .set({ readAt: sql`coalesce(${messages.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(messages.userId, userId), eq(messages.id, id)))
    .returning({ readAt: messages.readAt });
  return row?.readAt ?? now;
}

export async function markAllRead(tx: Db, userId: string, now: Date): Promise<void> {
  await tx
    .update(messages)
    .set({ readAt: now })
    .where(and(eq(messages.userId, userId), isNull(messages.readAt)));
}

export type PreferencesRow = typeof messagePreferences.$inferSelect;

export async function preferencesOf(db: Db, userId: string): Promise<PreferencesRow | undefined> {
  const [row] = await db
    .select()
    .from(messagePreferences)
    .where(eq(messagePreferences.userId, userId))
    .limit(1);
  return row;
}

/** Saves the borrower's choices; the language is the one they read the app in when choosing. */
export async function saveChoices(
  tx: Db,
  row: { userId: string; language: Language; marketing: boolean; whatsapp: boolean; now: Date },
): Promise<void> {
  const { userId, language, marketing, whatsapp, now } = row;
  await tx
    .insert(messagePreferences)
    .values({ userId, language, marketing, whatsapp, updatedAt: now })
    .onConflictDoUpdate({
      target: messagePreferences.userId,
      set: { language, marketing, whatsapp, updatedAt: now },
    });
}

/** Keeps the language the borrower reads the app in, for messages sent outside it (the SMS). */
export async function saveLanguage(tx: Db, userId: string, language: Language, now: Date): Promise<void> {
  await tx
    .insert(messagePreferences)
    .values({ userId, language, updatedAt: now })
    .onConflictDoUpdate({
      target: messagePreferences.userId,
      set: { language, updatedAt: now },
      setWhere: sql`${messagePreferences.language} <> ${language}`,
    });
}

export interface DeliveryRow {
  messageId: number;
  channel: string;
  toE164: string;
  status: string;
  detail: string | null;
  sentAt: Date | null;
  notBefore: Date;
}

/** The customer's newest messages with each one's deliveries (the console's customer view). */
export async function messagesWithDeliveries(
  db: Db,
  userId: string,
  limit: number,
): Promise<{ rows: InboxRow[]; deliveries: DeliveryRow[] }> {
  const rows = await pageOf(db, userId, 0, limit);
  if (rows.length === 0) return { rows, deliveries: [] };
  const deliveries = await db
    .select({
      messageId: messageDeliveries.messageId,
      channel: messageDeliveries.channel,
      toE164: messageDeliveries.toE164,
      status: messageDeliveries.status,
      detail: messageDeliveries.detail,
      sentAt: messageDeliveries.sentAt,
      notBefore: messageDeliveries.notBefore,
    })
    .from(messageDeliveries)
    .where(
      inArray(
        messageDeliveries.messageId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(messageDeliveries.id));
  return { rows, deliveries };
}
