import { bigint, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import { staffMembers } from './schema-staff.ts';

/**
 * A member's TOTP bookkeeping beside `staff_members.totp_secret` (decision 054): the last time step
 * a code was accepted for, so the same code (or an older one) is never accepted twice.
 */
export const staffTotpUse = pgTable('staff_totp_use', {
  memberId: uuid('member_id')
    .primaryKey()
    .references(() => staffMembers.id),
  lastStep: bigint('last_step', { mode: 'number' }).notNull(),
});

/** A member's passkeys (WebAuthn credentials): the public key and the signature counter. */
export const staffPasskeys = pgTable(
  'staff_passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => staffMembers.id),
    /** The credential id, base64url, as the browser names it. */
    credentialId: text('credential_id').notNull(),
    /** COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports'),
    name: text('name'),
    createdAt: at('created_at').notNull(),
    lastUsedAt: at('last_used_at'),
  },
  (t) => [
    uniqueIndex('staff_passkeys_credential_key').on(t.credentialId),
    index('staff_passkeys_member_idx').on(t.memberId),
  ],
);

/** An invitation: the link's token is kept hashed; it works once, for 72 hours. */
export const staffInvites = pgTable(
  'staff_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => staffMembers.id),
    tokenHash: text('token_hash').notNull(),
    /** The TOTP secret offered at `accept/start`, encrypted; it becomes the member's at `accept`. */
    pendingTotpSecret: text('pending_totp_secret'),
    invitedBy: uuid('invited_by'),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    acceptedAt: at('accepted_at'),
  },
  (t) => [
    uniqueIndex('staff_invites_token_key').on(t.tokenHash),
    index('staff_invites_member_idx').on(t.memberId),
  ],
);

/**
 * Short-lived steps between two requests: a sign-in whose password was right and waits for its
 * second factor (`sign-in`), and the WebAuthn challenges of a passkey sign-in or registration.
 * The token given to the browser is kept hashed.
 */
export const staffAuthSteps = pgTable(
  'staff_auth_steps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => staffMembers.id),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The WebAuthn challenge last issued for this step (base64url), if any. */
    challenge: text('challenge'),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [uniqueIndex('staff_auth_steps_token_key').on(t.tokenHash)],
);
