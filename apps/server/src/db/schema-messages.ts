import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import { users } from './schema.ts';

/**
 * The borrower's inbox and the outbox behind it (issue 21, decision 060): one row per event told,
 * kept for the life of the account. `event_key` names the event (`receipt:<payment>`,
 * `reminder.due3:<order>:<phase>:<due date>`), so a retried job or a second instance writes nothing twice.
 * `params` holds what the text needs (amounts in minor units, dates, reference); the text itself is
 * written in the reader's language when it is read or sent.
 */
export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    market: text('market').notNull(),
    kind: text('kind').notNull(),
    eventKey: text('event_key').notNull(),
    orderId: uuid('order_id'),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: at('created_at').notNull(),
    readAt: at('read_at'),
  },
  (t) => [
    uniqueIndex('messages_event_key').on(t.eventKey),
    index('messages_user_idx').on(t.userId, t.id),
    index('messages_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);

/**
 * Each message's trips outside the app (SMS, WhatsApp), logged with where it went and how it went.
 * Only ever to the borrower's own number (`to_e164`, copied from `users` when written): nothing
 * about a debt goes to an emergency contact or any third party. A delivery waits for `not_before`
 * (the contact window); an instance takes it by setting `claimed_until`, so two never send one.
 */
export const messageDeliveries = pgTable(
  'message_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => messages.id),
    userId: uuid('user_id').notNull(),
    channel: text('channel').notNull(),
    toE164: text('to_e164').notNull(),
    status: text('status').notNull(),
    notBefore: at('not_before').notNull(),
    claimedUntil: at('claimed_until'),
    attempts: integer('attempts').notNull().default(0),
    providerRef: text('provider_ref'),
    detail: text('detail'),
    sentAt: at('sent_at'),
  },
  (t) => [
    uniqueIndex('message_deliveries_once').on(t.messageId, t.channel),
    index('message_deliveries_due_idx').on(t.notBefore).where(sql`${t.status} = 'pending'`),
    index('message_deliveries_user_idx').on(t.userId, t.sentAt),
  ],
);

/** What a borrower lets the service send besides the inbox and required notices, and the language they read. */
export const messagePreferences = pgTable('message_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  language: text('language').notNull(),
  marketing: boolean('marketing').notNull().default(false),
  whatsapp: boolean('whatsapp').notNull().default(false),
  updatedAt: at('updated_at').notNull(),
});

/**
 * The reminder runs done, one per market and business date (decision 061): the insert decides which
 * instance writes a date's reminders and overdue notices, and a date already done is never read again.
 */
export const reminderRuns = pgTable(
  'reminder_runs',
  {
    market: text('market').notNull(),
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    startedAt: at('started_at').notNull(),
    finishedAt: at('finished_at'),
    written: integer('written').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.market, t.businessDate] })],
);
