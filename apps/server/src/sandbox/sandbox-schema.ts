import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at } from '../db/columns.ts';

/**
 * The sandbox providers' own state, in a PostgreSQL schema of its own: nothing in `public` refers to
 * it, and a provider that moves out of the process takes its tables with it. The migrations create
 * it in every mode; only a sandbox service writes to it.
 */
export const sandbox = pgSchema('sandbox');

const money = (name: string) => bigint(name, { mode: 'number' });

/**
 * What the old sandbox SMS and voice provider "delivered". No longer written or read: the Twilio
 * stand-in keeps its phones in standin_records (decision 044); dropping the table needs a migration.
 */
export const sandboxOutbox = sandbox.table(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    mobile: text('mobile').notNull(),
    e164: text('e164').notNull(),
    channel: text('channel').notNull(),
    code: text('code'),
    text: text('text').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('sandbox_outbox_mobile_idx').on(t.mobile, t.id)],
);

/** What the sandbox KYC "saw" on a card photo, so the same photo always reads the same. */
export const sandboxKycCards = sandbox.table(
  'kyc_cards',
  {
    reference: text('reference').notNull(),
    frontSha256: text('front_sha256').notNull(),
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.reference, t.frontSha256] })],
);

/**
 * The sandbox bank's transfers (payout/sandbox-transfers.ts), kept in the database so a transfer
 * sent before a restart still settles after it; a repeated reference is the same transfer, as with
 * real payout APIs.
 */
export const sandboxTransfers = sandbox.table('transfers', {
  reference: text('reference').primaryKey(),
  providerRef: text('provider_ref').notNull().unique(),
  amount: money('amount').notNull(),
  currency: text('currency').notNull(),
  bankCode: text('bank_code').notNull(),
  accountNumber: text('account_number').notNull(),
  holderName: text('holder_name').notNull(),
  sentAt: at('sent_at').notNull(),
  /** Business-clock instant from which the outcome is told. */
  settlesAt: at('settles_at').notNull(),
  /** Decided when sent, from the reference: null succeeds, otherwise the failure reason. */
  failure: text('failure'),
});

/**
 * Webhooks the sandbox providers owe us: what was paid, kept until it is due on the business clock.
 * The webhook is built and signed when it is sent, as a real provider signs each delivery, and sent
 * again at the next tick until the service answers 2xx. An OXXO voucher is paid once: a second
 * payment of its reference, even one racing the first, inserts nothing (decision 031).
 */
export const sandboxWebhooks = sandbox.table(
  'webhooks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    payment: jsonb('payment').$type<Record<string, unknown>>().notNull(),
    deliverAt: at('deliver_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    deliveredAt: at('delivered_at'),
    lastStatus: integer('last_status'),
  },
  (t) => [
    index('sandbox_webhooks_due_idx').on(t.deliverAt).where(sql`${t.deliveredAt} is null`),
    uniqueIndex('sandbox_webhooks_oxxo_reference_idx')
      .on(sql`(${t.payment}->>'reference')`)
      .where(sql`${t.provider} = 'oxxo'`),
  ],
);

/**
 * What each provider stand-in (sandbox/standins/) keeps, as that provider keeps it: an STP order, a
 * Stripe PaymentIntent, an identity check, a Twilio message. One table for all: a stand-in's records
 * are its own business, found by kind and key, and the stand-in that runs on its own port keeps the
 * same records in memory instead.
 */
export const standinRecords = sandbox.table(
  'standin_records',
  {
    provider: text('provider').notNull(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.kind, t.key] }),
    index('standin_records_created_idx').on(t.provider, t.kind, t.createdAt),
  ],
);

/**
 * Notifications a stand-in owes the service (an STP LIQUIDACION, a Stripe event), due on the clock
 * the stand-in runs on and signed when sent, as the provider signs each delivery; sent again until
 * the service answers 2xx.
 */
export const standinNotifications = sandbox.table(
  'standin_notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    path: text('path').notNull(),
    body: text('body').notNull(),
    deliverAt: at('deliver_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    deliveredAt: at('delivered_at'),
    lastStatus: integer('last_status'),
  },
  (t) => [index('standin_notifications_due_idx').on(t.deliverAt).where(sql`${t.deliveredAt} is null`)],
);
