import { bigserial, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import { users } from './schema.ts';
import { staffMembers } from './schema-staff.ts';

/**
 * An operator asked a borrower for new identity photos (docs/decisions/059): the old photos and
 * checks are dropped in the same transaction, and the identity step shows the reason until the
 * borrower uploads again. Kept, newest last, as the history of what was asked.
 */
export const identityPhotoRequests = pgTable(
  'identity_photo_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** What the borrower reads on the identity step, as the reviewer wrote it. */
    reason: text('reason').notNull(),
    askedAt: at('asked_at').notNull(),
    askedBy: uuid('asked_by')
      .notNull()
      .references(() => staffMembers.id),
  },
  (t) => [index('identity_photo_requests_user_idx').on(t.userId, t.askedAt)],
);
