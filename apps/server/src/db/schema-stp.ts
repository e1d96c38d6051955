import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import { users } from './schema.ts';

/**
 * What STP answered when a borrower's CLABE was registered there as a cuenta física (decision 041):
 * registered (it may be shown), refused (never shown; an operator looks), or pending (STP could not
 * be asked; asked again the next time the borrower wants it).
 */
export const stpCuentas = pgTable('stp_cuentas', {
  clabe: text('clabe').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  status: text('status').notNull(),
  /** STP's `id` and `descripcion`, or why it could not be asked. */
  stpId: integer('stp_id'),
  detail: text('detail'),
  attempts: integer('attempts').notNull().default(0),
  checkedAt: at('checked_at').notNull(),
});

/** The operation days whose listing at STP was compared with the ledger, once each. */
export const stpReconciledDays = pgTable('stp_reconciled_days', {
  fechaOperacion: text('fecha_operacion').primaryKey(),
  finishedAt: at('finished_at').notNull(),
  /** What the comparison found, by kind (counts). */
  summary: jsonb('summary').$type<Record<string, number>>().notNull(),
});

/**
 * A difference between STP's listing and our ledger, for an operator: a deposit we credited that STP
 * does not list, a payout STP settled that we hold as pending, or a deposit found and credited by
 * the reconciliation (kept so an operator sees that a notification was lost). One row per kind and
 * tracking key, however often the day is compared.
 */
export const stpDifferences = pgTable(
  'stp_differences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fechaOperacion: text('fecha_operacion').notNull(),
    kind: text('kind').notNull(),
    claveRastreo: text('clave_rastreo').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull(),
    foundAt: at('found_at').notNull(),
    resolvedAt: at('resolved_at'),
  },
  (t) => [
    uniqueIndex('stp_differences_once').on(t.kind, t.claveRastreo),
    index('stp_differences_open_idx').on(t.foundAt).where(sql`${t.resolvedAt} is null`),
  ],
);
