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
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import type { LoanQuote, ReviewDecisionRecord } from './loan-json.ts';
import { users } from './schema.ts';
import { bankAccounts } from './schema-profile.ts';

/** Money columns: integers in minor units (centavos, kobo). */
const money = (name: string) => bigint(name, { mode: 'number' });
const day = (name: string) => date(name, { mode: 'string' });

/**
 * A loan order from application to its end. Deadlines are stored on the row and moved by the tick
 * (docs/decisions/005). Status numbers and transitions: packages/domain orders/order-status.ts.
 */
export const loanOrders = pgTable(
  'loan_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNo: text('order_no').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    market: text('market').notNull(),
    productId: text('product_id').notNull(),
    status: smallint('status').notNull(),
    amount: money('amount').notNull(),
    /** Priced with the repeat rate (the borrower had repaid a loan on time). */
    repeat: boolean('repeat').notNull().default(false),
    /** The figures the borrower was shown; re-dated when the money is sent. */
    quote: jsonb('quote').$type<LoanQuote>().notNull(),
    appliedAt: at('applied_at').notNull(),
    decideAt: at('decide_at').notNull(),
    decidedAt: at('decided_at'),
    decision: jsonb('decision').$type<ReviewDecisionRecord>(),
    /**
     * A fraud signal fired on an application the rules would approve: it stays Applying (the
     * borrower sees "under review") and waits for an operator; the review job passes it by.
     */
    heldAt: at('held_at'),
    /** A rejected borrower may apply again from this instant. */
    retryAt: at('retry_at'),
    offerExpiresAt: at('offer_expires_at'),
    signedAt: at('signed_at'),
    moneyRequestedAt: at('money_requested_at'),
    disbursedAt: at('disbursed_at'),
    startDate: day('start_date'),
    dueDate: day('due_date'),
    closedAt: at('closed_at'),
    cancelReason: text('cancel_reason'),
    /** Why an operator refused a held application, as the borrower reads it (decision 059). */
    refuseReason: text('refuse_reason'),
    /** The applicant's person key when they applied (user_profiles.person_key, decision 038). */
    personKey: text('person_key'),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('loan_orders_order_no').on(t.orderNo),
    // One loan at a time, whatever the number of simultaneous applications.
    uniqueIndex('loan_orders_one_open').on(t.userId).where(sql`${t.status} in (1, 14, 18, 19, 7, 10, 2, 3)`),
    // And one at a time per person, whichever of their accounts applies (decision 038).
    uniqueIndex('loan_orders_one_open_per_person')
      .on(t.personKey)
      .where(sql`${t.status} in (1, 14, 18, 19, 7, 10, 2, 3)`),
    index('loan_orders_user_idx').on(t.userId, t.appliedAt),
    index('loan_orders_status_idx').on(t.status),
    // The console's queue of applications held for an operator (decisions 039, 059).
    index('loan_orders_held_idx').on(t.heldAt).where(sql`${t.status} = 1 and ${t.heldAt} is not null`),
    // The console's portfolio report reads a market's open loans only (console/reports).
    index('loan_orders_open_market_idx').on(t.market, t.status, t.id).where(sql`${t.status} in (2, 3)`),
  ],
);

/** The schedule by phase, as priced; fixed when the money is sent. */
export const loanPhases = pgTable(
  'loan_phases',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => loanOrders.id),
    phase: smallint('phase').notNull(),
    dueDate: day('due_date').notNull(),
    principal: money('principal').notNull(),
    interest: money('interest').notNull(),
    fee: money('fee').notNull(),
    tax: money('tax').notNull(),
    total: money('total').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.phase] }), index('loan_phases_due_idx').on(t.dueDate)],
);

/** Every status change of an order, with what moved it (audit trail). */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => loanOrders.id),
    fromStatus: smallint('from_status'),
    toStatus: smallint('to_status').notNull(),
    reason: text('reason').notNull(),
    at: at('at').notNull(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId)],
);

/**
 * Every movement of money on an order. Charges (principal, fee, tax, interest, penalty,
 * rolloverFee) are positive and raise what the borrower owes; credits (repayment, coupon,
 * overpayment) are negative, and a repayment names the charge it settles in `appliesTo`. An
 * overpayment (credit held for the borrower) is released by a positive entry (decision 032).
 * `payout` records the cash sent and is not part of the debt. `ref` makes each entry
 * idempotent: a retried job or webhook writes nothing twice.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => loanOrders.id),
    kind: text('kind').notNull(),
    amount: money('amount').notNull(),
    phase: smallint('phase'),
    /** For a repayment: the kind of charge it settles (penalty, fee, tax, interest, principal…). */
    appliesTo: text('applies_to'),
    businessDate: day('business_date').notNull(),
    at: at('at').notNull(),
    ref: text('ref').notNull(),
  },
  (t) => [
    uniqueIndex('ledger_entries_once').on(t.orderId, t.kind, t.ref),
    index('ledger_entries_order_idx').on(t.orderId),
    // Close of business reads only credits and penalties, and only these columns: an index-only scan
    // of this partial index instead of every entry of every open loan (modules/cob/cob-sql.ts).
    index('ledger_entries_cob_idx')
      .on(t.orderId, t.kind, t.businessDate, t.amount, t.appliesTo)
      .where(sql`${t.kind} in ('repayment', 'coupon', 'penalty')`),
    // The console's daily report: a date range of money sent and received, without the other entries.
    // The date leads: the kinds are the index's predicate, so PostgreSQL does not search by them.
    index('ledger_entries_report_day_idx')
      .on(t.businessDate, t.kind, t.orderId, t.amount, t.ref)
      .where(sql`${t.kind} in ('payout', 'repayment', 'overpayment')`),
    // The console's portfolio report: principal charged and principal repaid, per loan, index-only.
    index('ledger_entries_principal_idx')
      .on(t.orderId, t.amount)
      .where(sql`${t.kind} = 'principal' or ${t.appliesTo} = 'principal'`),
    // Credit held for borrowers (console/reports unmatched money).
    index('ledger_entries_overpayment_idx').on(t.orderId, t.amount).where(sql`${t.kind} = 'overpayment'`),
  ],
);

/** Each attempt to send an order's money to the borrower's account. */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => loanOrders.id),
    attempt: integer('attempt').notNull(),
    bankAccountId: uuid('bank_account_id')
      .notNull()
      .references(() => bankAccounts.id),
    amount: money('amount').notNull(),
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
    uniqueIndex('payouts_attempt').on(t.orderId, t.attempt),
    uniqueIndex('payouts_provider_ref').on(t.providerRef),
    index('payouts_status_idx').on(t.status),
  ],
);

/** The agreement as signed, with the evidence of acceptance. */
export const loanAgreements = pgTable('loan_agreements', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => loanOrders.id),
  version: text('version').notNull(),
  language: text('language').notNull(),
  text: text('text').notNull(),
  sha256: text('sha256').notNull(),
  signedAt: at('signed_at').notNull(),
  ip: text('ip').notNull(),
  userAgent: text('user_agent').notNull(),
});

/**
 * Close of business runs once per market and business date, whatever the number of instances: the
 * market is part of the key because a date ends at a different instant in each market's time zone.
 */
export const cobRuns = pgTable(
  'cob_runs',
  {
    market: text('market').notNull(),
    businessDate: day('business_date').notNull(),
    startedAt: at('started_at').notNull(),
    finishedAt: at('finished_at'),
    markedOverdue: integer('marked_overdue').notNull().default(0),
    penalties: integer('penalties').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.market, t.businessDate] })],
);
