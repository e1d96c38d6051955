import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    market: text('market').notNull(),
    mobile: text('mobile').notNull(),
    e164: text('e164').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('users_e164_key').on(t.e164)],
);

/** One-time codes, hashed; a row dies when consumed, expired or tried too often. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    e164: text('e164').notNull(),
    codeHash: text('code_hash').notNull(),
    channel: text('channel').notNull(),
    ip: text('ip'),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    consumedAt: at('consumed_at'),
  },
  (t) => [index('verification_codes_e164_created_idx').on(t.e164, t.createdAt)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    packageName: text('package_name').notNull(),
    afid: text('afid'),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    revokeReason: text('revoke_reason'),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** What the sandbox SMS and voice providers "delivered": the tester's phone. */
export const sandboxOutbox = pgTable(
  'sandbox_outbox',
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

/** The business clock's distance from the wall clock (ARCHITECTURE "State and time"). */
export const businessClock = pgTable('business_clock', {
  id: smallint('id').primaryKey().default(1),
  offsetMs: bigint('offset_ms', { mode: 'number' }).notNull().default(0),
  updatedAt: at('updated_at').notNull().default(sql`now()`),
});

export const serviceSecrets = pgTable('service_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: at('at').notNull(),
    userId: uuid('user_id'),
    action: text('action').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
  },
  (t) => [index('audit_log_user_idx').on(t.userId, t.at)],
);
