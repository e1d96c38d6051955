import { type Language, type MarketId, type MessageKind, messageText } from '@puente/domain';
import type { Db } from '../../db/database.ts';
import * as inbox from './inbox-repository.ts';

export interface CustomerMessage {
  id: string;
  kind: string;
  /** In the reader's language (the staff member's). */
  title: string;
  at: string;
  read: boolean;
  orderNo: string | null;
  deliveries: {
    channel: string;
    /** The whole number: the caller masks it for the screen. */
    toE164: string;
    status: string;
    detail: string | null;
    sentAt: string | null;
    notBefore: string;
  }[];
}

/** Every message written to a customer, newest first, with how each went out (the console's view). */
export async function customerMessages(
  db: Db,
  userId: string,
  lang: Language,
  limit = 200,
): Promise<CustomerMessage[]> {
  const { rows, deliveries } = await inbox.messagesWithDeliveries(db, userId, limit);
  return rows.map((row) => ({
    id: String(row.id),
    kind: row.kind,
    title: messageText(row.kind as MessageKind, row.params, row.market as MarketId, lang).title,
    at: row.createdAt.toISOString(),
    read: row.readAt !== null,
    orderNo: row.orderNo,
    deliveries: deliveries
      .filter((d) => d.messageId === row.id)
      .map((d) => ({
        channel: d.channel,
        toE164: d.toE164,
        status: d.status,
        detail: d.detail,
        sentAt: d.sentAt?.toISOString() ?? null,
        notBefore: d.notBefore.toISOString(),
      })),
  }));
}
