import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import { users } from './schema.ts';
import { loanOrders } from './schema-loans.ts';

const money = (name: string) => bigint(name, { mode: 'number' });

/**
 * A coupon granted to a borrower, copied from its configured definition when granted so a later
 * change of configuration never changes a coupon already held. `orderId` is the order it is applied
 * to (before the money is sent) or was used on (`usedAt` set, with its ledger entry).
 */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    market: text('market').notNull(),
    definitionId: text('definition_id').notNull(),
    kind: text('kind').notNull(),
    /** Minor units off, or a number of interest-free days, by kind. */
    value: integer('value').notNull(),
    minLoan: money('min_loan').notNull(),
    /** What earned it (`bankAccount`, `draw`) and which one: granting twice writes nothing. */
    source: text('source').notNull(),
    sourceRef: text('source_ref').notNull(),
    grantedAt: at('granted_at').notNull(),
    /** The last business date (market time) it can be used on. */
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    orderId: uuid('order_id').references(() => loanOrders.id),
    usedAt: at('used_at'),
    /** The welcome (bank account) coupon is once per person and once per account too (decision 038). */
    personKey: text('person_key'),
    accountKey: text('account_key'),
  },
  (t) => [
    uniqueIndex('coupons_granted_once').on(t.userId, t.source, t.sourceRef),
    uniqueIndex('coupons_welcome_once_per_person').on(t.personKey).where(sql`${t.source} = 'bankAccount'`),
    uniqueIndex('coupons_welcome_once_per_account').on(t.accountKey).where(sql`${t.source} = 'bankAccount'`),
    uniqueIndex('coupons_one_per_order').on(t.orderId).where(sql`${t.orderId} is not null`),
    index('coupons_user_idx').on(t.userId, t.grantedAt),
  ],
);

/** The prize draw after a disbursement: one per loan, by the primary key. */
export const prizeDraws = pgTable('prize_draws', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => loanOrders.id),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  prizeId: text('prize_id').notNull(),
  couponId: uuid('coupon_id').references(() => coupons.id),
  drawnAt: at('drawn_at').notNull(),
});

/**
 * A mobile number left on a promotion page (`/yx3`) before registering, kept so the registration
 * that follows can be tied to it. One row per number; leaving it again refreshes `lastSeenAt`.
 */
export const leads = pgTable(
  'leads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    market: text('market').notNull(),
    e164: text('e164').notNull(),
    source: text('source').notNull(),
    ip: text('ip'),
    createdAt: at('created_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
    userId: uuid('user_id').references(() => users.id),
    registeredAt: at('registered_at'),
  },
  (t) => [uniqueIndex('leads_e164_key').on(t.e164), index('leads_created_idx').on(t.createdAt)],
);
