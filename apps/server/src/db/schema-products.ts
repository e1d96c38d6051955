import type { LoanProduct } from '@puente/domain';
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns.ts';

/**
 * Every version of every loan product (decision 056), never updated or deleted. The product in
 * force at an instant is its latest version with `effective_from` at or before it (business clock).
 * Version 1 of each product is the one written in code, copied here the first time the catalogue
 * loads (proposed and approved by nobody); later versions come from approved `product.change`
 * proposals.
 */
export const productVersions = pgTable(
  'product_versions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    market: text('market').notNull(),
    productId: text('product_id').notNull(),
    version: integer('version').notNull(),
    /** The whole `LoanProduct`, checked by the domain's rules before it is written. */
    product: jsonb('product').$type<LoanProduct>().notNull(),
    effectiveFrom: at('effective_from').notNull(),
    proposalId: uuid('proposal_id'),
    proposedBy: uuid('proposed_by'),
    approvedBy: uuid('approved_by'),
    note: text('note'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('product_versions_version_key').on(t.productId, t.version),
    index('product_versions_market_idx').on(t.market, t.productId, t.effectiveFrom),
    // One version per proposal, however often an approval is retried.
    uniqueIndex('product_versions_proposal_key').on(t.proposalId).where(sql`${t.proposalId} is not null`),
  ],
);
