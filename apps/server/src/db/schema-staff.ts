import { sql } from 'drizzle-orm';
import {
  bigserial,
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

/**
 * The lender's staff (decision 053). A member is invited by an administrator, or the first
 * administrator is made by `npm run staff:create-admin`; `disabled_at` ends every session at once.
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role').notNull(),
    /** Memory-hard hash (scrypt, with its parameters in the string); null until the invite is accepted. */
    passwordHash: text('password_hash'),
    /** The TOTP secret, encrypted with a key derived from SECRET_KEY; null until enrolled. */
    totpSecret: text('totp_secret'),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: at('locked_until'),
    language: text('language').notNull().default('en'),
    invitedBy: uuid('invited_by'),
    createdAt: at('created_at').notNull(),
    disabledAt: at('disabled_at'),
  },
  (t) => [uniqueIndex('staff_members_email_key').on(sql`lower(${t.email})`)],
);

/**
 * A signed-in member. The cookie holds a random token whose hash is kept; the CSRF token sent back
 * in a header on every change is kept hashed too. Timeouts run on the wall clock, not the business
 * clock a tester moves.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => staffMembers.id),
    tokenHash: text('token_hash').notNull(),
    csrfHash: text('csrf_hash').notNull(),
    createdAt: at('created_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
    revokedAt: at('revoked_at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    uniqueIndex('staff_sessions_token_key').on(t.tokenHash),
    index('staff_sessions_member_idx').on(t.memberId),
  ],
);

/**
 * Every staff action: who, when, from where, what before and after. Written in the transaction of
 * the change it records, never updated or deleted (a trigger refuses both).
 */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: at('at').notNull(),
    memberId: uuid('member_id'),
    ip: text('ip'),
    action: text('action').notNull(),
    /** The borrower the action was about, for the customer view's trail. */
    customerId: uuid('customer_id'),
    subjectType: text('subject_type'),
    subjectId: text('subject_id'),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
  },
  (t) => [
    index('staff_audit_at_idx').on(t.at),
    index('staff_audit_member_idx').on(t.memberId, t.at),
    index('staff_audit_customer_idx').on(t.customerId, t.at),
    index('staff_audit_subject_idx').on(t.subjectType, t.subjectId),
  ],
);

/**
 * Maker-checker: an action that moves or forgives money (or changes a product) is proposed by one
 * member and carried out only when a different member approves it.
 */
export const staffProposals = pgTable(
  'staff_proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    /** What it is about (a loan, a credit, a deposit, a product), for queues and the customer view. */
    customerId: uuid('customer_id'),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    note: text('note'),
    status: text('status').notNull().default('proposed'),
    proposedBy: uuid('proposed_by').notNull(),
    proposedAt: at('proposed_at').notNull(),
    decidedBy: uuid('decided_by'),
    decidedAt: at('decided_at'),
    decisionNote: text('decision_note'),
    /** What carrying it out produced (a payout reference, a ledger entry), or why it failed. */
    outcome: jsonb('outcome').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('staff_proposals_open_idx').on(t.status, t.proposedAt),
    index('staff_proposals_subject_idx').on(t.subjectType, t.subjectId),
    // One open proposal per subject and kind: a second would approve the same money twice.
    uniqueIndex('staff_proposals_one_open_key')
      .on(t.kind, t.subjectType, t.subjectId)
      .where(sql`${t.status} = 'proposed'`),
  ],
);

/** Who works an item of a queue (a proof of payment, a failed payout, ...); one member per item. */
export const staffAssignments = pgTable(
  'staff_assignments',
  {
    queue: text('queue').notNull(),
    itemId: text('item_id').notNull(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => staffMembers.id),
    assignedBy: uuid('assigned_by').notNull(),
    assignedAt: at('assigned_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.queue, t.itemId] }), index('staff_assignments_member_idx').on(t.memberId)],
);
