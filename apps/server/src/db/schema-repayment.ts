import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import { users } from './schema.ts';
import { loanOrders } from './schema-loans.ts';

const money = (name: string) => bigint(name, { mode: 'number' });

/** Serials of the CLABEs registered at STP, one per borrower: never reused, even after a rollback. */
export const stpClabeSerial = pgSequence('stp_clabe_serial', { startWith: 1, maxValue: 9_999_999 });

/**
 * An account of the borrower's own to pay into: the STP CLABE in Mexico, a reserved or dedicated
 * account in Nigeria. A transfer into it is matched to the borrower's open order.
 */
export const repaymentAccounts = pgTable(
  'repayment_accounts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    provider: text('provider').notNull(),
    accountNo: text('account_no').notNull(),
    bankName: text('bank_name').notNull(),
    /** The name the paying bank shows for the account. */
    accountName: text('account_name'),
    /** Our reference for the account at the provider (Monnify accountReference, Flutterwave tx_ref). */
    reference: text('reference'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.provider] }),
    uniqueIndex('repayment_accounts_account').on(t.provider, t.accountNo),
  ],
);

/**
 * A payment the borrower asked to make for one amount through one channel (an OXXO reference, a
 * gateway checkout): `id` is the spec's payOrderId, `reference` what the provider knows it by.
 */
export const payOrders = pgTable(
  'pay_orders',
  {
    id: text('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => loanOrders.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    channel: text('channel').notNull(),
    provider: text('provider').notNull(),
    /** repayment, or extension: the fee of a pending extension (loan_extensions). */
    purpose: text('purpose').notNull().default('repayment'),
    reference: text('reference').notNull(),
    /** Where the borrower pays (a gateway's checkout, Stripe's hosted OXXO voucher), when the channel has such a page. */
    checkoutUrl: text('checkout_url'),
    /** The provider's own id for it (Stripe's PaymentIntent `pi_…` behind an OXXO voucher). */
    providerRef: text('provider_ref'),
    /** The number the till takes (Stripe's `oxxo_display_details.number`); what the barcode encodes. */
    voucherNumber: text('voucher_number'),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    /** pending → paid | expired */
    status: text('status').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    paidAt: at('paid_at'),
  },
  (t) => [
    uniqueIndex('pay_orders_reference').on(t.provider, t.reference),
    index('pay_orders_order_idx').on(t.orderId, t.status),
  ],
);

/**
 * Every payment a provider told us about, once: the provider's own id is the idempotency key, so a
 * webhook delivered any number of times, at once or days apart, credits once. A payment that matches
 * no open order stays here as `unmatched` for reconciliation; it is never dropped.
 */
export const incomingPayments = pgTable(
  'incoming_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref').notNull(),
    currency: text('currency').notNull(),
    amount: money('amount').notNull(),
    matchKind: text('match_kind').notNull(),
    matchValue: text('match_value').notNull(),
    paidAt: at('paid_at').notNull(),
    receivedAt: at('received_at').notNull(),
    /**
     * credited | unmatched, or (decision 032) held: the borrower's loan was paid off, it is their
     * credit; returned: sent back to the payer (an account nobody holds)
     */
    status: text('status').notNull(),
    orderId: uuid('order_id').references(() => loanOrders.id),
    /** What went beyond the debt, held as a credit for the borrower. */
    excess: money('excess').notNull().default(0),
    /** Why a payment is unmatched, for whoever reconciles it. */
    note: text('note'),
    payerName: text('payer_name'),
  },
  (t) => [
    uniqueIndex('incoming_payments_once').on(t.provider, t.providerRef),
    index('incoming_payments_order_idx').on(t.orderId),
    index('incoming_payments_unmatched_idx').on(t.status).where(sql`${t.status} = 'unmatched'`),
  ],
);

/**
 * A proof of payment the borrower uploaded: a receipt image with the transfer reference and amount.
 * An operator approves (the amount is credited, once) or rejects it with a reason within 48 hours.
 */
export const paymentVouchers = pgTable(
  'payment_vouchers',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => loanOrders.id),
    /** The stored receipt image (storage key), uploaded before the voucher is saved. */
    imageKey: text('image_key').notNull(),
    reference: text('reference').notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    /** pending → approved | rejected */
    status: text('status').notNull(),
    submittedAt: at('submitted_at').notNull(),
    feedbackDueAt: at('feedback_due_at').notNull(),
    decidedAt: at('decided_at'),
    rejectReason: text('reject_reason'),
    /** What the reviewer found on the statement and credited; may differ from what was claimed. */
    amountFound: money('amount_found'),
    incomingPaymentId: uuid('incoming_payment_id').references(() => incomingPayments.id),
  },
  (t) => [
    index('payment_vouchers_user_idx').on(t.userId, t.submittedAt),
    uniqueIndex('payment_vouchers_reference').on(t.orderId, t.reference),
    // The console's review queue reads only the pending ones, oldest first.
    index('payment_vouchers_pending_idx').on(t.submittedAt).where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * An extension (rollover) of a loan: asked for, then applied once its fee is credited, when the
 * unpaid phases move and an overdue order returns to repaying. One may wait for its fee at a time.
 */
export const loanExtensions = pgTable(
  'loan_extensions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => loanOrders.id),
    /** 1 for the loan's first extension, and so on. */
    number: integer('number').notNull(),
    /** awaitingFee → applied | expired */
    status: text('status').notNull(),
    deferred: money('deferred').notNull(),
    fee: money('fee').notNull(),
    tax: money('tax').notNull(),
    total: money('total').notNull(),
    newDueDate: text('new_due_date').notNull(),
    /** Which phases move, from which date to which. */
    moves: jsonb('moves').$type<{ phase: number; fromDate: string; toDate: string }[]>().notNull(),
    payOrderId: text('pay_order_id').references(() => payOrders.id),
    requestedAt: at('requested_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    appliedAt: at('applied_at'),
  },
  (t) => [
    uniqueIndex('loan_extensions_number').on(t.orderId, t.number),
    uniqueIndex('loan_extensions_one_waiting').on(t.orderId).where(sql`${t.status} = 'awaitingFee'`),
  ],
);

/**
 * Notifications whose provider must confirm them before anything is credited (STP, Flutterwave:
 * docs/decisions/037), recorded on arrival. `waiting`: the provider has not answered yet, the tick
 * asks again; `confirmed`: credited (incoming_payments has it); `unknown` / `mismatch`: the provider
 * knows no such payment, or another one under that key (a replay): nothing credited, kept for an
 * operator with the provider's answer in `detail`.
 */
export const paymentConfirmations = pgTable(
  'payment_confirmations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref').notNull(),
    /** The notification's payment as it announced it (collection-payment.ts IncomingPayment). */
    payment: jsonb('payment').$type<Record<string, unknown>>().notNull(),
    status: text('status').notNull(),
    attempts: integer('attempts').notNull().default(0),
    detail: text('detail'),
    receivedAt: at('received_at').notNull(),
    checkedAt: at('checked_at'),
  },
  (t) => [
    uniqueIndex('payment_confirmations_once').on(t.provider, t.providerRef),
    index('payment_confirmations_waiting_idx').on(t.receivedAt).where(sql`${t.status} = 'waiting'`),
  ],
);
