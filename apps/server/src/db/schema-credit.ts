import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import { users } from './schema.ts';
import { bankAccounts } from './schema-profile.ts';

const money = (name: string) => bigint(name, { mode: 'number' });

/**
 * Credit held for a borrower sent back to their bank account through the payout provider
 * (decision 032). The ledger entries that release the credit are written with the row, so the
 * money is never both held and on its way; a failed transfer holds it again.
 */
export const creditReturns = pgTable(
  'credit_returns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    bankAccountId: uuid('bank_account_id')
      .notNull()
      .references(() => bankAccounts.id),
    /** Ours, sent to the provider: the same reference is always the same transfer. */
    reference: text('reference').notNull(),
    /**
     * queued → sending (claimed by one tick while the provider is called) → sent → succeeded | failed;
     * sending goes back to queued when the provider cannot be reached.
     */
    status: text('status').notNull(),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    requestedAt: at('requested_at').notNull(),
    sentAt: at('sent_at'),
    settledAt: at('settled_at'),
    failure: text('failure'),
  },
  (t) => [
    uniqueIndex('credit_returns_reference').on(t.reference),
    index('credit_returns_user_idx').on(t.userId, t.requestedAt),
    index('credit_returns_waiting_idx').on(t.status).where(sql`${t.status} in ('queued', 'sending', 'sent')`),
  ],
);

/** Borrowers who asked for their credit to pay their next loan when its money is sent. */
export const creditForNextLoan = pgTable('credit_for_next_loan', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  chosenAt: at('chosen_at').notNull(),
});
