import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
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

/**
 * The edition of the terms and of the privacy policy a borrower accepted by registering or logging
 * in, as the privacy policy promises to keep it: the first acceptance of each version (decision 021).
 */
export const legalAcceptances = pgTable(
  'legal_acceptances',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    document: text('document').notNull(),
    version: text('version').notNull(),
    language: text('language').notNull(),
    acceptedAt: at('accepted_at').notNull(),
    ip: text('ip'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.document, t.version] })],
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
  (t) => [
    index('audit_log_user_idx').on(t.userId, t.at),
    // The review's fraud signals (docs/decisions/039): applications from one address in a window,
    // and the identities other accounts were refused for typing. Partial, so other rows pay nothing.
    index('audit_log_applied_ip_idx').on(t.ip, t.at).where(sql`${t.action} = 'loan.applied'`),
    index('audit_log_reuse_number_idx')
      .on(sql`(${t.detail}->>'number')`)
      .where(sql`${t.action} = 'identity.reuseRefused'`),
    // The messages sent to a number, for the console's customer view: codes are its only messages.
    index('audit_log_code_sent_idx')
      .on(sql`(${t.detail}->>'e164')`, t.at)
      .where(sql`${t.action} = 'code.sent'`),
  ],
);

/**
 * Personal and additional info of a borrower (saveBasicInfo / saveAdditionInfo). `curp` is the
 * national id typed in personal info: the CURP in Mexico, the NIN in Nigeria; identity OCR must
 * match it. Deleted with the rest of onboarding data a week after the last activity if never submitted.
 */
export const userProfiles = pgTable('user_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  market: text('market').notNull(),
  basic: jsonb('basic').$type<Record<string, unknown>>(),
  addition: jsonb('addition').$type<Record<string, unknown>>(),
  curp: text('curp'),
  /**
   * The key of the national id this account owns (`identity_claims`, decision 038): set when the
   * claim is won, null before personal info and for an account whose id another account owns.
   * Loans and the welcome reward are keyed by it.
   */
  personKey: text('person_key'),
  updatedAt: at('updated_at').notNull(),
});

/** Where a borrower's onboarding stands: last activity (for retention) and submission. */
export const onboarding = pgTable(
  'onboarding',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id),
    market: text('market').notNull(),
    lastActivityAt: at('last_activity_at').notNull(),
    submittedAt: at('submitted_at'),
  },
  (t) => [index('onboarding_unsubmitted_idx').on(t.lastActivityAt).where(sql`${t.submittedAt} is null`)],
);

/** The current ID back, ID front and face photo of a borrower; the file itself is in file storage. */
export const identityImages = pgTable(
  'identity_images',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    storageKey: text('storage_key').notNull(),
    sha256: text('sha256').notNull(),
    bytes: integer('bytes').notNull(),
    format: text('format').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    uploadedAt: at('uploaded_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/**
 * Results of the KYC provider, each tied to the hashes of the photos it judged: a new photo makes
 * the result stale (pending again) without anyone having to reset it.
 */
export const identityChecks = pgTable(
  'identity_checks',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id),
    ocrStatus: text('ocr_status'),
    ocrFields: jsonb('ocr_fields').$type<Record<string, unknown>>(),
    ocrFrontSha256: text('ocr_front_sha256'),
    ocrBackSha256: text('ocr_back_sha256'),
    ocrAt: at('ocr_at'),
    faceStatus: text('face_status'),
    faceScore: integer('face_score'),
    faceSha256: text('face_sha256'),
    faceFrontSha256: text('face_front_sha256'),
    faceAt: at('face_at'),
    completedAt: at('completed_at'),
  },
  (t) => [
    // The console's identity queue: checks that ended failed on an identity not completed (decision 059).
    index('identity_checks_unsettled_idx')
      .on(t.userId)
      .where(sql`${t.completedAt} is null and (${t.ocrStatus} = 'failed' or ${t.faceStatus} = 'failed')`),
  ],
);

/** Files to remove from storage: queued in the transaction that drops their rows, removed by the tick. */
export const fileDeletions = pgTable('file_deletions', {
  storageKey: text('storage_key').primaryKey(),
  requestedAt: at('requested_at').notNull(),
});

/** The consent screen's answers (spec §2), newest last; the newest one is in force. */
export const consents = pgTable(
  'consents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    granted: jsonb('granted').$type<string[]>().notNull(),
    textVersion: text('text_version').notNull(),
    consentedAt: at('consented_at').notNull(),
    ip: text('ip'),
  },
  (t) => [index('consents_user_idx').on(t.userId, t.id)],
);

/** The newest upload of each kind of device data, used for risk assessment and then deleted. */
export const collectedData = pgTable(
  'collected_data',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    orderNo: text('order_no'),
    items: integer('items').notNull(),
    payload: jsonb('payload').notNull(),
    collectedAt: at('collected_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/** Devices a borrower activated the app on. */
export const deviceActivations = pgTable(
  'device_activations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    packageName: text('package_name').notNull(),
    deviceId: text('device_id').notNull(),
    platform: text('platform').notNull(),
    appVersion: text('app_version'),
    osVersion: text('os_version'),
    model: text('model'),
    afid: text('afid'),
    activatedAt: at('activated_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
  },
  (t) => [
    uniqueIndex('device_activations_key').on(t.userId, t.packageName, t.deviceId),
    // Who else activated the app on the same device (the review's fraud signals, decision 039).
    index('device_activations_device_idx').on(t.deviceId),
    index('device_activations_afid_idx').on(t.afid).where(sql`${t.afid} is not null`),
  ],
);
// The sandbox providers' tables, in their own PostgreSQL schema `sandbox` (sandbox/sandbox-schema.ts).
export * from '../sandbox/sandbox-schema.ts';
export * from './schema-collections.ts';
export * from './schema-credit.ts';
export * from './schema-loans.ts';
export * from './schema-messages.ts';
export * from './schema-money.ts';
export * from './schema-products.ts';
export * from './schema-profile.ts';
export * from './schema-repayment.ts';
export * from './schema-reports.ts';
export * from './schema-reviews.ts';
export * from './schema-rewards.ts';
export * from './schema-staff.ts';
export * from './schema-staff-auth.ts';
export * from './schema-stp.ts';
