import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import { users } from './schema.ts';

/** The credit questionnaire of spec §3, answered once per borrower (answers by question code). */
export const questionnaires = pgTable('questionnaires', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  answers: jsonb('answers').$type<Record<string, string | string[]>>().notNull(),
  savedAt: at('saved_at').notNull(),
});

/**
 * Where the borrower receives money. One primary account at a time; a replaced one is kept (not
 * primary) for the audit trail. No card security code exists anywhere in the schema, on purpose.
 */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    market: text('market').notNull(),
    cardType: text('card_type').notNull(),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    accountNumber: text('account_number').notNull(),
    holderName: text('holder_name'),
    /** The name the bank answered in the name enquiry (Nigeria). */
    bankHolderName: text('bank_holder_name'),
    nameConfirmed: boolean('name_confirmed').notNull().default(false),
    nationalId: text('national_id'),
    primary: boolean('primary').notNull().default(true),
    createdAt: at('created_at').notNull(),
    replacedAt: at('replaced_at'),
  },
  (t) => [
    uniqueIndex('bank_accounts_one_primary').on(t.userId).where(sql`${t.primary}`),
    index('bank_accounts_user_idx').on(t.userId),
  ],
);

/**
 * Facts other areas react to later (the first bank account earns a coupon), written in the same
 * transaction as the change: an outbox, so no event is lost or raised twice.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    userId: uuid('user_id'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    at: at('at').notNull(),
    handledAt: at('handled_at'),
  },
  (t) => [
    uniqueIndex('domain_events_once').on(t.type, t.userId).where(sql`${t.type} = 'bankAccount.firstAdded'`),
  ],
);
