import { pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import { staffMembers } from './schema-staff.ts';

/**
 * What staff did to an item of a money queue that the item's own row cannot say (decision 058):
 * a failed payout whose borrower was asked for another account (`askedNewAccount`), a
 * reconciliation difference an operator resolved (`resolved`). One row per queue, item and mark.
 */
export const staffMoneyMarks = pgTable(
  'staff_money_marks',
  {
    queue: text('queue').notNull(),
    itemId: text('item_id').notNull(),
    mark: text('mark').notNull(),
    note: text('note'),
    memberId: uuid('member_id')
      .notNull()
      .references(() => staffMembers.id),
    at: at('at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.queue, t.itemId, t.mark] })],
);
