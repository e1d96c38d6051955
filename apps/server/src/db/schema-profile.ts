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

/**
 * One person, one borrower (decision 038): each national id (CURP, NIN, BVN) and each payout
 * account belongs to one account of the service. `key` is `personIdKey` / `bankAccountKey` of
 * @puente/domain; claimed in the transaction that saves the id, so of two accounts claiming one key
 * at the same moment exactly one wins. Freed only by its owner replacing it before submitting, by
 * the retention purge, or by an operator moving it.
 */
export const identityClaims = pgTable(
  'identity_claims',
  {
    key: text('key').primaryKey(),
    market: text('market').notNull(),
    kind: text('kind').notNull(),
    /** The normalised id, or the account number. */
    number: text('number').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    claimedAt: at('claimed_at').notNull(),
  },
  (t) => [index('identity_claims_user_idx').on(t.userId)],
);

/**
 * A refused attempt to use an id or account another account owns: the operator's queue (the
 * console shows it; `resolvedAt` is set there). Kept like the audit trail.
 */
export const identityConflicts = pgTable(
  'identity_conflicts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: at('at').notNull(),
    market: text('market').notNull(),
    kind: text('kind').notNull(),
    number: text('number').notNull(),
    /** Where it happened: personalInfo, identityCard, bankAccount, migration. */
    source: text('source').notNull(),
    attemptingUserId: uuid('attempting_user_id')
      .notNull()
      .references(() => users.id),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id),
    resolvedAt: at('resolved_at'),
  },
  (t) => [index('identity_conflicts_open_idx').on(t.at).where(sql`${t.resolvedAt} is null`)],
);
