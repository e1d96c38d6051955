import { sql } from 'drizzle-orm';
import { bigint, bigserial, date, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import { users } from './schema.ts';
import { loanOrders } from './schema-loans.ts';

/**
 * A collector's contact log (issue 21): every attempt to reach a borrower about an overdue loan,
 * with its channel, time (business clock), outcome and note. Attempts count against the same
 * window and daily cap as automated messages.
 */
export const collectionContacts = pgTable(
  'collection_contacts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => loanOrders.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    memberId: uuid('member_id').notNull(),
    channel: text('channel').notNull(),
    outcome: text('outcome').notNull(),
    note: text('note').notNull().default(''),
    at: at('at').notNull(),
  },
  (t) => [
    index('collection_contacts_order_idx').on(t.orderId, t.at),
    index('collection_contacts_user_idx').on(t.userId, t.at),
  ],
);

/**
 * A borrower's promise to pay an amount by a date, taken by a collector. The tick marks it kept
 * when the payments since it reach the amount by the date, else missed, and a missed promise
 * writes its follow-up (a message to the borrower, the case back at the top of the queue).
 */
export const collectionPromises = pgTable(
  'collection_promises',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => loanOrders.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    memberId: uuid('member_id').notNull(),
    promisedDate: date('promised_date', { mode: 'string' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status').notNull(),
    createdAt: at('created_at').notNull(),
    resolvedAt: at('resolved_at'),
  },
  (t) => [
    // One open promise per loan: a second would be followed up twice.
    uniqueIndex('collection_promises_one_open').on(t.orderId).where(sql`${t.status} = 'open'`),
    index('collection_promises_due_idx').on(t.promisedDate).where(sql`${t.status} = 'open'`),
  ],
);
